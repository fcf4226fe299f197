import type { Page } from "@playwright/test";

/**
 * Waits until React owns the page and every deferred part (app/lib/deferred.tsx) is live. Only for tests that
 * measure hydration itself (loading-a-page.spec.ts): tests that act as a visitor act at first paint and retry
 * a widget that does not answer yet (visitor.ts), never wait on these internal markers.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      document.querySelectorAll('[data-deferred="pending"]').length === 0,
  );
}
