import { expect, test } from "@playwright/test";
import { shippedPosts as blogPosts, shippedJobs as jobListings, shippedCopy } from "#tests/shipped.server.ts";
import { shippedPages } from "#tests/shipped.ts";
import { e2eOfferEndsLabel } from "./env";
import { untilItWorks } from "./visitor";

const [first, second] = blogPosts;

test.describe("blog", () => {
  test("the list features the first post, and its category links filter the grid; All clears", async ({
    page,
  }) => {
    await page.goto("/blog");
    const featured = page.getByRole("region", { name: first!.title });
    await expect(featured).toContainText(first!.publishedDate);
    await featured.getByRole("link", { name: /Read More/ }).click();
    await expect(page).toHaveURL(`/blog/${first!.id}`);
    await page.goBack();

    const grid = page.getByTestId("blog-grid");
    const filters = page.getByRole("navigation", { name: "Filter articles by category" });
    await expect(filters.getByRole("link")).toHaveText(["All", ...first!.categories]);
    const onlyFirst = first!.categories.find((c) => !second!.categories.includes(c))!;
    await filters.getByRole("link", { name: onlyFirst }).click();
    await expect(filters.getByRole("link", { name: onlyFirst })).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/\/blog\?category=.+#articles$/);
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText([first!.title]);
    await filters.getByRole("link", { name: "All" }).click();
    await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(blogPosts.length);
  });

  test("a post shows its title, NEWS with the date, its blocks and BlogPosting data", async ({ page }) => {
    await page.goto(`/blog/${second!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.title);
    await expect(page.getByText("NEWS", { exact: true })).toBeVisible();
    await expect(page.locator("article header time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("region", { name: /^Workout:/ }).first()).toBeVisible();
    await expect(page.getByText(/Unknown block type/)).toHaveCount(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => JSON.parse(text)["@type"] === "BlogPosting")).toBe(true);
  });

  test("an unknown post says 'Blog post not found'", async ({ page }) => {
    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog post not found");
  });

  test("the home carousel links to the posts and wraps both ways", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByTestId("blog-card").filter({ visible: true });
    const firstTitle = await cards.first().locator("h3").textContent();
    await untilItWorks(
      () => page.getByRole("button", { name: "Previous article" }).click(),
      () => expect(cards.first().locator("h3")).toHaveText(blogPosts.at(-1)!.title, { timeout: 1000 }),
    );
    await page.getByRole("button", { name: "Next article" }).click();
    await expect(cards.first().locator("h3")).toHaveText(firstTitle!);
    await cards
      .first()
      .getByRole("link", { name: `Read: ${first!.title}` })
      .click();
    await expect(page).toHaveURL(`/blog/${first!.id}`);
  });
});

test("the home page has the tagline, the hero video and the offer code", async ({ page }) => {
  // The e2e content runs the day-pass offer (tests/e2e/env.ts); with none live: offer-expiry.spec.ts.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Active. Healthy. Strong.");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("poster", /home-hero\.webp$/);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
  await expect(page.getByText("DAYPASS50")).toBeVisible();
  await expect(page.getByText(e2eOfferEndsLabel, { exact: false }).filter({ visible: true })).toBeVisible();
});

test("the hero footage loads only to play: not at all with reduced motion, at once when motion is welcome", async ({
  page,
}) => {
  const footage: string[] = [];
  page.on("request", (request) => {
    if (/\.mp4(\?|$)/.test(request.url())) footage.push(request.url());
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(footage).toEqual([]);
  expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  await page.emulateMedia({ reducedMotion: "no-preference" });
  await expect.poll(() => footage.length).toBeGreaterThan(0);
});

test("the FAQ has its five sections", async ({ page }) => {
  const faqSections = (await shippedCopy()).faq;
  await page.goto("/faq");
  for (const section of faqSections)
    await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
  const question = faqSections[0]!.items[0]!;
  const summary = page.locator("summary", { hasText: question.question });
  await summary.click();
  await expect(page.locator("details", { has: summary })).toHaveAttribute("open", "");
});

test("the terms have 22 numbered sections, the update date and the governing law", async ({ page }) => {
  const termsSections = (await shippedCopy()).terms.sections;
  await page.goto("/terms-and-conditions");
  expect(termsSections).toHaveLength(22);
  const headings = page.locator("main ol > li > h2");
  await expect(headings).toHaveCount(22);
  await expect(headings.nth(21)).toContainText(`22.${termsSections[21]!.title}`);
  await expect(page.getByText("Last updated March 2025")).toBeVisible();
  await expect(page.getByText(/governed by the law of England and Wales/)).toBeVisible();
});

test("the privacy policy shows January 2024 in the hero and 5 June 2025 in the body", async ({ page }) => {
  const privacy = (await shippedCopy()).privacy;
  await page.goto("/privacy-policy");
  await expect(page.locator("main section").first()).toContainText(privacy.heroUpdated);
  await expect(page.getByText(`Last updated ${privacy.lastUpdated}`)).toBeVisible();
});

test("job listings open one at a time with READ MORE and CLOSE", async ({ page }) => {
  await page.goto("/join-the-team");
  const [a, b] = jobListings;
  // Each listing is a <details>; its summary is the toggle, and reads READ MORE or CLOSE.
  const first = page.locator("summary", { hasText: new RegExp(`${a!.title}.*${a!.location}`) });
  const second = page.locator("summary", { hasText: new RegExp(`${b!.title}.*${b!.location}`) });
  await expect(first).toContainText("READ MORE");
  await first.click();
  await expect(first).toContainText("CLOSE");
  await expect(page.getByText(a!.responsibilities[0]!).first()).toBeVisible();
  await second.click();
  await expect(second).toContainText("CLOSE");
  await expect(first).toContainText("READ MORE");
  await second.click();
  await expect(second).toContainText("READ MORE");
  await expect(page.getByRole("link", { name: /careers@/ })).toHaveAttribute("href", /^mailto:.+\?subject=/);
});

test("retreat and meal-prep tabs start on Training and Macronutrients, and Register Interest scrolls to the form", async ({
  page,
}) => {
  await page.goto("/retreat");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shippedPages.retreat.heading);
  await expect(page.getByRole("tab", { name: "Training" })).toHaveAttribute("aria-selected", "true");
  // A link to the form's anchor: at first paint the browser jumps there; once hydrated the scroll is smooth
  // and focus moves to the first field.
  await expect(page.getByRole("tabpanel").getByRole("link", { name: "Register Interest" })).toHaveAttribute(
    "href",
    "#register-interest",
  );
  await untilItWorks(
    () => page.getByRole("tabpanel").getByRole("link", { name: "Register Interest" }).click(),
    () => expect(page.getByLabel("First name")).toBeFocused({ timeout: 1000 }),
  );
  await expect(page.getByLabel("First name")).toBeInViewport();

  await page.goto("/meal-prep");
  await expect(page.getByRole("tab", { name: "Macronutrients" })).toHaveAttribute("aria-selected", "true");
});

test("reached from an offer, the retreat page scrolls to its form", async ({ page }) => {
  // The offers page's button carries the from-offers state once the page has hydrated; before that it is a
  // plain link to /retreat, and a visitor who lands at the top goes back and taps again.
  await untilItWorks(
    async () => {
      await page.goto("/offers");
      await page
        .getByRole("article", { name: "Retreats" })
        .getByRole("link", { name: "Register interest" })
        .click();
    },
    () => expect(page.locator("#register-interest")).toBeInViewport({ timeout: 3000 }),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shippedPages.retreat.heading);
});

test("athletic buttons go to contacts and locations; press offers the management e-mail", async ({
  page,
}) => {
  await page.goto("/athletic");
  await expect(page.getByRole("link", { name: "Register Interest", exact: true })).toHaveAttribute(
    "href",
    "/contacts",
  );
  await expect(page.getByRole("link", { name: "Find a Gym", exact: true })).toHaveAttribute(
    "href",
    "/locations",
  );
  await page.goto("/pr-enquiries");
  await expect(page.getByRole("link", { name: /management@/ })).toHaveAttribute(
    "href",
    /^mailto:management@/,
  );
});
