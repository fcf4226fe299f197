import type { Page } from "@playwright/test";

/**
 * Waits until React owns the page and every deferred part (app/lib/deferred.tsx) is live, as it is for a
 * visitor moments after the page has painted (scripts/hydrate-after-paint.ts). Tests that press keys or use a
 * widget need it: a key pressed or a tab, accordion or carousel clicked on prerendered HTML does nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      document.querySelectorAll('[data-deferred="pending"]').length === 0,
  );
}
