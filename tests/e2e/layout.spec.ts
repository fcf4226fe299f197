import { expect, test } from "@playwright/test";
import { telHref } from "#contracts/content/company.ts";
import { shippedCompany, shippedDefaultGym, shippedGym } from "#tests/shipped.ts";
import { untilItWorks } from "./visitor";

// The full-screen menu is the small-screen navigation: it runs in the mobile Playwright project only.
test.describe("mobile menu", { tag: "@mobile" }, () => {
  test("opens full screen, keeps focus inside, locks scrolling, closes on Escape and on navigation", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await untilItWorks(
      () => page.getByRole("button", { name: "Open menu" }).click(),
      () => expect(menu).toBeVisible({ timeout: 1000 }),
    );
    const box = await menu.boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
    // The page behind does not scroll while the menu is open.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe("hidden");
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Tab through more elements than the menu has: focus never leaves it.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "RETREAT" }).click();
    await expect(page).toHaveURL("/retreat");
    await expect(menu).toBeHidden();
  });

  test("shows the compact logo below 768 px", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('header [data-logo="mobile"]')).toBeVisible();
    await expect(page.locator('header [data-logo="desktop"]')).toBeHidden();
  });
});

test.describe("desktop navigation", { tag: "@desktop" }, () => {
  test("has the five links and both buttons, and the wide logo", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["HOME", "GYM", "ARMORY", "RETREAT", "PREP"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "CONTACT" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "OUR OFFERS" })).toBeVisible();
    await expect(page.locator('header [data-logo="desktop"]')).toBeVisible();
  });
});

test("the footer shows the page's gym, the default gym elsewhere, and the Armory's own social link", async ({
  page,
}) => {
  const footer = page.getByRole("contentinfo");
  await page.goto("/welling");
  await expect(footer).toContainText(shippedGym("welling").address);
  await expect(footer.getByRole("link", { name: shippedGym("welling").email })).toBeVisible();
  await expect(footer.getByRole("link", { name: shippedCompany.phone })).toHaveAttribute(
    "href",
    telHref(shippedCompany.phone),
  );
  await expect(footer).toContainText(shippedCompany.social.gyms.handle);
  await expect(footer).toContainText("© 2025");

  await page.goto("/faq");

  await expect(footer).toContainText(shippedDefaultGym.address);

  await page.goto("/novoarmory");

  await expect(footer).toContainText(shippedCompany.social.armory.handle);
});
