import type { Page } from "@playwright/test";

/**
 * Collects console errors and uncaught exceptions on a page. `expectedStatus` names an HTTP status the test
 * asks for on purpose (the not-found page's 404), whose resource-load message is then not an error.
 */
export function collectPageErrors(page: Page, expectedStatus?: number): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (expectedStatus && message.text().includes(`status of ${expectedStatus}`)) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
