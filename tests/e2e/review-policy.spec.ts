/**
 * Issue 45: the review policy, linked from every reviews section (each place's page and the home page) and
 * from the footer, readable without JavaScript, and with no axe violation, nor in the reviews section beside
 * the link once its reviews are shown.
 */
import { expect, test } from "@playwright/test";
import { shippedGyms, shippedPages } from "#tests/shipped.ts";
import { expectNoAxeViolations } from "./axe";
import { allImpacts, signIn } from "./staff-sign-in";
import { scrollToReviews } from "./visitor";

const policyLink = "How we choose reviews, and how to report a fake one";
const reviews = (page: import("@playwright/test").Page) =>
  page.locator("section[aria-labelledby='testimonials-heading']");

for (const path of ["/", ...shippedGyms.map((gym) => gym.pageLink)]) {
  test(`${path}: the reviews section links the review policy`, async ({ page }) => {
    await page.goto(path);
    await scrollToReviews(page);
    // Once the (sample) reviews are shown the link is still there, beside them.
    await expect(reviews(page).getByRole("figure").first()).toBeVisible();
    const link = reviews(page).getByRole("link", { name: policyLink });
    await expect(link).toHaveAttribute("href", "/review-policy");
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shippedPages.reviewPolicy.heading, {
      ignoreCase: true,
    });
  });
}

test("the footer links the review policy on every kind of page", async ({ page }) => {
  for (const path of ["/", "/greenwich", "/faq", "/terms-and-conditions"]) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Review policy" })).toHaveAttribute(
      "href",
      "/review-policy",
    );
  }
});

test("a gym's reviews section, reviews shown, has no axe violation", async ({ page }) => {
  test.slow();
  await page.goto("/greenwich");
  await scrollToReviews(page);
  await expect(reviews(page).getByRole("figure").first()).toBeVisible();
  await expectNoAxeViolations(page, allImpacts);
});

test("management's page of the Google review calls has no axe violation", async ({ page }) => {
  test.slow();
  await signIn(page, "management@novogyms.co.uk");
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Google reviews" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Google reviews" })).toBeVisible();
  // The e2e server has no Google key: the page says so, and counts nothing.
  await expect(page.getByText(/Google is not configured/)).toBeVisible();
  await expect(page.getByText("Calls to Google this month")).toBeVisible();
  await expectNoAxeViolations(page, allImpacts);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the review policy reads in full: the selection, what we never do, and how to report a fake", async ({
    page,
  }) => {
    await page.goto("/review-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shippedPages.reviewPolicy.heading, {
      ignoreCase: true,
    });
    for (const heading of [
      "Where our reviews come from",
      "Which reviews we show, and why",
      "What we never do",
      "How to report a review you believe is fake",
    ])
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(
      page.getByText("We never edit, shorten or rewrite a review.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/reviews of 4 and 5 stars only/)).toBeVisible();
    const report = page.locator("#report-a-fake-review");
    await expect(report.getByRole("link", { name: /@novogyms\.co\.uk/ })).toHaveAttribute("href", /^mailto:/);
  });
});

test("the terms and the privacy policy carry the statements Google's Places API policies ask for", async ({
  page,
}) => {
  await page.goto("/terms-and-conditions");
  await expect(page.getByText(/you are also bound by Google's Terms of Service/)).toBeVisible();
  await expect(page.getByRole("link", { name: "https://policies.google.com/terms" })).toHaveAttribute(
    "href",
    "https://policies.google.com/terms",
  );
  await page.goto("/privacy-policy");
  await expect(page.getByText(/This website uses Google Maps APIs/)).toBeVisible();
  await expect(page.getByText(/incorporated into this policy by reference/)).toBeVisible();
  await expect(page.getByRole("link", { name: "https://policies.google.com/privacy" })).toHaveAttribute(
    "href",
    "https://policies.google.com/privacy",
  );
});
