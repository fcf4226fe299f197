import { expect, test } from "@playwright/test";
import { collectPageErrors } from "./console";
import { smokeRoutes } from "./routes";

// axe runs once per route, in accessibility.spec.ts (every impact, in both layouts), not here as well.
for (const route of smokeRoutes) {
  test(`${route.path} answers 200 with its heading and no console errors`, async ({ page }) => {
    const errors = collectPageErrors(page);
    // The provider frames (membership, timetable) cannot be reached from here: answer them at once, so that
    // waiting for the network to settle does not hang on a DNS lookup that never ends.
    await page.route(
      (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
      (request) =>
        request.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><title>Provider</title>",
        }),
    );
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading, { ignoreCase: true });
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

test("an unknown path answers 404 with the not-found page and a way home", async ({ page }) => {
  const errors = collectPageErrors(page, 404);
  const response = await page.goto("/no-such-page/anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Looks like this page doesn't exist");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
  expect(errors).toEqual([]);
});

test("a path with a trailing slash answers like the path without", async ({ request }) => {
  const response = await request.get("/faq/");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Frequently asked questions");
});

test("every navigation starts at the top of the page", async ({ page }) => {
  await page.goto("/faq");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
