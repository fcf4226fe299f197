import { existsSync } from "node:fs";
import path from "node:path";

/** Debian's Chromium, or CHROMIUM_PATH. Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const hasChromium = existsSync(chromiumPath);
export const e2ePort = Number(process.env.E2E_PORT || 4311);
/** The stand-in for postcodes.io (fake-postcodes.ts) that the e2e server and pages are built to use. */
export const fakePostcodePort = e2ePort + 1;
export const postcodesApiUrl = `http://127.0.0.1:${fakePostcodePort}`;
/** The e2e server's DATA_DIR: its PGlite database and .eml outbox, read by the specs. */
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR || "data/e2e");
