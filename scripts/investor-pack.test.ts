import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildInvestorPack, investorPackPath, shippedInvestorPack } from "./investor-pack";

describe("the investor pack PDF", () => {
  it("is a 4 to 6 page branded document titled from the content", async () => {
    const doc = await PDFDocument.load(readFileSync(investorPackPath));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4);
    expect(doc.getPageCount()).toBeLessThanOrEqual(6);
    expect(doc.getTitle()).toBe((await shippedInvestorPack()).pack.title);
  });

  it("is up to date with content/pages/franchising.yaml (run `npm run investor-pack` after editing it)", async () => {
    const fresh = await buildInvestorPack(await shippedInvestorPack());
    expect(Buffer.from(fresh).equals(readFileSync(investorPackPath))).toBe(true);
  });
});
