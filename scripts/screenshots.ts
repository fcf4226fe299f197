/**
 * The README's pictures of the editor (docs/images/editor-*.png) and of the Staff page (docs/staff.md's
 * staff-people.png): starts the built site on a scratch copy of the content and data, signs in as management
 * by the e-mailed link (the .eml the outbox writes without SMTP), and photographs the editor's dashboard, an
 * offer, a photo being uploaded, and a colleague just invited, with Debian's Chromium.
 * `npm run build` first, then `npm run screenshots` (SCREENSHOTS_PORT, CHROMIUM_PATH to change the defaults).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";

const port = Number(process.env.SCREENSHOTS_PORT || 4339);
const origin = `http://127.0.0.1:${port}`;
const inbox = "management@novogyms.co.uk";
const out = path.resolve("docs/images");
const scratch = mkdtempSync(path.join(tmpdir(), "novo-screenshots-"));
const dataDir = path.join(scratch, "data");
const contentDir = path.join(scratch, "content");

/** A field of the editor's form by its label (Keystatic labels groups and lists too). */
const field = (page: Page, label: string) => page.getByLabel(label).and(page.locator("input, textarea"));

async function waitFor(check: () => Promise<boolean>, what: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The sign-in link from the outbox's newest mail. */
function signInLink(): string | null {
  const dir = path.join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith("-staff-sign-in.eml"));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const text = readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, "");
    const link = /\/staff\/link\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return null;
}

/** A small PNG: the screenshot reduced to a palette (a UI has few colours). */
async function shoot(page: Page, name: string) {
  const png = await page.screenshot({ fullPage: false });
  const small = await sharp(png).png({ palette: true, quality: 85, compressionLevel: 9 }).toBuffer();
  writeFileSync(path.join(out, `${name}.png`), small);
  console.log(`docs/images/${name}.png ${(small.length / 1024).toFixed(0)} KB`);
}

async function main() {
  cpSync("content", contentDir, { recursive: true });
  const server: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CONTENT_DIR: contentDir,
      STAFF_EMAILS: `${inbox}=management`,
      LOG_LEVEL: "warn",
    },
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" });
  try {
    await waitFor(async () => (await fetch(`${origin}/api/health`)).ok, "the server");
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, baseURL: origin });
    await page.goto("/staff/sign-in");
    await page.getByLabel("E-mail address").fill(inbox);
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await waitFor(async () => signInLink() !== null, "the sign-in mail");
    await page.goto(signInLink() ?? "");
    // The link's page asks for a press, so that a mail scanner opening links does not sign anyone in.
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Submissions" }).waitFor();

    // Content hands the session to the editor's own paths (decision 0017).
    await page.goto("/staff/content");
    await page.getByRole("link", { name: "Open the editor" }).click();
    await page.getByRole("link", { name: "Photos" }).first().waitFor({ timeout: 60_000 });
    await shoot(page, "editor-dashboard");

    await page.goto("/keystatic/collection/offers/item/day-pass");
    await field(page, "Headline").waitFor({ timeout: 30_000 });
    await shoot(page, "editor-offer");

    await page.goto("/keystatic/collection/photos/create");
    await field(page, "Name").fill("welling gym floor");
    const photo = await sharp("public/social-card.png").resize({ width: 1600 }).jpeg().toBuffer();
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles({ name: "welling-floor.jpg", mimeType: "image/jpeg", buffer: photo });
    await field(page, "Alt text").fill("Members training on the Welling gym floor");
    await page.waitForTimeout(500);
    await shoot(page, "editor-photo-upload");

    // A colleague invited as Greenwich's inbox (decision 0028).
    await page.goto("/staff/people");
    await page.getByLabel("E-mail address").fill("frontdesk@novogyms.co.uk");
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Novo Greenwich" });
    await page.getByRole("button", { name: "Invite" }).click();
    await page.getByRole("status").filter({ hasText: "Invited" }).waitFor();
    await shoot(page, "staff-people");
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
