import { expect, test } from "@playwright/test";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";
import { recoveryGuide, retreatCopy, shippedGym } from "#tests/shipped.ts";
import { expectNoAxeViolations } from "./axe";
import { amenity, holdScripts, job, menu } from "./controls";
import { enhancedWithin, linksDiscovered } from "./hydration";

// The page's JavaScript is held back until the test releases it: a visitor uses each control as HTML, then
// React takes over and keeps what the visitor did (issue 18). axe checks both states. The load event waits
// for the held scripts, so navigations wait for the DOM only. After the release each test waits for what the
// enhanced widget shows (tab roles, the carousel's buttons, focus in the menu), so it checks the state React
// adopted, not an internal marker; only where React changes nothing visible does it wait for the marker.

// Two full axe runs on a long page take tens of seconds on a busy 2-core machine (as in quality-axe).
test.beforeEach(() => test.slow());

const greenwich = shippedGym("greenwich");
const welling = shippedGym("welling");

test("a menu opened before hydration stays open, and then keeps focus inside", { tag: "@mobile" }, async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu(page)).toBeVisible();
  // The HTML state, with the control used.
  await expectNoAxeViolations(page);
  await scripts.release();
  // React moves focus into a menu that was opened before it ran.
  await expect
    .poll(() => menu(page).evaluate((el) => el.contains(document.activeElement)), enhancedWithin)
    .toBe(true);
  await expect(menu(page)).toBeVisible();
  await expectNoAxeViolations(page);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await menu(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("an amenity opened before hydration stays open, and the group still keeps one open", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto(greenwich.pageLink, { waitUntil: "domcontentloaded" });
  const [first, , third] = greenwich.amenities;
  await amenity(page, first!.title).locator("summary").click();
  // The HTML state, with the control used.
  await expectNoAxeViolations(page);
  await scripts.release();
  // The accordion is HTML either way; the page's carousel swapping its links for buttons shows React ran.
  // Its code loads when the visitor comes near it (issue 44), as they do here on a phone.
  const photos = page.getByRole("region", { name: `Photos of ${greenwich.name}` });
  await photos.scrollIntoViewIfNeeded();
  await expect(photos.getByRole("button", { name: "Next image" })).toBeVisible(enhancedWithin);
  await expect(amenity(page, first!.title)).toHaveAttribute("open", "");
  await amenity(page, third!.title).locator("summary").click();
  await expect(amenity(page, first!.title)).not.toHaveAttribute("open");
  await expectNoAxeViolations(page);
});

test("a recovery tab chosen before hydration stays chosen, as an ARIA tab", { tag: "@mobile" }, async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto(welling.pageLink, { waitUntil: "domcontentloaded" });
  const [, steam, massage] = recoveryGuide.gymTabs;
  await page.getByTestId("recovery-tabs").locator("label", { hasText: steam!.title }).click();
  // The HTML state, with the control used.
  await expectNoAxeViolations(page);
  await scripts.release();
  // The enhanced tabs: a tablist whose chosen tab is the one picked as HTML.
  const tabs = page.getByRole("tablist", { name: "Recovery facilities" });
  await expect(tabs).toBeVisible(enhancedWithin);
  await expect(tabs.getByRole("tab", { name: steam!.title })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText(steam!.summary);
  await tabs.getByRole("tab", { name: steam!.title }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: massage!.title })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);
});

test("a retreat tab chosen before hydration stays chosen", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/retreat", { waitUntil: "domcontentloaded" });
  const [, second] = retreatCopy.tabs;
  await page.locator("label", { hasText: second!.label }).click();
  // The HTML state, with the control used.
  await expectNoAxeViolations(page);
  await scripts.release();
  // The enhanced tabs: the label picked as HTML is now the selected tab.
  await expect(page.getByRole("tab", { name: second!.label })).toHaveAttribute(
    "aria-selected",
    "true",
    enhancedWithin,
  );
  await expect(page.getByRole("tabpanel")).toContainText(second!.heading);
  await expectNoAxeViolations(page);
});

test("the carousel keeps the image reached before hydration, then moves with its lock", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(welling.pageLink, { waitUntil: "domcontentloaded" });
  const carousel = page.getByRole("region", { name: `Photos of ${welling.name}` });
  await carousel.locator("li").nth(0).getByRole("link", { name: "Next image" }).click();
  await expect(carousel.locator("li").nth(1)).toBeInViewport({ ratio: 0.9 });
  // The HTML state, with the control used.
  await expectNoAxeViolations(page);
  await scripts.release();
  // The enhanced carousel: one pair of buttons and a live status instead of each slide's links.
  await expect(carousel.getByRole("button", { name: "Next image" })).toBeVisible(enhancedWithin);
  const status = carousel.locator("p[aria-live]");
  await expect(status).toContainText("02");
  await expect(carousel.getByRole("button", { name: "Previous image" })).toBeEnabled();
  await carousel.getByRole("button", { name: "Next image" }).click();
  await expect(status).toContainText("03");
  await expect(carousel.locator("li").nth(2)).toBeInViewport({ ratio: 0.9 });
  await expectNoAxeViolations(page);
});

test("a job opened before hydration stays open", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/join-the-team", { waitUntil: "domcontentloaded" });
  await job(page, 0).locator("summary").click();
  // The HTML state, with the control used.
  await expectNoAxeViolations(page);
  const takenOver = linksDiscovered(page);
  await scripts.release();
  // A job listing is <details> with or without React: once the released scripts have arrived and run, the
  // visitor still sees it open.
  await takenOver;
  await expect(job(page, 0).locator("summary")).toContainText("CLOSE");
  await expectNoAxeViolations(page);
});

test("a blog filter chosen before hydration stays, and All clears it once React runs", async ({ page }) => {
  const [first, second] = blogPosts;
  const scripts = await holdScripts(page);
  await page.goto("/blog", { waitUntil: "domcontentloaded" });
  const filters = page.getByRole("navigation", { name: "Filter articles by category" });
  const grid = page.getByTestId("blog-grid");
  const onlyFirst = first!.categories.find((c) => !second!.categories.includes(c))!;
  await filters.getByRole("link", { name: onlyFirst }).click();
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText([first!.title]);
  // The HTML state, with the control used.
  await expectNoAxeViolations(page);
  const takenOver = linksDiscovered(page);
  await scripts.release();
  // The filter is links with or without React: once the released scripts have arrived and run, the choice
  // still stands, and All clears it as the visitor taps it.
  await takenOver;
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText([first!.title]);
  await expectNoAxeViolations(page);
  await filters.getByRole("link", { name: "All" }).click();
  await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(blogPosts.length);
});

test("a gym chosen before hydration becomes the card once React runs", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/contacts", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Choose a gym").selectOption("welling");
  // The HTML state, with the control used.
  await expectNoAxeViolations(page);
  await scripts.release();
  // The enhanced card follows the select itself: its Show gym button goes.
  await expect(page.getByRole("button", { name: "Show gym" })).toHaveCount(0, enhancedWithin);
  await expect(page.getByRole("region", { name: welling.name })).toContainText(welling.address);
  await expect(page).toHaveURL("/contacts?gym=welling");
  await page.getByLabel("Choose a gym").selectOption("greenwich");
  await expect(page.getByRole("region", { name: greenwich.name })).toContainText(greenwich.address);
  await expectNoAxeViolations(page);
});
