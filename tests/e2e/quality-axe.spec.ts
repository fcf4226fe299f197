/**
 * axe on every route with 0 violations of any impact (issue 6 point 6); the playwright projects run it at
 * 375 px (mobile) and 1280 px (desktop).
 */
import { test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { smokeRoutes } from "./routes";

const allImpacts = ["minor", "moderate", "serious", "critical"];
const routes = [...smokeRoutes.map((route) => route.path), "/no-such-page"];

for (const path of routes) {
  test(`${path} has no axe violation of any impact`, async ({ page }) => {
    // A full axe run on a long page takes tens of seconds on a busy 2-core machine.
    test.slow();
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, allImpacts);
  });
}
