import { expect, type Page, test } from "@playwright/test";
import { apiPaths } from "#contracts/api.ts";
import { shippedGym } from "#tests/shipped.ts";
import { collectPageErrors } from "./console";
import { expectMailMentioning, uniqueEmail } from "./conversion-outbox";
import { submitEmptyUntilChecked } from "./visitor";

const welling = shippedGym("welling");
const greenwich = shippedGym("greenwich");
const armory = shippedGym("armory");
/** After a send the sign-up route loads its module first: allow for a busy machine. */
const afterSend = { timeout: 15_000 };

async function fillDiscountForm(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Claim your discount code" });
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("07700 900123");
  await form.getByLabel("Gym").selectOption(welling.formName);
  return form;
}

test.describe("lead forms", () => {
  test("the discount form sends a lead, which is mailed, and goes to the chosen gym's sign-up page", async ({
    page,
  }) => {
    // An empty form sent before hydration is posted as HTML and answered 400 with its messages (issue 36).
    const errors = collectPageErrors(page, 400);
    await page.goto(welling.pageLink);
    const form = page.getByRole("form", { name: "Claim your discount code" });
    const required = form.getByText("This field is required");
    await submitEmptyUntilChecked(form.getByRole("button", { name: "Send my code" }), required);
    await expect(required).toHaveCount(5);

    const email = uniqueEmail("discount");
    await fillDiscountForm(page, email);
    await expect(form.getByText("This field is required")).toHaveCount(0);
    const request = page.waitForRequest(apiPaths.lead);
    await form.getByRole("button", { name: "Send my code" }).click();
    const sent = await request;
    expect(sent.headers()["x-api-key"]).toBeTruthy();
    expect(sent.postDataJSON()).toEqual({
      gymName: welling.formName,
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      phoneNum: "07700 900123",
      source: "website",
    });
    await expect(page).toHaveURL(welling.signUpLink, afterSend);
    await expectMailMentioning(email);
    expect(errors).toEqual([]);
  });

  test("the join form is preselected from the page, reveals its fields, and sends only the lead fields", async ({
    page,
  }) => {
    await page.goto(greenwich.pageLink);
    const form = page.getByRole("form", { name: "Join Novo" });
    await expect(form.getByLabel("Gym")).toHaveValue(greenwich.formName);
    const required = form.getByText("Required", { exact: true });
    await submitEmptyUntilChecked(form.getByRole("button", { name: "Continue to sign-up" }), required);
    await expect(required).toHaveCount(4);
    const email = uniqueEmail("join");
    await form.getByLabel("First name").fill("Grace");
    await expect(form.getByText("Required", { exact: true })).toHaveCount(3);
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone number").fill("+44 7700 900456");
    await form.getByLabel(/Postcode/).fill("SE10 9UW");
    await form.getByLabel(/How did you hear/).selectOption("Friend");
    const request = page.waitForRequest(apiPaths.lead);
    await form.getByRole("button", { name: "Continue to sign-up" }).click();
    expect(Object.keys((await request).postDataJSON()).sort()).toEqual(
      ["email", "firstName", "gymName", "lastName", "phoneNum", "source"].sort(),
    );
    await expect(page).toHaveURL(greenwich.signUpLink, afterSend);
    await expectMailMentioning(email);
  });

  test("the join form on /locations shows its fields only once a gym is chosen", async ({ page }) => {
    await page.goto("/locations");
    const form = page.getByRole("form", { name: "Join Novo" });
    await expect(form.getByLabel("Gym")).toHaveValue("");
    await expect(form.getByLabel("First name")).toBeHidden();
    await form.getByLabel("Gym").selectOption(armory.formName);
    await expect(form.getByLabel("First name")).toBeVisible();
  });

  test("the Armory free-session form sends gymName novoarmory and goes to the Armory sign-up", async ({
    page,
  }) => {
    await page.goto(armory.pageLink);
    const form = page.getByRole("form", { name: `Book a free session at ${armory.name}` });
    const required = form.getByText("This field is required");
    await submitEmptyUntilChecked(form.getByRole("button", { name: "Book my free session" }), required);
    await expect(required).toHaveCount(4);
    const email = uniqueEmail("armory");
    await form.getByLabel("First name").fill("Joe");
    await form.getByLabel("Last name").fill("Bloggs");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone number").fill("07700900789");
    const request = page.waitForRequest(apiPaths.lead);
    await form.getByRole("button", { name: "Book my free session" }).click();
    expect((await request).postDataJSON()).toMatchObject({ gymName: "novoarmory", email, source: "website" });
    await expect(page).toHaveURL(armory.signUpLink, afterSend);
    await expectMailMentioning(email);
  });

  test("a lead form still goes to sign-up when the server answers 500", async ({ page }) => {
    await page.route(`**${apiPaths.lead}`, (route) => route.fulfill({ status: 500, json: { ok: false } }));
    await page.goto(welling.pageLink);
    await submitEmptyUntilChecked(
      page.getByRole("button", { name: "Send my code" }),
      page.getByText("This field is required"),
    );
    const form = await fillDiscountForm(page, uniqueEmail("lead500"));
    await form.getByRole("button", { name: "Send my code" }).click();
    await expect(page).toHaveURL(welling.signUpLink, afterSend);
  });

  test("a lead form stays, keeps every field and offers the phone on a network failure", async ({ page }) => {
    await page.route(`**${apiPaths.lead}`, (route) => route.abort("internetdisconnected"));
    await page.goto(welling.pageLink);
    await submitEmptyUntilChecked(
      page.getByRole("button", { name: "Send my code" }),
      page.getByText("This field is required"),
    );
    const form = await fillDiscountForm(page, "offline@example.com");
    await form.getByRole("button", { name: "Send my code" }).click();
    await expect(form.getByRole("alert")).toContainText("couldn't send");
    await expect(page).toHaveURL(welling.pageLink);
    await expect(form.getByLabel("First name")).toHaveValue("Ada");
    await expect(form.getByLabel("Email")).toHaveValue("offline@example.com");
    await expect(form.getByRole("button", { name: "Send my code" })).toBeVisible();
  });
});

test.describe("enquiry form", () => {
  test("validates, sends, is mailed, thanks, and resets with SEND ANOTHER MESSAGE", async ({ page }) => {
    // An empty form sent before hydration is posted as HTML and answered 400 with its messages (issue 36).
    const errors = collectPageErrors(page, 400);
    await page.goto("/contacts");
    const form = page.getByRole("form", { name: "Send us a message" });
    await submitEmptyUntilChecked(
      form.getByRole("button", { name: "Send message" }),
      form.getByText("Please select a gym", { exact: true }),
    );
    for (const message of [
      "Please select a gym",
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Subject is required",
      "Message is required",
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();

    await form.getByLabel("Phone number").fill("12345");
    await form.getByLabel("Email").fill("ada@nowhere");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();

    const email = uniqueEmail("enquiry");
    await form.getByLabel("Gym").selectOption(greenwich.formName);
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone number").fill("020 7946 0000");
    await form.getByLabel("Subject").fill("Day pass");
    await form.getByLabel("Message").fill("Can I bring a friend on a day pass?");
    const request = page.waitForRequest(apiPaths.enquiry);
    await form.getByRole("button", { name: "Send message" }).click();
    expect((await request).headers()["x-api-key"]).toBeTruthy();
    await expect(page.getByRole("heading", { name: "Thank you for your message" })).toBeFocused();
    await expectMailMentioning(email);

    await page.getByRole("button", { name: "SEND ANOTHER MESSAGE" }).click();
    const fresh = page.getByRole("form", { name: "Send us a message" });
    await expect(fresh.getByLabel("First name")).toHaveValue("");
    await expect(fresh.getByLabel("Gym")).toHaveValue("");
    await expect(fresh.getByRole("alert")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("keeps the fields and shows the notice when the server fails", async ({ page }) => {
    await page.route(`**${apiPaths.enquiry}`, (route) => route.fulfill({ status: 500, json: { ok: false } }));
    await page.goto("/contacts");
    const form = page.getByRole("form", { name: "Send us a message" });
    await submitEmptyUntilChecked(
      form.getByRole("button", { name: "Send message" }),
      form.getByText("Please select a gym", { exact: true }),
    );
    await form.getByLabel("Gym").selectOption(welling.formName);
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Phone number").fill("020 7946 0000");
    await form.getByLabel("Subject").fill("Hello");
    await form.getByLabel("Message").fill("Hi");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toContainText("couldn't send");
    await expect(form.getByLabel("Message")).toHaveValue("Hi");
  });
});
