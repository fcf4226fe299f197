import type { Page } from "@playwright/test";

/**
 * Waits until React owns the page and every deferred part (app/lib/deferred.tsx) is live, but for the optional
 * parts that load only when the visitor comes near them (`data-deferred="when-near"`). Only for the tests
 * that measure hydration itself (loading-a-page.spec.ts, and what loads after it in
 * loading-only-what-a-page-uses.spec.ts), and for the two controls of
 * using-controls-while-javascript-loads.spec.ts that React takes over without changing anything visible. Tests that act as a visitor act at first paint and
 * retry a widget that does not answer yet (visitor.ts); tests of an enhanced widget wait for what the widget
 * shows once enhanced.
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
