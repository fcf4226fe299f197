import { expect, test } from "@playwright/test";
import { blogPosts } from "#app/content/blog.ts";
import { expectNoAxeViolations } from "./axe";
import { submitEmptyUntilChecked } from "./visitor";

/** The pages of long-form copy (home, blog, recovery, FAQ, legal), at 375 px (mobile project) and 1280 px (desktop project). */
const editorialPaths = [
  "/",
  "/blog",
  ...blogPosts.map((post) => `/blog/${post.id}`),
  "/blog/not-found",
  "/recovery",
  "/faq",
  "/terms-and-conditions",
  "/privacy-policy",
  "/pr-enquiries",
  "/franchising",
  "/athletic",
  "/join-the-team",
  "/retreat",
  "/meal-prep",
];
const everyImpact = ["minor", "moderate", "serious", "critical"];

for (const path of editorialPaths) {
  test(`${path} has no axe violations and one h1`, async ({ page }) => {
    // axe walks the whole DOM; long pages on a busy machine need more than the default 45 s.
    test.setTimeout(120_000);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page, everyImpact);
  });
}

test("the forms in their error state have no axe violations", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/retreat");
  await submitEmptyUntilChecked(
    page.getByRole("button", { name: "Register now" }),
    page.getByText("Please select a gym"),
  );
  await expectNoAxeViolations(page, everyImpact);
  await page.goto("/franchising");
  await submitEmptyUntilChecked(
    page.getByRole("button", { name: "Download the pack" }),
    page.getByText("Email is required"),
  );
  await expectNoAxeViolations(page, everyImpact);
});
