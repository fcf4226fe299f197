import { expect, type Locator, type Page } from "@playwright/test";
import { enhancedWithin } from "./hydration";

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
 * Presses a form's submit button on the empty form until the page's own messages (SPEC §5) show in place.
 * Before the page's JavaScript has run the empty form is posted as HTML and the server answers with a new page
 * showing those messages (the browser's own checks are off, issue 36); a visitor presses again there. Once the
 * form answers without a new page, its script is running, and the calling test goes on to check the enhanced
 * form's JSON calls (SPEC §7). A mark in the page's memory tells the two apart: a new page has none.
 */
export async function submitEmptyUntilChecked(submit: Locator, message: Locator): Promise<void> {
  const page = submit.page();
  const answeredInPlace = () =>
    page.evaluate(() => (window as { pressedHere?: boolean }).pressedHere === true);
  await expect(async () => {
    await page.evaluate(() => Object.assign(window, { pressedHere: true }));
    await submit.click();
    await expect(message.first()).toBeVisible({ timeout: 1000 });
    expect(await answeredInPlace()).toBe(true);
  }).toPass({ ...enhancedWithin, intervals: [250, 500, 1000] });
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

/**
 * Scrolls to a page's reviews as a visitor does: their code and their request come only then (issues 44 and
 * 45). The section's server HTML is taken over when its code arrives, which can detach the heading mid-scroll,
 * so the scroll is tried again until it holds.
 */
export async function scrollToReviews(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole("heading", { name: "What members say" }).scrollIntoViewIfNeeded({ timeout: 5_000 });
  }).toPass(enhancedWithin);
}
