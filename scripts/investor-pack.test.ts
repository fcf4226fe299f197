import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { investorPack } from "#app/content/franchising.ts";
import { buildInvestorPack, investorPackPath } from "./investor-pack";

describe("the investor pack PDF", () => {
  it("is a 4 to 6 page branded document titled from the content", async () => {
    const doc = await PDFDocument.load(readFileSync(investorPackPath));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4);
    expect(doc.getPageCount()).toBeLessThanOrEqual(6);
    expect(doc.getTitle()).toBe(investorPack.title);
  });

  it("is up to date with app/content/franchising.ts (run `npm run investor-pack` after editing it)", async () => {
    const fresh = await buildInvestorPack();
    expect(Buffer.from(fresh).equals(readFileSync(investorPackPath))).toBe(true);
  });
});
