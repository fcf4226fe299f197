/**
 * The owner's content editor as management opens it: signed in by the e-mailed link, Content in the staff
 * menu (no axe violation of any impact, there and on the differences from the ship), then the editor
 * (Keystatic at /keystatic) showing the offers.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { allImpacts, signIn } from "./staff-sign-in";

test.describe("content editor", () => {
  test("management signs in by the e-mailed link and opens the editor from Content", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, "management@novogyms.co.uk");
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Content" }).click();
    await expect(page.getByRole("heading", { name: "Content", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, allImpacts);

    // The differences from the ship, which Content links to after a deploy that changed an entry the owner had
    // changed (listed or not, the page management reads).
    await page.goto("/staff/content/differences");
    await expect(page.getByRole("heading", { name: "Differences from the ship", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, allImpacts);
    await page.getByRole("link", { name: "Back to Content" }).click();
    await expect(page.getByRole("heading", { name: "Content", level: 1 })).toBeVisible();

    await page.getByRole("link", { name: "Open the editor" }).click();
    await expect(page).toHaveURL(/\/keystatic/);
    // Keystatic's own dashboard, rendered in the browser after the server's guard let the page through.
    await expect(page.getByRole("link", { name: "Offers" }).first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole("link", { name: "Offers" }).first().click();
    await expect(page.getByText("day-pass").first()).toBeVisible({ timeout: 15_000 });
  });

  test("sends a visitor without a session from the editor to sign in", async ({ page }) => {
    await page.goto("/keystatic");
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
  });
});
