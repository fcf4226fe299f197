/**
 * Offers are content with dates (content/offers/*.yaml), read by the server at request time: a live offer
 * is on the gym page, /offers, the home band and /recovery with its code and end date; an offer the owner
 * writes by hand appears without a restart, and leaves once its last day is past. The e2e server's content
 * is a copy (tests/e2e/env.ts); this spec adds its own entry for Welling and removes it afterwards.
 */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { shippedGym } from "#tests/shipped.ts";
import { e2eContentDir, e2eOfferEndsLabel } from "./env";

const greenwich = shippedGym("greenwich");
const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });

test("a live offer is on the gym page, /offers, the home band and /recovery, with its end date and conditions", async ({
  page,
}) => {
  await page.goto(greenwich.pageLink);
  await expect(page.getByRole("heading", { name: "50% OFF DAY PASS" })).toBeVisible();
  await expect(visible(page, "DAYPASS50")).toHaveCount(1);
  await expect(visible(page, `Offer ends ${e2eOfferEndsLabel}.`)).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Conditions of the 50% off day pass offer" })).toBeVisible();

  await page.goto("/offers");
  await expect(visible(page, `Offer ends ${e2eOfferEndsLabel}`)).toHaveCount(2);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "50% OFF DAY PASS" })).toBeVisible();
  await expect(visible(page, `Offers end ${e2eOfferEndsLabel}.`)).toHaveCount(1);
  await page.goto("/recovery");
  await expect(visible(page, new RegExp(`use code DAYPASS50 by ${e2eOfferEndsLabel}`))).toHaveCount(1);
});

test.describe("an offer written by hand", () => {
  const file = path.join(e2eContentDir, "offers", "zz-e2e-welling-spring.yaml");
  const londonToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const offer = (endsOn: string) =>
    [
      "name: e2e spring joining",
      "headline: E2E SPRING JOINING",
      "summary: no joining fee this spring",
      "code: SPRING25",
      "gyms:",
      "  - welling",
      "conditions:",
      "  - New members only.",
      "startsOn: 2020-01-01",
      `endsOn: ${endsOn}`,
      "",
    ].join("\n");
  test.afterAll(() => rmSync(file, { force: true }));

  test("appears on /offers within 10 s without a restart, and leaves once its last day has passed", async ({
    page,
  }) => {
    writeFileSync(file, offer("2099-12-31"));
    await expect(async () => {
      await page.goto("/offers");
      await expect(
        page.getByRole("article", { name: "Novo Welling" }).filter({ hasText: "SPRING25" }),
      ).toHaveCount(1);
    }).toPass({ timeout: 10_000 });
    await expect(visible(page, "New members only.")).toHaveCount(1);

    // Its last day was yesterday (London): gone from every page, with no "ended" notice left behind.
    const yesterday = new Date(`${londonToday}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    writeFileSync(file, offer(yesterday.toISOString().slice(0, 10)));
    await expect(async () => {
      await page.goto("/offers");
      await expect(visible(page, "SPRING25")).toHaveCount(0);
    }).toPass({ timeout: 10_000 });
    await page.goto("/");
    await expect(visible(page, "SPRING25")).toHaveCount(0);
    await expect(visible(page, /ended/)).toHaveCount(0);
  });
});
