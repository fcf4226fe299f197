import { expect, test } from "@playwright/test";
import { shippedPosts as blogPosts, shippedJobs as jobListings } from "#tests/shipped.server.ts";
import { prepCopy, recoveryGuide, retreatCopy, shippedGym } from "#tests/shipped.ts";
import { amenity, job, menu } from "./controls";

// About 1 in 100 visits never runs the page's JavaScript: every control still answers a tap (issue 18).
// axe needs JavaScript in the page: it checks this HTML state in using-controls-while-javascript-loads.
test.use({ javaScriptEnabled: false });

const greenwich = shippedGym("greenwich");
const welling = shippedGym("welling");

test("the mobile menu opens on a tap, closes on Escape and gives focus back", { tag: "@mobile" }, async ({
  page,
}) => {
  await page.goto("/greenwich");
  const open = page.getByRole("button", { name: "Open menu" });
  await open.click();
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "RETREAT" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  // The keyboard path: Enter on the button, Tab into the menu, its close button.
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("button", { name: "Close menu" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await menu(page).getByRole("link", { name: "RETREAT" }).click();
  await expect(page).toHaveURL("/retreat");
});

test("the amenities open one at a time, and the open one closes on a second tap", async ({ page }) => {
  await page.goto(greenwich.pageLink);
  const [first, , third] = greenwich.amenities;
  await amenity(page, first!.title).locator("summary").click();
  await expect(amenity(page, first!.title)).toHaveAttribute("open", "");
  await expect(page.getByText(first!.description)).toBeVisible();
  await amenity(page, third!.title).locator("summary").click();
  await expect(amenity(page, first!.title)).not.toHaveAttribute("open");
  await expect(page.getByText(third!.description)).toBeVisible();
  await amenity(page, third!.title).locator("summary").click();
  await expect(page.getByText(third!.description)).toBeHidden();
  // The keyboard path.
  await amenity(page, first!.title).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(first!.description)).toBeVisible();
});

test("the recovery tabs on a phone show salt sauna first, and a tap shows another", {
  tag: "@mobile",
}, async ({ page }) => {
  await page.goto(welling.pageLink);
  const tabs = page.getByTestId("recovery-tabs");
  const [salt, steam, massage] = recoveryGuide.gymTabs;
  const heading = (title: string) => tabs.getByRole("heading", { name: title });
  await expect(heading(salt!.title)).toBeVisible();
  await expect(heading(steam!.title)).toBeHidden();
  await tabs.locator("label", { hasText: steam!.title }).click();
  await expect(heading(steam!.title)).toBeVisible();
  await expect(heading(salt!.title)).toBeHidden();
  // The keyboard path: the arrow keys move through the group.
  await page.keyboard.press("ArrowRight");
  await expect(heading(massage!.title)).toBeVisible();
  await expect(heading(steam!.title)).toBeHidden();
});

for (const [path, copy] of [
  ["/retreat", retreatCopy],
  ["/meal-prep", prepCopy],
] as const) {
  test(`the ${path} tabs show ${copy.tabs[0]!.label} first, and a tap shows another`, async ({ page }) => {
    await page.goto(path);
    const [first, second, third] = copy.tabs;
    const heading = (text: string) => page.getByRole("heading", { name: text });
    await expect(heading(first!.heading)).toBeVisible();
    await expect(heading(second!.heading)).toBeHidden();
    await page.locator("label", { hasText: second!.label }).click();
    await expect(heading(second!.heading)).toBeVisible();
    await expect(heading(first!.heading)).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(heading(third!.heading)).toBeVisible();
  });
}

test("the gym carousel's Next and Previous move one image, with no Previous at the first", async ({
  page,
}) => {
  await page.goto(welling.pageLink);
  const carousel = page.getByRole("region", { name: `Photos of ${welling.name}` });
  const slides = carousel.locator("li");
  // The strip scrolls inside the page: the page stays as wide as the screen, or a phone pans sideways and
  // a tap lands somewhere other than where it was aimed.
  const width = await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth]);
  expect(width).toEqual([page.viewportSize()!.width, page.viewportSize()!.width]);
  await expect(slides.nth(0).getByRole("link", { name: "Previous image" })).toHaveCount(0);
  await slides.nth(0).getByRole("link", { name: "Next image" }).click();
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.nth(0)).not.toBeInViewport({ ratio: 0.5 });
  await slides.nth(1).getByRole("link", { name: "Next image" }).click();
  await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
  await slides.nth(2).getByRole("link", { name: "Previous image" }).click();
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  // The keyboard path, once the strip has come to rest on the image it slid back to, as a visitor sees it
  // stop: a link focused and followed while the smooth scroll is still running can leave the strip where it was.
  const strip = carousel.locator("ul");
  const restingAt = async () => {
    const before = await strip.evaluate((element) => element.scrollLeft);
    await page.waitForTimeout(150);
    return (await strip.evaluate((element) => element.scrollLeft)) === before;
  };
  await expect.poll(restingAt).toBe(true);
  await slides.nth(1).getByRole("link", { name: "Next image" }).focus();
  await page.keyboard.press("Enter");
  await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
  const last = slides.nth(welling.imageCarousel.length - 1);
  await expect(last.getByRole("link", { name: "Next image" })).toHaveCount(0);
});

test("a job's READ MORE opens it, one at a time, and CLOSE closes it", async ({ page }) => {
  await page.goto("/join-the-team");
  const first = job(page, 0);
  await expect(first.locator("summary")).toContainText("READ MORE");
  await first.locator("summary").click();
  await expect(first.locator("summary")).toContainText("CLOSE");
  await expect(first.getByText(jobListings[0]!.responsibilities[0]!)).toBeVisible();
  await job(page, 1).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(job(page, 1).locator("summary")).toContainText("CLOSE");
  await expect(first.locator("summary")).toContainText("READ MORE");
  await job(page, 1).locator("summary").click();
  await expect(job(page, 1).locator("summary")).toContainText("READ MORE");
});

test("the blog filter narrows the grid, and All clears it", async ({ page }) => {
  const [first, second] = blogPosts;
  await page.goto("/blog");
  const filters = page.getByRole("navigation", { name: "Filter articles by category" });
  const grid = page.getByTestId("blog-grid");
  const onlyFirst = first!.categories.find((c) => !second!.categories.includes(c))!;
  await filters.getByRole("link", { name: onlyFirst }).click();
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText([first!.title]);
  await expect(filters.getByRole("link", { name: onlyFirst })).toHaveAttribute("aria-current", "true");
  // The keyboard path.
  await filters.getByRole("link", { name: "All" }).focus();
  await page.keyboard.press("Enter");
  await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(blogPosts.length);
});

test("the contact card follows the chosen gym", async ({ page }) => {
  await page.goto("/contacts");
  const card = page.getByRole("region", { name: shippedGym("armory").name });
  await expect(card).toBeVisible();
  await page.getByLabel("Choose a gym").selectOption("welling");
  await page.getByRole("button", { name: "Show gym" }).click();
  await expect(page).toHaveURL("/contacts?gym=welling");
  const chosen = page.getByRole("region", { name: welling.name });
  await expect(chosen).toContainText(welling.address);
  await expect(chosen.getByRole("link", { name: welling.email })).toBeVisible();
  // The keyboard path.
  await page.getByLabel("Choose a gym").selectOption("greenwich");
  await page.getByRole("button", { name: "Show gym" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: greenwich.name })).toContainText(greenwich.address);
});

test("Show map asks for the map, on the contact card and in the gym finder's results", async ({ page }) => {
  await page.route("https://www.google.com/**", (route) =>
    route.fulfill({ status: 200, body: "<p>map</p>" }),
  );
  await page.goto("/contacts?gym=welling");
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: `Show map of ${welling.name}` }).click();
  await expect(page).toHaveURL(/\/contacts\?gym=welling&map=welling#map-welling$/);
  await expect(page.getByTitle(`Map of ${welling.name}, ${welling.address}`)).toBeVisible();
  // The card still shows the gym that was chosen.
  await expect(page.getByRole("region", { name: welling.name })).toContainText(welling.address);

  // The finder's results keep the visitor's postcode; the keyboard path.
  await page.goto("/locations");
  await page.getByLabel("Your postcode").fill("DA16 3PB");
  await page.getByRole("button", { name: "Find a gym" }).click();
  const show = page.getByRole("button", { name: /Show map/ }).first();
  await show.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("iframe[title^='Map of']")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gyms near you" })).toBeVisible();
});
