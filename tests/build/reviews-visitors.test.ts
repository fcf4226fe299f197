/**
 * Issue 45 as visitors live it: the built server in its own process, real Chromium pages, and the fake
 * Google Places (New) server counting the calls Google would bill.
 *
 * - 20 visitors open /greenwich and never scroll: no call. 5 visitors scroll to the reviews at the same
 *   moment: one call, and each sees the reviews, every author linked to the fake's authorAttribution.uri.
 *   Afterwards nothing of the answer is in DATA_DIR or the database (the process's heap is checked in
 *   server/reviews/reviews.test.ts), and a later visitor makes a new call.
 * - REVIEWS_MONTHLY_CALLS=3 across two instances on one PostgreSQL: the 4th visitor's call is not made, the
 *   section shows the link to Google only, and management sees the notice. Needs TEST_DATABASE_URL.
 */

import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium as playwright } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEWS_ROOT_MARGIN } from "#app/features/testimonials/use-near-viewport.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import { openDatabase } from "#server/db/client.ts";
import { createBackend, type TestBackend, testDatabaseUrl, wholeDatabase } from "#server/test/backends.ts";
import { copyOfShippedContent } from "#server/test/content.ts";
import { type FakePlaces, placeDetails, startFakePlaces } from "#server/test/http-fakes.ts";
import { ensureServerBuild, type Instance, signInOver, startInstance } from "#server/test/instances.ts";
import { startSmtpServer, type TestSmtpServer } from "#server/test/smtp.ts";
import { MANAGEMENT } from "#server/test/staff.ts";
import { waitFor } from "#server/test/wait.ts";
import { chromiumPath, hasChromium } from "#tests/e2e/env.ts";
import { shippedGym } from "#tests/shipped.ts";

type Browser = Awaited<ReturnType<typeof playwright.launch>>;
type Page = Awaited<ReturnType<Browser["newPage"]>>;

const greenwich = shippedGym("greenwich");
const viewport = { width: 1280, height: 900 };
const heading = "What members say";

/** Every file under `dir`, as text (binary included: PostgreSQL stores short text as it is). */
function filesUnder(dir: string): string {
  let text = "";
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) text += readFileSync(file).toString("latin1");
  }
  return text;
}

/** A visitor on `origin`'s Greenwich page, the page shown (its main heading visible), not yet scrolled. */
async function visitor(browser: Browser, origin: string): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${origin}/greenwich`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  return page;
}

const section = (page: Page) => page.locator("section[aria-labelledby='testimonials-heading']");

describe.skipIf(!hasChromium)("visitors and Google's calls (built server, Chromium, PGlite)", () => {
  let browser: Browser;
  let places: FakePlaces;
  let instance: Instance;
  const dataDir = mkdtempSync(path.join(tmpdir(), "novo-reviews-visitors-"));
  const contentDir = copyOfShippedContent();
  const halves = [randomBytes(8).toString("hex"), randomBytes(8).toString("hex")];
  const uniqueText = () => `${halves[0]} visitors' review ${halves[1]}`;

  beforeAll(async () => {
    await ensureServerBuild();
    places = await startFakePlaces();
    instance = await startInstance("reviews", {
      DATA_DIR: dataDir,
      CONTENT_DIR: contentDir,
      GOOGLE_PLACES_API_KEY: places.apiKey,
      GOOGLE_PLACES_API_URL: places.url,
    });
    browser = await playwright.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await instance?.stop();
    await places?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(contentDir, { recursive: true, force: true });
  }, 60_000);

  it("20 visitors who open /greenwich and never scroll make no call", async () => {
    for (let batch = 0; batch < 4; batch++) {
      const pages = await Promise.all([1, 2, 3, 4, 5].map(() => visitor(browser, instance.origin)));
      // The reviews are far enough down that "near" is a real distance, not the first screen.
      const top = (await section(pages[0] as Page).boundingBox())?.y ?? 0;
      expect(top).toBeGreaterThan(viewport.height + Number.parseInt(REVIEWS_ROOT_MARGIN, 10));
      // Long enough for the page to settle, its idle-time scripts included (app/lib/deferred.tsx waits 3 s).
      await Promise.all(pages.map((page) => page.waitForLoadState("networkidle")));
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await Promise.all(pages.map((page) => page.close()));
    }
    expect(places.calls).toBe(0);
  }, 180_000);

  it("5 visitors scrolling to the reviews at once make one call; afterwards nothing is kept; a later visitor makes another", async () => {
    places.firstReviewText = uniqueText;
    // Google's own latency, long enough for five pages' requests to meet one call in flight.
    places.delayMs = 2000;
    const pages = await Promise.all([1, 2, 3, 4, 5].map(() => visitor(browser, instance.origin)));
    // Settled pages, as visitors reading the top of the page are, so the five scrolls ask at once.
    await Promise.all(pages.map((page) => page.waitForLoadState("networkidle")));
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(places.calls).toBe(0);
    await Promise.all(
      pages.map((page) => page.getByRole("heading", { name: heading }).scrollIntoViewIfNeeded()),
    );
    for (const page of pages)
      await section(page)
        .getByText(halves[1] ?? "-")
        .waitFor();
    expect(places.calls).toBe(1);

    // Google's display rules: each review shown links its author (name and photo) to their profile.
    const expected = placeDetails(greenwich.googlePlaceID).reviews.filter((review) => review.rating >= 4);
    const page = pages[0] as Page;
    const authors = section(page).getByTestId("review-author");
    expect(await authors.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      expected.map((review) => review.authorAttribution.uri),
    );
    expect(await authors.first().locator("img").getAttribute("src")).toBe(
      expected[0]?.authorAttribution.photoUri,
    );
    // The time as Google words it.
    expect(
      await section(page)
        .getByText(expected[0]?.relativePublishTimeDescription ?? "-", { exact: true })
        .count(),
    ).toBe(1);
    expect(await section(page).getByText("Google Maps", { exact: true }).isVisible()).toBe(true);
    expect(
      await section(page)
        .getByRole("link", { name: /how to report a fake one/ })
        .getAttribute("href"),
    ).toBe("/review-policy");
    await Promise.all(pages.map((p) => p.close()));
    places.firstReviewText = null;
    places.delayMs = 0;

    // A later visitor: a new call, as nothing was kept.
    const later = await visitor(browser, instance.origin);
    await later.getByRole("heading", { name: heading }).scrollIntoViewIfNeeded();
    await section(later).getByText("Live review 1").waitFor();
    await later.close();
    expect(places.calls).toBe(2);

    // Nothing of the first answer in DATA_DIR (the PGlite files, the outbox, the content's copy) or in the
    // database, read with the server stopped so every page of it is on disk.
    const wanted = (text: string) => text.includes(uniqueText());
    await instance.stop();
    expect(wanted(filesUnder(dataDir))).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      expect(wanted(await wholeDatabase(database.db))).toBe(false);
      // The table is there and counted the two calls: the grep read a live database.
      expect(await wholeDatabase(database.db)).toContain('"calls":2');
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe.skipIf(!hasChromium || !testDatabaseUrl)(
  "the monthly budget across two instances on one PostgreSQL",
  () => {
    let browser: Browser;
    let places: FakePlaces;
    let backend: TestBackend;
    let smtp: TestSmtpServer;
    let a: Instance;
    let b: Instance;
    const folders: string[] = [];

    beforeAll(async () => {
      await ensureServerBuild();
      places = await startFakePlaces();
      backend = await createBackend("postgres");
      smtp = await startSmtpServer();
      const env = (name: string) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `novo-reviews-${name}-`));
        const contentDir = copyOfShippedContent();
        folders.push(dataDir, contentDir);
        return {
          DATABASE_URL: backend.url ?? "",
          DATA_DIR: dataDir,
          CONTENT_DIR: contentDir,
          SMTP_URL: smtp.url,
          GOOGLE_PLACES_API_KEY: places.apiKey,
          GOOGLE_PLACES_API_URL: places.url,
          REVIEWS_MONTHLY_CALLS: "3",
        };
      };
      [a, b] = await Promise.all([startInstance("A", env("a")), startInstance("B", env("b"))]);
      browser = await playwright.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
    }, 600_000);
    afterAll(async () => {
      await browser?.close();
      await Promise.all([a?.stop(), b?.stop()]);
      await smtp?.stop();
      await places?.close();
      await backend?.dispose();
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it("makes 3 calls for the first 3 visitors, none for the 4th, who gets the link only; management is told", async () => {
      for (const [i, instance] of [a, b, a].entries()) {
        const page = await visitor(browser, instance.origin);
        await page.getByRole("heading", { name: heading }).scrollIntoViewIfNeeded();
        await section(page).getByText("Live review 0").waitFor();
        await page.close();
        expect(places.calls).toBe(i + 1);
      }
      const fourth = await visitor(browser, b.origin);
      await fourth.getByRole("heading", { name: heading }).scrollIntoViewIfNeeded();
      const link = section(fourth).getByRole("link", { name: /See all reviews on Google/ });
      await link.waitFor();
      expect(await link.getAttribute("href")).toContain(`query_place_id=${greenwich.googlePlaceID}`);
      expect(await section(fourth).getByRole("figure").count()).toBe(0);
      expect(
        await section(fourth)
          .getByText(/Google reviews of/)
          .count(),
      ).toBe(0);
      expect(await section(fourth).getByText("Live review 0").count()).toBe(0);
      await fourth.close();
      expect(places.calls).toBe(3);

      const cookie = await signInOver(a, smtp, MANAGEMENT);
      const staffPage = async (instance: Instance, url: string) =>
        (await fetch(`${instance.origin}${url}`, { headers: { cookie: `novo_staff=${cookie}` } })).text();
      await waitFor(
        async () => (await staffPage(a, staffUrls.home)).includes("budget of Google review calls is used up"),
        10_000,
        "management's notice",
      );
      const usage = (await staffPage(a, staffUrls.reviews)).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
      expect(usage).toContain("Calls to Google this month 3");
      expect(usage).toContain("Monthly budget (REVIEWS_MONTHLY_CALLS) 3");
    }, 300_000);
  },
);
