/**
 * The day-pass offer either side of its end date (30 November 2025, the build's default),
 * with the browser's clock. The pages are built after the date, so "before" also proves the view-time check
 * corrects a prerendered answer, without moving the page.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { gymBySlug } from "#app/content/gyms.ts";
import { expectMailMentioning, uniqueEmail } from "./conversion-outbox";
import { e2eDataDir } from "./env";

const greenwich = gymBySlug("greenwich");
const welling = gymBySlug("welling");
const BEFORE = new Date("2025-11-30T23:30:00Z"); // 23:30 on the last day in London (GMT)
const AFTER = new Date("2025-12-01T00:30:00Z"); // half past midnight the day after

/** Sums the layout shifts the page has had (the correction after mount must not move anything). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });

test.describe("before the end date", () => {
  test.beforeEach(async ({ page }) => page.clock.setFixedTime(BEFORE));

  test("the gym hero presents the offer with its code and end date, and nothing moves", async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    await page.goto(greenwich.pageLink);
    await expect(page.getByRole("heading", { name: "50% OFF DAY PASS" })).toBeVisible();
    await expect(visible(page, "DAYPASS50")).toHaveCount(1);
    await expect(visible(page, /Offer ends 30 November 2025/)).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "ASK ABOUT CURRENT OFFERS" })).toHaveCount(0);
    expect(await shifts()).toBeLessThan(0.01);
  });

  test("/offers, the home banner and /recovery present it as live", async ({ page }) => {
    await page.goto("/offers");
    await expect(visible(page, "Offer ends 30 November 2025")).toHaveCount(2);
    await expect(visible(page, "DAYPASS50")).toHaveCount(2);
    await page.goto("/");
    await expect(visible(page, "Offers end 30 November 2025.")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "50% OFF DAY PASS" })).toBeVisible();
    await page.goto("/recovery");
    await expect(visible(page, /use code DAYPASS50 by 30 November 2025/)).toHaveCount(1);
  });
});

test.describe("after the end date", () => {
  test.beforeEach(async ({ page }) => page.clock.setFixedTime(AFTER));

  test("no page presents the offer as live; where the date shows, it reads as ended", async ({ page }) => {
    await page.goto(greenwich.pageLink);
    await expect(page.getByRole("heading", { name: "ASK ABOUT CURRENT OFFERS" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "50% OFF DAY PASS" })).toHaveCount(0);
    await expect(visible(page, /offer ended on 30 November 2025/)).toHaveCount(1);
    await expect(visible(page, "DAYPASS50")).toHaveCount(0);

    await page.goto("/offers");
    await expect(visible(page, "Offer ended 30 November 2025")).toHaveCount(2);
    await expect(visible(page, "DAYPASS50")).toHaveCount(0);
    await expect(visible(page, /Offer ends/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Ask about offers: ${welling.name}` })).toHaveAttribute(
      "href",
      welling.pageLink,
    );

    await page.goto("/");
    await expect(page.getByRole("region", { name: "ASK ABOUT CURRENT OFFERS" })).toBeVisible();
    await expect(visible(page, "DAYPASS50")).toHaveCount(0);
    await expect(visible(page, /ended on 30 November 2025/)).toHaveCount(1);

    await page.goto("/recovery");
    await expect(visible(page, "DAYPASS50")).toHaveCount(0);
    await expect(visible(page, /offer ended on 30 November 2025/)).toHaveCount(1);

    await page.goto("/faq");
    await expect(visible(page, "DAYPASS50")).toHaveCount(0);
    await expect(visible(page, /Offers end/)).toHaveCount(0);
  });

  test("the claim form still captures the lead, and the confirmation carries no code", async ({ page }) => {
    await page.goto(welling.pageLink);
    const form = page.getByRole("form", { name: "Claim your discount code" });
    const email = uniqueEmail("ended");
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("07700 900123");
    await form.getByLabel("Gym").selectOption(welling.formName);
    await form.getByRole("button", { name: "Send my code" }).click();
    await expect(page).toHaveURL(welling.signUpLink, { timeout: 15_000 });
    await expectMailMentioning(email);
    // The server's clock is today's, after the default end date: the visitor gets no code, staff a note.
    const outbox = path.join(e2eDataDir, "outbox");
    const mailsFor = () =>
      readdirSync(outbox)
        .filter((file) => file.endsWith(".eml"))
        .map((file) => readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, ""))
        .filter((mail) => mail.includes(email));
    await expect.poll(() => mailsFor().length, { timeout: 20_000 }).toBe(2);
    const mails = mailsFor();
    for (const mail of mails) expect(mail).not.toContain("Your code is DAYPASS50");
    expect(mails.some((mail) => /The team will be in touch about current offers/.test(mail))).toBe(true);
    expect(mails.some((mail) => mail.includes("offer had ended"))).toBe(true);
  });
});
