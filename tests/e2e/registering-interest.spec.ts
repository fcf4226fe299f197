import { expect, test } from "@playwright/test";
import { investorPackFile as investorPack } from "#contracts/content/franchising.ts";
import { franchisingCopy, prepCopy, retreatCopy } from "#tests/shipped.ts";
import { holdScripts } from "./controls";
import { expectFields, fillFields, uniqueEmail, waitForOutboxMail } from "./editorial-helpers";
import { submitEmptyUntilChecked } from "./visitor";

const failureText = "Sorry, we couldn't send your details just now.";

test.describe("investor form", () => {
  test("sends the enquiry, downloads the pack, lands in the outbox, and DOWNLOAD AGAIN resets", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("investor", testInfo);
    await page.goto("/franchising");
    await submitEmptyUntilChecked(
      page.getByRole("button", { name: franchisingCopy.form.buttonLabel }),
      page.getByText("First name is required"),
    );
    for (const message of [
      "First name is required",
      "Last name is required",
      "Phone number is required",
      "Email is required",
    ])
      await expect(page.getByText(message)).toBeVisible();

    await fillFields(page, {
      "First name": "Priya",
      "Last name": "Shah",
      "Phone number": "07700 900456",
      Email: email,
    });
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: franchisingCopy.form.buttonLabel }).click();
    expect((await download).suggestedFilename()).toBe(investorPack.fileName);
    await expect(page.getByRole("heading", { name: franchisingCopy.thankYou.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: /investor pack \(PDF\)/ })).toHaveAttribute(
      "href",
      investorPack.href,
    );
    await waitForOutboxMail(email);

    await page.getByRole("button", { name: "DOWNLOAD AGAIN" }).click();
    await expectFields(page, { "First name": "", "Last name": "", "Phone number": "", Email: "" });
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a visitor who fills the form before its code has come keeps what they typed, and the pack downloads", async ({
    page,
  }, testInfo) => {
    // The form's code loads when the visitor comes near it or the page is idle (decision 0034): until then it
    // is the server's HTML, which the visitor may already be filling in.
    const scripts = await holdScripts(page);
    const email = uniqueEmail("investor-early", testInfo);
    await page.goto("/franchising", { waitUntil: "domcontentloaded" });
    const typed = { "First name": "Ada", "Last name": "Okafor", "Phone number": "07700 900457" };
    await fillFields(page, typed);
    await scripts.release();
    // They press send before giving their email, as visitors do; until the form's code has come the page posts
    // it and answers with its messages, and they press again, until the form answers in place.
    await submitEmptyUntilChecked(
      page.getByRole("button", { name: franchisingCopy.form.buttonLabel }),
      page.getByText("Email is required"),
    );
    await expectFields(page, typed);
    await fillFields(page, { Email: email });
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: franchisingCopy.form.buttonLabel }).click();
    expect((await download).suggestedFilename()).toBe(investorPack.fileName);
    await expect(page.getByRole("heading", { name: franchisingCopy.thankYou.heading })).toBeVisible();
    await waitForOutboxMail(email);
  });

  test("the pack is a PDF served by the site", async ({ request }) => {
    const response = await request.get(investorPack.href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("a server error keeps the fields and shows the notice", async ({ page }) => {
    await page.route("**/api/sendInvestorEnquiryEmail", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    await page.goto("/franchising");
    await submitEmptyUntilChecked(
      page.getByRole("button", { name: franchisingCopy.form.buttonLabel }),
      page.getByText("First name is required"),
    );
    const values = {
      "First name": "Priya",
      "Last name": "Shah",
      "Phone number": "07700 900456",
      Email: "priya@example.com",
    };
    await fillFields(page, values);
    await page.getByRole("button", { name: franchisingCopy.form.buttonLabel }).click();
    await expect(page.getByText(failureText)).toBeVisible();
    await expectFields(page, values);
  });
});

test.describe("interest forms", () => {
  test("retreat: validates, sends, reaches the outbox and Register Again resets", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("retreat", testInfo);
    await page.goto("/retreat");
    const submit = page.getByRole("button", { name: "Register now" });
    await submitEmptyUntilChecked(submit, page.getByText("First name is required"));
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Please select a gym",
    ])
      await expect(page.getByText(message)).toBeVisible();

    await fillFields(page, {
      "First name": "Ada",
      "Last name": "Okoro",
      Email: email,
      "Phone number": "07700 900123",
    });
    await page.getByLabel("How did you hear about us?").selectOption("Friends");
    const request = page.waitForRequest("**/api/dev/interest");
    await submit.click();
    expect((await request).postDataJSON()).toEqual({
      firstName: "Ada",
      lastName: "Okoro",
      email,
      phoneNum: "07700 900123",
      phone: "07700 900123",
      discovery: "referred",
      interest: "retreat",
    });
    await expect(page.getByRole("heading", { name: retreatCopy.thankYou.heading })).toBeVisible();
    await waitForOutboxMail(email);
    await page.getByRole("button", { name: "Register Again" }).click();
    await expectFields(page, { "First name": "", "Last name": "", Email: "", "Phone number": "" });
    await expect(page.getByLabel("How did you hear about us?")).toHaveValue("Default");
  });

  test("prep: sends exactly the prep fields and reaches the outbox", async ({ page }, testInfo) => {
    const email = uniqueEmail("prep", testInfo);
    await page.goto("/meal-prep");
    await submitEmptyUntilChecked(
      page.getByRole("button", { name: "Register now" }),
      page.getByText("First name is required"),
    );
    await fillFields(page, {
      "First name": "Sam",
      "Last name": "Reid",
      Email: email,
      "Phone number": "07700 900789",
    });
    const request = page.waitForRequest("**/api/dev/interest");
    await page.getByRole("button", { name: "Register now" }).click();
    const sent = await request;
    expect(sent.postDataJSON()).toEqual({
      firstName: "Sam",
      lastName: "Reid",
      email,
      phone: "07700 900789",
      interest: "prep",
    });
    expect(sent.headers()["x-api-key"]).toBeTruthy();
    await expect(page.getByRole("heading", { name: prepCopy.thankYou.heading })).toBeVisible();
    await waitForOutboxMail(email);
  });

  for (const [name, fail] of [
    ["a network failure", "abort"],
    ["a server error", "500"],
  ] as const) {
    test(`prep: ${name} keeps the fields and shows the notice`, async ({ page }) => {
      await page.route("**/api/dev/interest", (route) =>
        fail === "abort" ? route.abort() : route.fulfill({ status: 500, body: "{}" }),
      );
      await page.goto("/meal-prep");
      await submitEmptyUntilChecked(
        page.getByRole("button", { name: "Register now" }),
        page.getByText("First name is required"),
      );
      const values = {
        "First name": "Sam",
        "Last name": "Reid",
        Email: "sam@example.com",
        "Phone number": "07700 900789",
      };
      await fillFields(page, values);
      await page.getByRole("button", { name: "Register now" }).click();
      await expect(page.getByText(failureText)).toBeVisible();
      await expectFields(page, values);
      await expect(page.getByRole("button", { name: "Register now" })).toBeVisible();
    });
  }
});
