import type { Page } from "@playwright/test";

/**
 * Waits until React owns the page and every deferred part (app/lib/deferred.tsx) is live, but for the optional
 * parts that load only when the visitor comes near them (`data-deferred="when-near"`). Only for the tests
 * that measure hydration itself: when the page's scripts start against its paint (loading-a-page.spec.ts) and
 * what loads after hydration (loading-only-what-a-page-uses.spec.ts). Tests that act as a visitor act at first
 * paint and retry a widget that does not answer yet (visitor.ts); tests of an enhanced widget wait for what
 * the widget shows once enhanced, or, where React changes nothing a visitor sees, for what the browser does
 * once it has (linksDiscovered).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      document.querySelectorAll('[data-deferred="pending"]').length === 0,
  );
}

/**
 * How long a test waits for an enhanced widget to show itself after its scripts are let through: as long as
 * hydration can take on a loaded 2-core CI machine (waitForHydration is bounded by the test's timeout alone).
 */
export const enhancedWithin = { timeout: 60_000 };

/**
 * Resolves once the page's script has taken the page over, as the browser shows it: React Router then asks the
 * server for the routes of the page's links (lazy route discovery, react-router.config.ts), which nothing else
 * does. Call it before the scripts can run (before `goto`, or before releasing held scripts) and await it after.
 */
export function linksDiscovered(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/__manifest",
    enhancedWithin,
  );
}
