import { expect, type Locator, type Page, test } from "@playwright/test";
import { investorPackFile as investorPack } from "#contracts/content/franchising.ts";
import { franchisingCopy, prepCopy, retreatCopy, shippedGym } from "#tests/shipped.ts";
import { expectNoAxeViolations } from "./axe";
import { expectMailMentioning, uniqueEmail } from "./conversion-outbox";
import { e2eDataDir } from "./env";
import { allImpacts } from "./staff-sign-in";

// Every form works as HTML, with JavaScript off (or failed, or not there yet): the browser posts
// it, the server stores and mails it through the same service as the JSON API, and answers with the next page.
test.use({ javaScriptEnabled: false });

const welling = shippedGym("welling");
const greenwich = shippedGym("greenwich");
const armory = shippedGym("armory");

async function fillPerson(form: Locator, email: string, phone: { label: string; value: string }) {
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(phone.label, { exact: true }).fill(phone.value);
}

/** No mail for this address some time after the answer: the worker would have written one by now. */
async function expectNoMailMentioning(page: Page, text: string) {
  await page.waitForTimeout(1500);
  const { readdirSync, readFileSync } = await import("node:fs");
  const dir = `${e2eDataDir}/outbox`;
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {}
  expect(files.filter((file) => readFileSync(`${dir}/${file}`, "utf8").includes(text))).toEqual([]);
}

test.describe("lead forms without JavaScript", () => {
  test("the discount form posts, is stored and mailed, and lands on the chosen gym's sign-up page", async ({
    page,
  }) => {
    await page.goto(greenwich.pageLink);
    const form = page.getByRole("form", { name: "Claim your discount code" });
    // The placeholder is selected in the HTML: no gym is chosen silently.
    await expect(form.getByLabel("Gym")).toHaveValue("");
    const email = uniqueEmail("nojs-discount");
    await fillPerson(form, email, { label: "Phone", value: "07700 900123" });
    await form.getByLabel("Gym").selectOption(welling.formName);
    await form.getByRole("button", { name: "Send my code" }).click();
    await expect(page).toHaveURL(welling.signUpLink);
    await expectMailMentioning(email);
  });

  test("the join form on /locations shows its fields once a gym is chosen, posts and goes to sign-up", async ({
    page,
  }) => {
    await page.goto("/locations");
    const form = page.getByRole("form", { name: "Join Novo" });
    await expect(form.getByLabel("First name")).toBeHidden();
    await form.getByLabel("Gym").selectOption(armory.formName);
    await expect(form.getByLabel("First name")).toBeVisible();
    const email = uniqueEmail("nojs-join");
    await fillPerson(form, email, { label: "Phone number", value: "+44 7700 900456" });
    await form.getByLabel(/Postcode/).fill("SE10 9UW");
    await form.getByRole("button", { name: "Continue to sign-up" }).click();
    await expect(page).toHaveURL(armory.signUpLink);
    await expectMailMentioning(email);
  });

  test("the join form on a gym page starts with that gym chosen", async ({ page }) => {
    await page.goto(greenwich.pageLink);
    const form = page.getByRole("form", { name: "Join Novo" });
    await expect(form.getByLabel("Gym")).toHaveValue(greenwich.formName);
    await expect(form.getByLabel("First name")).toBeVisible();
  });

  test("the Armory free-session form posts a novoarmory lead and goes to the Armory sign-up", async ({
    page,
  }) => {
    await page.goto(armory.pageLink);
    const form = page.getByRole("form", { name: `Book a free session at ${armory.name}` });
    const email = uniqueEmail("nojs-armory");
    await fillPerson(form, email, { label: "Phone number", value: "07700900789" });
    await form.getByRole("button", { name: "Book my free session" }).click();
    await expect(page).toHaveURL(armory.signUpLink);
    await expectMailMentioning(email);
  });

  test("the recovery page's sign-up form posts a lead and goes to sign-up", async ({ page }) => {
    await page.goto("/recovery");
    const form = page.getByRole("form", { name: "Claim your discount code" });
    const email = uniqueEmail("nojs-recovery");
    await fillPerson(form, email, { label: "Phone", value: "07700 900123" });
    await form.getByLabel("Gym").selectOption(greenwich.formName);
    await form.getByRole("button", { name: "Send my code" }).click();
    await expect(page).toHaveURL(greenwich.signUpLink);
    await expectMailMentioning(email);
  });

  test("a lead with a short phone number comes back with the message beside the field and every value", async ({
    page,
  }) => {
    await page.goto(welling.pageLink);
    const form = page.getByRole("form", { name: "Claim your discount code" });
    const email = uniqueEmail("nojs-invalid");
    await fillPerson(form, email, { label: "Phone", value: "12345" });
    await form.getByLabel("Gym").selectOption(welling.formName);
    await form.getByRole("button", { name: "Send my code" }).click();
    const answered = page.getByRole("form", { name: "Claim your discount code" });
    await expect(answered.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(answered.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(answered.getByLabel("First name")).toHaveValue("Ada");
    await expect(answered.getByLabel("Email")).toHaveValue(email);
    await expect(answered.getByLabel("Gym")).toHaveValue(welling.formName);
    await expectNoMailMentioning(page, email);
  });
});

test.describe("thank-you forms without JavaScript", () => {
  test("the enquiry form takes a question for the Armory, is mailed, and shows the thank-you view", async ({
    page,
  }) => {
    await page.goto("/contacts");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByLabel("Gym")).toHaveValue("");
    const email = uniqueEmail("nojs-enquiry");
    await form.getByLabel("Gym").selectOption(armory.formName);
    await fillPerson(form, email, { label: "Phone number", value: "020 7946 0000" });
    await form.getByLabel("Subject").fill("Classes");
    await form.getByLabel("Message").fill("Which classes suit a beginner?\nThanks");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your message" })).toBeVisible();
    await expect(page).toHaveURL("/contacts");
    await expectMailMentioning(email);
  });

  test("an invalid enquiry shows the spec's messages beside the fields, keeps the values and stores nothing", async ({
    page,
  }) => {
    await page.goto("/contacts");
    const form = page.getByRole("form", { name: "Send us a message" });
    const email = "ada@nowhere";
    await form.getByLabel("Gym").selectOption(greenwich.formName);
    await fillPerson(form, email, { label: "Phone number", value: "12345" });
    await form.getByLabel("Subject").fill("Hello");
    await form.getByLabel("Message").fill("A question");
    await form.getByRole("button", { name: "Send message" }).click();
    const answered = page.getByRole("form", { name: "Send us a message" });
    await expect(answered.getByText("Please enter a valid phone number", { exact: true })).toBeVisible();
    await expect(answered.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await expect(answered.getByLabel("Message")).toHaveValue("A question");
    await expect(answered.getByLabel("Gym")).toHaveValue(greenwich.formName);
    await expectNoMailMentioning(page, "A question");
  });

  test("the investor form is mailed and thanks the visitor with a link to download the pack", async ({
    page,
  }) => {
    await page.goto("/franchising");
    const form = page.getByRole("form", { name: "Request the investor pack" });
    const email = uniqueEmail("nojs-investor");
    await fillPerson(form, email, { label: "Phone number", value: "07700 900789" });
    await form.getByRole("button", { name: franchisingCopy.form.buttonLabel }).click();
    await expect(page.getByRole("heading", { name: franchisingCopy.thankYou.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the investor pack (PDF)" })).toHaveAttribute(
      "href",
      investorPack.href,
    );
    await expectMailMentioning(email);
  });

  for (const [path, copy, label] of [
    ["/retreat", retreatCopy, "retreat"],
    ["/meal-prep", prepCopy, "prep"],
  ] as const) {
    test(`the ${label} interest form is mailed and shows its thank-you view`, async ({ page }) => {
      await page.goto(path);
      const form = page.getByRole("form", { name: "Register your interest" });
      const email = uniqueEmail(`nojs-${label}`);
      await fillPerson(form, email, { label: "Phone number", value: "07700 900123" });
      if (label === "retreat") await form.getByLabel("How did you hear about us?").selectOption("staff");
      await form.getByRole("button", { name: "Register now" }).click();
      await expect(page.getByRole("heading", { name: copy.thankYou.heading })).toBeVisible();
      await expectMailMentioning(email);
    });
  }

  test("the server's stricter phone rule is shown beside the interest form's phone field", async ({
    page,
  }) => {
    await page.goto("/meal-prep");
    const form = page.getByRole("form", { name: "Register your interest" });
    await fillPerson(form, uniqueEmail("nojs-short"), { label: "Phone number", value: "123" });
    await form.getByRole("button", { name: "Register now" }).click();
    const answered = page.getByRole("form", { name: "Register your interest" });
    await expect(answered.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
    await expect(answered.getByText("Must have 10 to 15 digits")).toBeVisible();
    await expect(answered.getByLabel("Phone number")).toHaveValue("123");
  });
});

/** A person's four fields, each with one message (the phone's label differs between forms). */
const person = (message: string, phone: string) => ({
  "First name": message,
  "Last name": message,
  Email: message,
  [phone]: message,
});
const discount = { ...person("This field is required", "Phone"), Gym: "This field is required" };
/** The investor and interest forms (SPEC §5). */
const presence = {
  "First name": "First name is required",
  "Last name": "Last name is required",
  Email: "Email is required",
  "Phone number": "Phone number is required",
};

/**
 * Every form, sent empty as a visitor sends it: SPEC §5's message beside each field (its accessible
 * description), never the browser's own bubble; then, with only an e-mail address typed, refused again and
 * nothing mailed for it.
 */
const emptyForms: { path: string; name: string; submit: string; messages: Record<string, string> }[] = [
  { path: welling.pageLink, name: "Claim your discount code", submit: "Send my code", messages: discount },
  { path: "/recovery", name: "Claim your discount code", submit: "Send my code", messages: discount },
  // On /locations its button shows once a gym is chosen; here the page has chosen it.
  {
    path: greenwich.pageLink,
    name: "Join Novo",
    submit: "Continue to sign-up",
    messages: person("Required", "Phone number"),
  },
  {
    path: armory.pageLink,
    name: `Book a free session at ${armory.name}`,
    submit: "Book my free session",
    messages: person("This field is required", "Phone number"),
  },
  {
    path: "/contacts",
    name: "Send us a message",
    submit: "Send message",
    messages: {
      Gym: "Please select a gym",
      "First name": "First name is required",
      "Last name": "Last name is required",
      Email: "Email is required",
      "Phone number": "Phone number is required",
      Subject: "Subject is required",
      Message: "Message is required",
    },
  },
  {
    path: "/franchising",
    name: "Request the investor pack",
    submit: franchisingCopy.form.buttonLabel,
    messages: presence,
  },
  {
    path: "/retreat",
    name: "Register your interest",
    submit: "Register now",
    messages: { ...presence, "How did you hear about us?": "Please select a gym" },
  },
  { path: "/meal-prep", name: "Register your interest", submit: "Register now", messages: presence },
  {
    path: `${greenwich.pageLink}/tour`,
    name: `Book a tour of ${greenwich.name}`,
    submit: "Book my tour",
    messages: person("This field is required", "Phone"),
  },
];

test.describe("forms sent empty without JavaScript (issue 36)", () => {
  for (const { path, name, submit, messages } of emptyForms) {
    test(`${name} on ${path} shows SPEC §5's message beside each field and stores nothing`, async ({
      page,
    }) => {
      await page.goto(path);
      const form = page.getByRole("form", { name });
      // The browser's own checks are off, so the empty form is posted and the server refuses it.
      const refused = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: submit }).click();
      expect((await refused).status()).toBe(400);
      const answered = page.getByRole("form", { name });
      for (const [label, message] of Object.entries(messages)) {
        const field = answered.getByLabel(label, { exact: true });
        await expect(field, label).toHaveAttribute("aria-invalid", "true");
        await expect(field, label).toHaveAccessibleDescription(message);
        await expect(field, label).toHaveAttribute("aria-required", "true");
      }
      if (path.endsWith("/tour"))
        await expect(answered.getByRole("alert").filter({ hasText: "Please choose a time" })).toBeVisible();
      // Partly filled: still refused, still nothing stored or mailed for it.
      if (!("Email" in messages)) return;
      const email = uniqueEmail("nojs-empty");
      await answered.getByLabel("Email", { exact: true }).fill(email);
      const again = page.waitForResponse((r) => r.request().method() === "POST");
      await answered.getByRole("button", { name: submit }).click();
      expect((await again).status()).toBe(400);
      await expect(page.getByRole("form", { name }).getByLabel("Email", { exact: true })).toHaveValue(email);
      await expectNoMailMentioning(page, email);
    });
  }

  test("the finder sent empty shows its message beside the field", async ({ page }) => {
    await page.goto("/locations");
    const finder = page.getByRole("form", { name: "Find a gym by postcode" });
    await finder.getByRole("button", { name: "Find a gym" }).click();
    await expect(page).toHaveURL(/\/locations\?postcode=$/);
    await expect(
      page.getByRole("form", { name: "Find a gym by postcode" }).getByLabel("Your postcode"),
    ).toHaveAccessibleDescription("Please enter a valid UK postcode.");
  });
});

// The staff area carries no client script in any browser, so its check runs with JavaScript on, where axe can.
test.describe("the staff sign-in sent empty", () => {
  test.use({ javaScriptEnabled: true });
  test("shows its message beside the field, not the sent page, and has no axe violation", async ({
    page,
  }) => {
    await page.goto("/staff/sign-in");
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    expect((await refused).status()).toBe(400);
    const field = page.getByLabel("E-mail address");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("E-mail address is required");
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toHaveCount(0);
    await expectNoAxeViolations(page, allImpacts);
  });
});

test("the in-page calls to action are links to their form's anchor", async ({ page }) => {
  await page.goto(welling.pageLink);
  await page.getByRole("link", { name: "CLAIM YOUR DISCOUNT" }).first().click();
  await expect(page).toHaveURL(`${welling.pageLink}#claim-discount`);
  await page.goto("/retreat");
  await page.getByRole("link", { name: retreatCopy.tabButtonLabel }).first().click();
  await expect(page).toHaveURL("/retreat#register-interest");
});

test("a form posted from another site is refused and stores nothing", async ({ page, baseURL }) => {
  const email = uniqueEmail("nojs-csrf");
  // localhost is another site than 127.0.0.1: the browser says so in Sec-Fetch-Site.
  const evil = "http://localhost:1/evil";
  await page.route(evil, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${baseURL}/franchising"><input type="hidden" name="_form" value="investor">
        <input type="hidden" name="firstName" value="Eve"><input type="hidden" name="lastName" value="Evil">
        <input type="hidden" name="email" value="${email}"><input type="hidden" name="phoneNum" value="07700900789">
        <button>Go</button></form>`,
    }),
  );
  await page.goto(evil);
  const answer = page.waitForResponse(`${baseURL}/franchising`);
  await page.getByRole("button", { name: "Go" }).click();
  expect((await answer).status()).toBe(403);
  await expectNoMailMentioning(page, email);
});

test("the gym finder asks the server by GET and shows its message beside the field", async ({ page }) => {
  await page.goto("/locations");
  const finder = page.getByRole("form", { name: "Find a gym by postcode" });
  await finder.getByLabel("Your postcode").fill("not a postcode");
  await finder.getByRole("button", { name: "Find a gym" }).click();
  await expect(page).toHaveURL(/\/locations\?postcode=not\+a\+postcode$/);
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid UK postcode.");
  await expect(
    page.getByRole("form", { name: "Find a gym by postcode" }).getByLabel("Your postcode"),
  ).toHaveValue("not a postcode");
});

test("the thank-you view's reset brings back an empty form without JavaScript", async ({ page }) => {
  await page.goto("/meal-prep");
  const form = page.getByRole("form", { name: "Register your interest" });
  await fillPerson(form, uniqueEmail("nojs-again"), { label: "Phone number", value: "07700 900123" });
  await form.getByRole("button", { name: "Register now" }).click();
  await page.getByRole("button", { name: "Register Again" }).click();
  await expect(page).toHaveURL(/\/meal-prep\??$/);
  await expect(
    page.getByRole("form", { name: "Register your interest" }).getByLabel("First name"),
  ).toHaveValue("");
});
