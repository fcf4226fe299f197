/**
 * Where leads come from (issue 38), as visitors and staff meet it: a visitor lands from a Facebook ad, moves
 * around the site by its links and sends the discount form; others, without JavaScript, land from a Google
 * ad, or from Google's results with no campaign at all, and send it. Staff see each lead's channel and
 * campaign on its page and in the CSV, and the visitors' browsers hold nothing: no cookie, no Web Storage,
 * no IndexedDB.
 */
import { readFileSync } from "node:fs";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { apiPaths } from "#contracts/api.ts";
import { LANDING_FIELD, LANDING_HEADER } from "#contracts/attribution.ts";
import { shippedGym } from "#tests/shipped.ts";
import { expectNoAxeViolations } from "./axe";
import { uniqueEmail } from "./conversion-outbox";
import { enhancedWithin } from "./hydration";
import { allImpacts, signIn } from "./staff-sign-in";

const greenwich = shippedGym("greenwich");
const welling = shippedGym("welling");
const management = "management@novogyms.co.uk";

async function fillDiscount(page: Page, gym: typeof greenwich, email: string, surname: string) {
  const form = page.getByRole("form", { name: "Claim your discount code" });
  await form.getByLabel("First name").fill("Lena");
  await form.getByLabel("Last name").fill(surname);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("07700 900123");
  await form.getByLabel("Gym").selectOption(gym.formName);
  await form.getByRole("button", { name: "Send my code" }).click();
  await expect(page).toHaveURL(gym.signUpLink, { timeout: 15_000 });
}

/** Nothing kept on the device: no cookie, nothing in either Web Storage, no IndexedDB database. */
async function expectNoTrace(context: BrowserContext) {
  const state = await context.storageState({ indexedDB: true });
  expect(state.cookies).toEqual([]);
  for (const origin of state.origins) {
    expect(origin.localStorage).toEqual([]);
    // Playwright's type leaves out what { indexedDB: true } adds to each origin.
    expect((origin as { indexedDB?: unknown[] }).indexedDB ?? []).toEqual([]);
  }
}

/** What the page itself can see: both Web Storages' entries and IndexedDB's databases. */
async function storedInPage(page: Page): Promise<number> {
  return page.evaluate(
    async () =>
      window.sessionStorage.length + window.localStorage.length + (await window.indexedDB.databases()).length,
  );
}

/** Management finds the lead by its address and opens it; the CSV of that filter is returned. */
async function staffSees(page: Page, email: string, surname: string): Promise<string> {
  await page.goto("/staff");
  await page.getByLabel("Name or e-mail").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("status")).toContainText("1 shown");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export these as CSV" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  await page.getByRole("link", { name: `Lena ${surname}` }).click();
  await expect(page.getByRole("heading", { name: `Lena ${surname}` })).toBeVisible();
  return csv;
}

const newVisitor = (browser: Browser, javaScriptEnabled: boolean) =>
  browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });

/**
 * A visitor without JavaScript lands on a page (from `referer`, when given), sends the discount form and
 * leaves no trace; management then finds the lead, whose CSV row is returned. `served` checks the landing page.
 */
async function leadWithoutJavaScript(
  browser: Browser,
  page: Page,
  landing: { url: string; referer?: string; gym: typeof greenwich; surname: string },
  served: (tab: Page) => Promise<void> = async () => {},
): Promise<string> {
  const email = uniqueEmail(`sources-${landing.surname.toLowerCase()}`);
  const visitor = await newVisitor(browser, false);
  const tab = await visitor.newPage();
  await tab.goto(landing.url, landing.referer ? { referer: landing.referer } : {});
  await served(tab);
  await fillDiscount(tab, landing.gym, email, landing.surname);
  await expectNoTrace(visitor);
  await visitor.close();

  await signIn(page, management);
  const csv = await staffSees(page, email, landing.surname);
  const row = csv.trim().split("\r\n")[1] ?? "";
  expect(row).toContain(email);
  return row;
}

test.describe("lead sources", () => {
  test("with JavaScript: the landing's campaign survives in-site navigation and reaches staff, leaving no trace", async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail("sources-js");
    const visitor = await newVisitor(browser, true);
    const tab = await visitor.newPage();
    const sameDocument = () => tab.evaluate(() => (window as { sameDocument?: boolean }).sameDocument);
    // As a visitor, at first paint: a link followed before the page's script has run is a new page load,
    // so the visitor lands again and follows it again until the site's own navigation takes it there. A
    // mark in the landing document's memory tells which: it survives only if no new page was loaded.
    await expect(async () => {
      await tab.goto(
        `${greenwich.pageLink}?utm_source=facebook&utm_medium=paid_social&utm_campaign=jan-daypass&fbclid=abc`,
      );
      await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
      await tab.locator('a[href="/offers"]:visible').first().click();
      await expect(tab).toHaveURL(/\/offers$/);
      expect(await sameDocument()).toBe(true);
    }).toPass({ ...enhancedWithin, intervals: [250, 500, 1000] });
    await tab.getByRole("link", { name: `CLAIM YOUR DISCOUNT: ${greenwich.name}` }).click();
    await expect(tab).toHaveURL(new RegExp(`^[^?]*${greenwich.pageLink}(#[^?]*)?$`));
    expect(await sameDocument()).toBe(true);
    const call = tab.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(apiPaths.lead));
    await fillDiscount(tab, greenwich, email, "Social");
    // The body is exactly SPEC §7's lead fields; the landing rides in its own header.
    const sent = await call;
    expect(Object.keys(sent.postDataJSON() as object).sort()).toEqual(
      ["email", "firstName", "gymName", "lastName", "phoneNum", "source"].sort(),
    );
    const header = new URLSearchParams((await sent.headerValue(LANDING_HEADER)) ?? "");
    expect(Object.fromEntries(header)).toEqual({
      utm_source: "facebook",
      utm_medium: "paid_social",
      utm_campaign: "jan-daypass",
      fbclid: "abc",
      path: greenwich.pageLink,
    });
    expect(await storedInPage(tab)).toBe(0);
    // Leaving a page is when a router keeps its scroll positions: a reload leaves nothing behind either.
    await tab.reload();
    expect(await storedInPage(tab)).toBe(0);
    await expectNoTrace(visitor);
    await visitor.close();

    await signIn(page, management);
    const csv = await staffSees(page, email, "Social");
    await expect(page.getByText("Paid social", { exact: true })).toBeVisible();
    await expect(page.getByText("jan-daypass", { exact: true })).toBeVisible();
    await expect(page.getByText("l.facebook.com")).toHaveCount(0);
    const row = csv.trim().split("\r\n")[1] ?? "";
    expect(row).toContain(email);
    expect(row).toContain("paid-social,jan-daypass,/greenwich,facebook,paid_social");

    // Management's pages for it: the sources charts and the spend form, with no axe violation.
    await page.getByRole("link", { name: "Lead sources" }).click();
    await expect(page.getByRole("heading", { name: "Lead sources" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "jan-daypass" })).toBeVisible();
    await expectNoAxeViolations(page, allImpacts);
    await page.getByRole("link", { name: "Spend", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Spend", exact: true })).toBeVisible();
    await expectNoAxeViolations(page, allImpacts);
  });

  test("without JavaScript: the native post's landing URL gives paid search / brand, leaving no trace", async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    const row = await leadWithoutJavaScript(browser, page, {
      url: `${welling.pageLink}?utm_source=google&utm_medium=cpc&utm_campaign=brand&gclid=xyz`,
      gym: welling,
      surname: "Search",
    });
    await expect(page.getByText("Paid search", { exact: true })).toBeVisible();
    await expect(page.getByText("brand", { exact: true })).toBeVisible();
    expect(row).toContain("paid-search,brand,/welling,google,cpc");
  });

  test("without JavaScript: a landing from Google's results with no campaign gives organic search, leaving no trace", async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    const row = await leadWithoutJavaScript(
      browser,
      page,
      { url: greenwich.pageLink, referer: "https://www.google.com/", gym: greenwich, surname: "Organic" },
      // The server wrote the referrer's host into the form it served (decision 0029): the post carries it.
      (tab) =>
        expect(
          tab
            .getByRole("form", { name: "Claim your discount code" })
            .locator(`input[name="${LANDING_FIELD}"]`),
        ).toHaveValue(`ref=www.google.com&path=${encodeURIComponent(greenwich.pageLink)}`),
    );
    await expect(page.getByText("Organic search", { exact: true })).toBeVisible();
    await expect(page.getByText("www.google.com", { exact: true })).toBeVisible();
    expect(row).toContain(`organic-search,,${greenwich.pageLink},`);
    expect(row).toContain("www.google.com");
  });
});
