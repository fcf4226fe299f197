// Renders public/social-card.png (the Open Graph / Twitter image) from card.html with Debian's Chromium.
// Run after changing the card: node scripts/social-card/render.mjs
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--allow-file-access-from-files"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(pathToFileURL(path.join(here, "card.html")).href);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(here, "../../public/social-card.png") });
await browser.close();
console.log("wrote public/social-card.png");
