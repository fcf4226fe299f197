import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Debian's Chromium, or CHROMIUM_PATH. Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const hasChromium = existsSync(chromiumPath);
export const e2ePort = Number(process.env.E2E_PORT || 4311);
/** The stand-in for postcodes.io (fake-postcodes.ts) that the e2e server and pages are built to use. */
export const fakePostcodePort = e2ePort + 1;
export const postcodesApiUrl = `http://127.0.0.1:${fakePostcodePort}`;
/** Where opening-a-gym.spec.ts puts Novo Lewisham (SE13 6EE), which the postcode stand-in knows too. */
export const lewishamAt = { latitude: 51.4565, longitude: -0.0138 };

/** The e2e server's DATA_DIR: its PGlite database and .eml outbox, read by the specs. */
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR || "data/e2e");

/**
 * The e2e server's CONTENT_DIR: a copy of the shipped content whose day-pass offer runs from last month to
 * the end of next month, so the specs see it live whatever today is (the shipped dates are the owner's).
 */
export const e2eContentDir = `${e2eDataDir}-content`;
const today = new Date();
const monthEnd = (offset: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset + 1, 0)).toISOString().slice(0, 10);
export const e2eOffer = { startsOn: monthEnd(-2), endsOn: monthEnd(1) };
/** "31 December 2026": the end date as the pages write it. */
export const e2eOfferEndsLabel = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
}).format(new Date(`${e2eOffer.endsOn}T00:00:00Z`));

/** Writes the e2e content (playwright.config.ts, once, in the main process before the server starts). */
export function prepareE2eContent(): void {
  rmSync(e2eContentDir, { recursive: true, force: true });
  cpSync(path.resolve("content"), e2eContentDir, { recursive: true });
  const file = path.join(e2eContentDir, "offers", "day-pass.yaml");
  writeFileSync(
    file,
    readFileSync(file, "utf8")
      .replace(/^startsOn: .*$/m, `startsOn: ${e2eOffer.startsOn}`)
      .replace(/^endsOn: .*$/m, `endsOn: ${e2eOffer.endsOn}`),
  );
}
