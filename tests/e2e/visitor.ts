import { expect, type Locator, type Page } from "@playwright/test";
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

/** A visitor claims a gym's discount code on its page (a lead to that gym's inbox) and reaches its sign-up page. */
export async function sendDiscountLead(
  page: Page,
  gym: { pageLink: string; formName: string; signUpLink: string },
  person: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await page.goto(gym.pageLink);
  const form = page.getByRole("form", { name: "Claim your discount code" });
  await form.getByLabel("First name").fill(person.firstName);
  await form.getByLabel("Last name").fill(person.lastName);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Phone").fill("07700 900123");
  await form.getByLabel("Gym").selectOption(gym.formName);
  await form.getByRole("button", { name: "Send my code" }).click();
  await expect(page).toHaveURL(gym.signUpLink, { timeout: 15_000 });
}
