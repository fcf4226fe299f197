/**
 * The docs' pictures (docs/images/): starts the built site on a scratch copy of the content and data, signs
 * in as management by the e-mailed link (the .eml the outbox writes without SMTP), and photographs the
 * editor's dashboard, an offer and a photo being uploaded (README), the lead sources page after a few leads
 * from tagged links and a month's spend, a colleague just invited and a gym being opened (docs/staff.md), with
 * Debian's Chromium. `npm run build` first, then `npm run screenshots` (all), `npm run screenshots -- editor`,
 * `-- sources`, `-- people` or `-- places`
 * (SCREENSHOTS_PORT, CHROMIUM_PATH to change the defaults).
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
async function shoot(page: Page, name: string, fullPage = false) {
  const png = await page.screenshot({ fullPage });
  const small = await sharp(png).png({ palette: true, quality: 85, compressionLevel: 9 }).toBuffer();
  writeFileSync(path.join(out, `${name}.png`), small);
  console.log(`docs/images/${name}.png ${(small.length / 1024).toFixed(0)} KB`);
}

const only = process.argv[2];

async function editorPictures(page: Page) {
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
}

/** Leads from tagged links (as visitors send them, on a fresh tab each), one marked joined, and spend. */
async function sourcesPicture(page: Page) {
  const visits: [string, string][] = [
    ["/greenwich?utm_source=facebook&utm_medium=paid_social&utm_campaign=jan-daypass", "Ava"],
    ["/greenwich?utm_source=facebook&utm_medium=paid_social&utm_campaign=jan-daypass", "Ben"],
    ["/welling?utm_source=google&utm_medium=cpc&utm_campaign=brand&gclid=x1", "Cat"],
    ["/welling?utm_source=google&utm_medium=cpc&utm_campaign=brand&gclid=x2", "Dan"],
    ["/greenwich?utm_source=flyer&utm_medium=flyer&utm_campaign=se10-leaflets", "Eve"],
    ["/greenwich", "Fay"],
  ];
  for (const [url, name] of visits) {
    const visitor = await page.context().browser()?.newPage({ baseURL: origin });
    if (!visitor) throw new Error("no browser");
    await visitor.goto(url);
    const form = visitor.getByRole("form", { name: "Claim your discount code" });
    await form.getByLabel("First name").fill(name);
    await form.getByLabel("Last name").fill("Example");
    await form.getByLabel("Email").fill(`${name.toLowerCase()}@example.com`);
    await form.getByLabel("Phone").fill("07700 900123");
    await form.getByLabel("Gym").selectOption(url.startsWith("/welling") ? "novowelling" : "novogreenwich");
    await form.getByRole("button", { name: "Send my code" }).click();
    await visitor.waitForURL(/signup/);
    await visitor.close();
  }
  await page.goto("/staff");
  await page.getByLabel("Name or e-mail").fill("ava@example.com");
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: /Ava Example/ }).click();
  await page.getByLabel("New status").selectOption("joined");
  await page.getByRole("button", { name: "Save status" }).click();
  const month = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
  })
    .format(new Date())
    .slice(0, 7);
  for (const [channel, campaign, amount] of [
    ["paid-social", "jan-daypass", "240"],
    ["paid-search", "brand", "180"],
    ["offline", "se10-leaflets", "90"],
  ]) {
    await page.goto("/staff/spend");
    await page.getByLabel("Month", { exact: true }).fill(month);
    await page.getByLabel("Channel").selectOption(channel ?? "");
    await page.getByLabel("Campaign (optional, as in utm_campaign)").fill(campaign ?? "");
    await page.getByLabel("Amount (£)").fill(amount ?? "");
    await page.getByRole("button", { name: "Enter spend" }).click();
    await page.getByText("Spend saved.").waitFor();
  }
  await page.goto("/staff/sources");
  await page.getByRole("heading", { name: "Lead sources" }).waitFor();
  await shoot(page, "lead-sources", true);
}

/** A colleague invited as Greenwich's inbox (decision 0028). */
async function peoplePicture(page: Page) {
  await page.goto("/staff/people");
  await page.getByLabel("E-mail address").fill("frontdesk@novogyms.co.uk");
  await page.getByLabel("Role", { exact: true }).selectOption({ label: "Novo Greenwich" });
  await page.getByRole("button", { name: "Invite" }).click();
  await page.getByRole("status").filter({ hasText: "Invited" }).waitFor();
  await shoot(page, "staff-people");
}

/** A new gym made from a copy of Welling's entry, saved as a draft, and the places on Content (decision 0030). */
async function placesPictures(page: Page) {
  await page.goto("/staff/content");
  await page.goto("/keystatic/collection/gyms/create?duplicate=welling");
  const text = (name: string) => page.getByRole("textbox", { name, exact: true });
  await text("Name").waitFor({ timeout: 60_000 });
  await text("Gym").fill("lewisham");
  await text("Slug").fill("lewisham");
  await page.getByRole("button", { name: / Status$/ }).click();
  await page.getByRole("option", { name: "Draft (not published)", exact: true }).click();
  await text("Address on the site").fill("lewisham");
  await text("Form name").fill("novolewisham");
  await text("Name").fill("Novo Lewisham");
  await text("Short name").fill("Lewisham");
  await text("Address").fill("120 Lewisham High Street, Lewisham, London");
  await text("Locality").fill("Lewisham");
  await text("Postcode").fill("SE13 6EE");
  await text("E-mail").fill("lewisham@novogyms.co.uk");
  // The top of the form: its key, kind, status and addresses.
  await text("Gym").scrollIntoViewIfNeeded();
  await shoot(page, "editor-new-gym");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.waitForURL(/\/keystatic\/collection\/gyms\/item\/lewisham$/, { timeout: 15_000 });
  await page.goto("/staff/content");
  await page.getByRole("heading", { name: "Places" }).waitFor();
  await page.getByRole("heading", { name: "Places" }).scrollIntoViewIfNeeded();
  await shoot(page, "staff-places");
}

async function main() {
  cpSync("content", contentDir, { recursive: true });
  // The lead forms need a live offer: the shipped one has ended, so this copy's runs to the next month's end.
  const offerFile = path.join(contentDir, "offers", "day-pass.yaml");
  const now = new Date();
  const ends = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
  const starts = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 10);
  writeFileSync(
    offerFile,
    readFileSync(offerFile, "utf8")
      .replace(/^startsOn: .*$/m, `startsOn: ${starts}`)
      .replace(/^endsOn: .*$/m, `endsOn: ${ends}`),
  );
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

    if (!only || only === "editor") await editorPictures(page);
    if (!only || only === "sources") await sourcesPicture(page);
    if (!only || only === "people") await peoplePicture(page);
    if (!only || only === "places") await placesPictures(page);
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
