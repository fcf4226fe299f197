import type { Page } from "@playwright/test";

/**
 * Waits until React owns the page and every deferred part (app/lib/deferred.tsx) is live, as it is for a
 * visitor within moments of arriving. Keyboard tests need it: a key pressed on prerendered HTML does nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      document.querySelectorAll('[data-deferred="pending"]').length === 0,
  );
}
