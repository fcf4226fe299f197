/**
 * Every lead answered while it is warm (issue 32), as people do it: the owner has Greenwich staffed all day
 * with a 1-minute threshold (this spec's own edit of the e2e content, put back afterwards); a visitor sends
 * a lead, the reminder mail arrives, "Mark contacted" from the mail asks for one press and marks it, the
 * inbox and the charts show the figures; a second lead, marked within the minute, gets no reminder.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { shippedGym } from "#tests/shipped.ts";
import { expectNoAxeViolations } from "./axe";
import { uniqueEmail } from "./conversion-outbox";
import { e2eContentDir, e2eDataDir } from "./env";
import { allImpacts, signIn } from "./staff-sign-in";
import { sendDiscountLead } from "./visitor";

const greenwich = shippedGym("greenwich");
const gymFile = path.join(e2eContentDir, "gyms", "greenwich.yaml");
const outboxDir = path.join(e2eDataDir, "outbox");

/** The .eml files of one purpose that mention the text (quoted-printable soft breaks undone). */
function mails(purpose: string, text: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith(`-${purpose}.eml`));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(outboxDir, file), "utf8").replace(/=\r?\n/g, ""))
    .filter((body) => body.includes(text));
}

/** A surname of this attempt's own: a retry's leads and reminders are not mistaken for the first try's. */
const surname = `Warm${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

const sendLead = (page: Page, firstName: string, email: string) =>
  sendDiscountLead(page, greenwich, { firstName, lastName: surname, email });

test.describe("first contact", () => {
  let original = "";
  test.beforeAll(() => {
    original = readFileSync(gymFile, "utf8");
    // Staffed all day, every day, and chased after 1 staffed minute: the owner's edit, in this spec's content.
    const days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map((d) => `      - ${d}`).join("\n");
    const edited = original
      .replace(
        /^staffed:\n(?: {2}- [\s\S]*?)(?=^\S)/m,
        `staffed:\n  - label: e2e all day\n    days:\n${days}\n    opens: "00:00"\n    closes: "23:59"\n`,
      )
      .replace(/^remindAfterMinutes: .*$/m, "remindAfterMinutes: 1")
      .replace(/^escalateAfterMinutes: .*$/m, "escalateAfterMinutes: 3");
    writeFileSync(gymFile, edited);
  });
  test.afterAll(() => writeFileSync(gymFile, original));

  test("a lead is chased after a minute, marked with one press from the mail, and counted; one marked in time is not chased", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    // The server reads the owner's edit within seconds.
    await expect(async () => {
      await page.goto(greenwich.pageLink);
      await expect(page.getByText("Staffed e2e all day")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    const first = uniqueEmail("warm");
    await sendLead(page, "Rhea", first);
    // The visitor's confirmation promises the call the threshold allows.
    await expect.poll(() => mails("visitor-confirmation", first).length, { timeout: 20_000 }).toBe(1);
    expect(mails("visitor-confirmation", first)[0]).toContain("We'll call you within 1 minute.");

    // The second lead is answered within the minute: logged as a call from its page.
    const second = uniqueEmail("answered");
    await sendLead(page, "Sami", second);
    await signIn(page, greenwich.email);
    await expect(
      page.getByRole("table", { name: "Waiting for a first contact, oldest first" }),
    ).toContainText(`Sami ${surname}`);
    // Each lead's id, from its link: a reminder listing several leads names them by id alone (decision 0026).
    const idOf = async (name: string) =>
      /[0-9a-f-]{36}/.exec(
        (await page
          .getByRole("link", { name: `${name} ${surname}` })
          .first()
          .getAttribute("href")) ?? "",
      )?.[0] ?? "";
    const rhea = await idOf("Rhea");
    const sami = await idOf("Sami");
    expect(rhea).not.toBe("");
    expect(sami).not.toBe("");
    await page
      .getByRole("link", { name: `Sami ${surname}` })
      .first()
      .click();
    await page.getByRole("button", { name: "Log a call" }).click();
    await expect(page.getByRole("status")).toHaveText("Status saved.");
    await expect(page.getByText(/call logged\), after \d+ min of staffed time/)).toBeVisible();

    // The first lead's reminder arrives after a minute of staffed time, with the one-press link.
    await expect
      .poll(() => mails("lead-reminder", rhea).length, {
        timeout: 120_000,
        message: "the reminder",
      })
      .toBe(1);
    const reminder = mails("lead-reminder", rhea)[0] ?? "";
    const link = `/staff/submissions/${rhea}/contacted`;
    expect(reminder).toContain(link);

    // Opening the link only asks; one press marks it and returns to the lead.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Mark contacted" })).toBeVisible();
    await expectNoAxeViolations(page, allImpacts);
    await page.getByRole("button", { name: "Mark contacted" }).click();
    await expect(page.getByRole("heading", { name: `Rhea ${surname}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Status: contacted" })).toBeVisible();
    await expect(
      page.getByText(/marked from the notification\), after \d+ min of staffed time/),
    ).toBeVisible();

    // The inbox no longer lists them as waiting; the charts count them (management).
    await page.goto("/staff");
    const waiting = page.locator("#waiting-heading").locator("..");
    await expect(waiting).not.toContainText(`Rhea ${surname}`);
    await expect(waiting).not.toContainText(`Sami ${surname}`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await signIn(page, "management@novogyms.co.uk");
    await page.goto("/staff/charts");
    await expect(
      page.getByRole("table", { name: "Staffed time to first contact, by gym and week" }),
    ).toContainText("Greenwich");
    await expectNoAxeViolations(page, allImpacts);

    // The lead answered in time was never chased.
    expect(mails("lead-reminder", sami)).toHaveLength(0);
  });
});
