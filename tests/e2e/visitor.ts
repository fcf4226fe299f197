import { expect, type Locator } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * Acts until it has an effect, as a visitor presses again when the first press seemed to do nothing: a tab,
 * accordion or carousel clicked before the page's JavaScript has run does nothing yet. Tests act at first
 * paint and never wait on internal readiness markers.
 */
export async function untilItWorks(act: () => Promise<void>, effect: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await act();
    await effect();
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] });
}

/**
 * Presses a form's submit button on the empty form until the page's own messages (SPEC §5) show. Before the
 * page's JavaScript has run the empty form is posted as HTML and the server answers with those messages (the
 * browser's own checks are off, issue 36); once hydrated the form shows them itself. Either way the calling
 * test goes on to check the enhanced form's JSON calls (SPEC §7), and a page answered by the server hydrates
 * again with nothing visible changing: so this waits for React to own the page before handing back.
 */
export async function submitEmptyUntilChecked(submit: Locator, message: Locator): Promise<void> {
  await untilItWorks(
    () => submit.click(),
    () => expect(message.first()).toBeVisible({ timeout: 1000 }),
  );
  await waitForHydration(submit.page());
}
