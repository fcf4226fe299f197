/**
 * Booking a tour (issue 19) as a visitor would: without JavaScript and with it, a slot that fills while the
 * visitor is typing, and cancelling from the link in the e-mailed confirmation (.eml in the data dir).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { shippedGym } from "#tests/shipped.ts";
import { expectNoAxeViolations } from "./axe";
import { uniqueEmail } from "./conversion-outbox";
import { e2eDataDir } from "./env";

const greenwich = shippedGym("greenwich");
const welling = shippedGym("welling");
const allImpacts = ["minor", "moderate", "serious", "critical"];
const outboxDir = path.join(e2eDataDir, "outbox");

/** The cancel link in the confirmation mailed to `email` (quoted-printable soft breaks undone). */
function cancelLinkFor(email: string): string | null {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith("-visitor-confirmation.eml"));
  } catch {
    return null;
  }
  for (const file of files) {
    const text = readFileSync(path.join(outboxDir, file), "utf8").replace(/=\r?\n/g, "");
    if (!text.toLowerCase().includes(`to: ${email}`)) continue;
    expect(text).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    return /\/tour\/cancel\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
  }
  return null;
}

async function fillDetails(page: Page, email: string, lastName = "Tourcase") {
  const form = page.getByRole("form", { name: /Book a tour of/ });
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill(lastName);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("07700 900123");
  return form;
}

/** The n-th free slot's radio (n < 0: from the end). */
function freeSlot(page: Page, n: number) {
  const free = page.locator('input[name="slot"]:not([disabled])');
  return n >= 0 ? free.nth(n) : free.nth(n);
}

/** With JavaScript, once the picker has taken over: shows its n-th day (n < 0: from the end). */
async function showDay(page: Page, n: number) {
  const days = page.getByRole("group", { name: "Day", exact: true });
  await expect(days).toBeVisible({ timeout: 30_000 });
  const day = days.getByRole("radio").nth(n);
  await day.click();
  await expect(day).toHaveAttribute("aria-checked", "true");
}

/** Chooses a time as a visitor does: opens its day, then picks the time. */
async function choose(slot: Locator) {
  const day = slot.locator("xpath=ancestor::details[1]");
  if ((await day.count()) > 0 && !(await day.evaluate((details) => (details as HTMLDetailsElement).open)))
    await day.locator("summary").click();
  await slot.locator("xpath=..").click();
  await expect(slot).toBeChecked();
}

// axe runs in the page's own JavaScript: the pages are checked in the tests with JavaScript below.
test.describe("booking a tour without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("books from the radio choices, then cancels from the e-mailed link", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(greenwich.pageLink);
    await page.getByRole("link", { name: "Book a tour" }).click();
    await expect(page).toHaveURL(`${greenwich.pageLink}/tour`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a tour of Novo Greenwich");
    // Radio choices grouped by day, the first day open.
    await expect(page.locator("details[open] fieldset").first().getByRole("radio").first()).toBeAttached();

    const email = uniqueEmail("tour-nojs");
    const slot = freeSlot(page, 0);
    const time = await slot.evaluate((input) => input.parentElement?.textContent ?? "");
    await choose(slot);
    const form = await fillDetails(page, email);
    await form.getByRole("button", { name: "Book my tour" }).click();
    await expect(page.getByRole("heading", { name: "Your tour is booked" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("status")).toContainText(time.trim());

    await expect.poll(() => cancelLinkFor(email), { timeout: 30_000 }).not.toBeNull();
    const link = cancelLinkFor(email) ?? "";
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Cancel your tour" })).toBeVisible();
    await expect(page.getByText("Your tour of Novo Greenwich on")).toBeVisible();
    await page.getByRole("button", { name: "Cancel my tour" }).click();
    await expect(page.getByText("Your tour is cancelled.")).toBeVisible();
    // Single use.
    await page.goto(link);
    await expect(page.getByText("This link has already been used")).toBeVisible();
  });
});

test.describe("booking a tour with JavaScript", () => {
  test("books without a reload; the tour and cancel pages pass axe", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(`${welling.pageLink}/tour`);
    await expectNoAxeViolations(page, allImpacts);
    const email = uniqueEmail("tour-js");
    // Tomorrow: a whole day of free times at any hour the test runs (late in the day, today may have one left).
    await showDay(page, 1);
    await choose(freeSlot(page, 1));
    const form = await fillDetails(page, email);
    await form.getByRole("button", { name: "Book my tour" }).click();
    await expect(page.getByRole("heading", { name: "Your tour is booked" })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, allImpacts);
    await expect.poll(() => cancelLinkFor(email), { timeout: 30_000 }).not.toBeNull();
    await page.goto(cancelLinkFor(email) ?? "");
    await expectNoAxeViolations(page, allImpacts);
    await page.getByRole("button", { name: "Cancel my tour" }).click();
    await expect(page.getByText("Your tour is cancelled.")).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, allImpacts);
  });

  test("a slot filled meanwhile: the nearest free times, and the details kept", async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.goto(`${welling.pageLink}/tour`);
    await showDay(page, -1);
    const slot = freeSlot(page, -1);
    const start = (await slot.getAttribute("value")) ?? "";
    await choose(slot);
    const email = uniqueEmail("tour-full");
    const form = await fillDetails(page, email, "Latecomer");

    // Two other visitors take the two places of that slot first.
    for (const n of [1, 2]) {
      const other = await browser.newPage();
      await other.goto(`${welling.pageLink}/tour`);
      await showDay(other, -1);
      await choose(other.locator(`input[name="slot"][value="${start}"]`));
      await fillDetails(other, uniqueEmail(`tour-first-${n}`), "Early");
      await other.getByRole("button", { name: "Book my tour" }).click();
      await expect(other.getByRole("heading", { name: "Your tour is booked" })).toBeVisible({
        timeout: 30_000,
      });
      await other.close();
    }

    await form.getByRole("button", { name: "Book my tour" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That time has just been taken" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(form.getByLabel("Last name")).toHaveValue("Latecomer");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(
      page.getByRole("group", { name: "The nearest free times:" }).getByRole("radio").first(),
    ).toBeEnabled();
    // The slot now shows as full.
    await expect(page.locator(`input[name="slot"][value="${start}"]`).first()).toBeDisabled();
    await expectNoAxeViolations(page, allImpacts);

    // Picks one of the nearest free times and books it.
    await choose(page.getByRole("group", { name: "The nearest free times:" }).getByRole("radio").first());
    await form.getByRole("button", { name: "Book my tour" }).click();
    await expect(page.getByRole("heading", { name: "Your tour is booked" })).toBeVisible({ timeout: 30_000 });
  });
});

/** The link in the newest sign-in mail to `inbox` written after `before`. */
function signInLink(inbox: string, before: Set<string>): string | null {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith("-staff-sign-in.eml") && !before.has(f));
  } catch {
    return null;
  }
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(outboxDir, file), "utf8").replace(/=\r?\n/g, "");
    } catch {
      continue;
    }
    if (!text.toLowerCase().includes(`to: ${inbox}`)) continue;
    const link = /\/staff\/link\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return null;
}

test.describe("staff and tours", () => {
  test("the gym sees a tour booked moments before and marks it attended", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(`${greenwich.pageLink}/tour`);
    const email = uniqueEmail("tour-staff");
    // With JavaScript, the day-then-time picker: a day from the toggle group, then one of its times.
    await showDay(page, 1);
    const times = page.getByRole("group", { name: /^Times on / });
    await choose(times.locator('input[name="slot"]:not([disabled])').first());
    const form = await fillDetails(page, email, "Attendee");
    await form.getByRole("button", { name: "Book my tour" }).click();
    await expect(page.getByRole("heading", { name: "Your tour is booked" })).toBeVisible({ timeout: 30_000 });

    const before = new Set(
      (() => {
        try {
          return readdirSync(outboxDir);
        } catch {
          return [];
        }
      })(),
    );
    await page.goto("/staff");
    await page.getByLabel("E-mail address").fill(greenwich.email);
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect.poll(() => signInLink(greenwich.email, before), { timeout: 30_000 }).not.toBeNull();
    await page.goto(signInLink(greenwich.email, before) ?? "");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Submissions" })).toBeVisible({ timeout: 30_000 });

    await page.getByRole("link", { name: "Tours" }).click();
    await expect(page.getByRole("heading", { name: "Tours" })).toBeVisible();
    await expectNoAxeViolations(page, allImpacts);
    const row = page.getByRole("row").filter({ hasText: "Ada Attendee" }).last();
    await expect(row).toContainText("Booked");
    await row.getByRole("button", { name: "Mark Ada Attendee attended" }).click();
    await expect(page.getByRole("status")).toHaveText("Tour marked.");
    await expect(page.getByRole("row").filter({ hasText: "Ada Attendee" }).last()).toContainText("Attended");
  });
});
