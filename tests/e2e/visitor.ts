import { expect, type Locator } from "@playwright/test";

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
 * page's JavaScript has run the browser's own checks hold an empty form back (its required fields), so
 * nothing is sent; from then on the form sends the JSON calls of SPEC §7, which the calling test checks.
 */
export async function submitEmptyUntilChecked(submit: Locator, message: Locator): Promise<void> {
  await untilItWorks(
    () => submit.click(),
    () => expect(message.first()).toBeVisible({ timeout: 1000 }),
  );
}
