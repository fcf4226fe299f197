/**
 * One axe pass per route, with 0 violations of any impact (minor to critical), at 375 px (mobile project)
 * and 1280 px (desktop project). A page with a form is checked with the form's error messages shown, so
 * the one pass covers that state too.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";
import { expectNoAxeViolations } from "./axe";
import { stubFrames } from "./frames";
import { smokeRoutes } from "./routes";
import { submitEmptyUntilChecked, untilItWorks } from "./visitor";

const everyImpact = ["minor", "moderate", "serious", "critical"];

/** Pages of long-form copy: each also has exactly one h1. */
const copyPaths = [
  "/",
  "/blog",
  ...blogPosts.map((post) => `/blog/${post.id}`),
  "/blog/not-found",
  "/recovery",
  "/faq",
  "/terms-and-conditions",
  "/privacy-policy",
  "/review-policy",
  "/pr-enquiries",
  "/franchising",
  "/athletic",
  "/join-the-team",
  "/retreat",
  "/meal-prep",
];

/**
 * Pages that sign a visitor up or take an enquiry: their third-party frames (membership sign-up, timetable,
 * map) are stubbed, and the first lead or enquiry form, if any, is submitted empty so its errors show.
 */
const conversionPaths = [
  "/locations",
  "/greenwich",
  "/welling",
  "/novoarmory",
  "/greenwich-signup",
  "/welling-signup",
  "/armory-signup",
  "/offers",
  "/contacts",
];

/** The interest and investor forms, shown in their error state: the button, and a message it brings. */
const formErrors: Record<string, (page: Page) => { submit: Locator; message: Locator }> = {
  "/retreat": (page) => ({
    submit: page.getByRole("button", { name: "Register now" }),
    message: page.getByText("Please select a gym"),
  }),
  "/franchising": (page) => ({
    submit: page.getByRole("button", { name: "Download the pack" }),
    message: page.getByText("Email is required"),
  }),
};

const routes = [
  ...new Set([...smokeRoutes.map((route) => route.path), ...copyPaths, ...conversionPaths, "/no-such-page"]),
];

for (const path of routes) {
  test(`${path} has no axe violation of any impact`, async ({ page }) => {
    // A full axe run on a long page takes tens of seconds on a busy 2-core machine.
    test.slow();
    const conversion = conversionPaths.includes(path);
    if (conversion) await stubFrames(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    if (copyPaths.includes(path)) await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    if (conversion) {
      const submit = page
        .getByRole("button", { name: /Send my code|Send message|Book my free session/ })
        .first();
      if (await submit.isVisible())
        await untilItWorks(
          () => submit.click(),
          () => expect(page.getByRole("alert").first()).toBeVisible({ timeout: 1000 }),
        );
    }
    const form = formErrors[path]?.(page);
    if (form) await submitEmptyUntilChecked(form.submit, form.message);
    await expectNoAxeViolations(page, everyImpact);
  });
}
