/**
 * Issue 37.4 as management does it, in a real browser: a colleague invited as a place's inbox signs in and
 * sees only that place's leads; management removes them, and their open session's next request is refused.
 * The new page passes axe with zero violations of any impact.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { shippedGym } from "#tests/shipped.ts";
import { expectNoAxeViolations } from "./axe";
import { expectMailMentioning, uniqueEmail } from "./conversion-outbox";
import { allImpacts, signIn } from "./staff-sign-in";
import { sendDiscountLead } from "./visitor";

const greenwich = shippedGym("greenwich");
const welling = shippedGym("welling");
const MANAGEMENT = "management@novogyms.co.uk";

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Filters the submissions by an address and says how many are shown. */
async function shownFor(page: Page, email: string) {
  await page.getByLabel("Name or e-mail").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  return page.getByRole("status");
}

test.describe("staff people", () => {
  test("management invites an inbox, who sees only its gym's leads, then removes them @desktop", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const greenwichLead = uniqueEmail("people-greenwich");
    const wellingLead = uniqueEmail("people-welling");
    await sendDiscountLead(page, greenwich, {
      firstName: "Ada",
      lastName: "Greenwichlead",
      email: greenwichLead,
    });
    await sendDiscountLead(page, welling, { firstName: "Ada", lastName: "Wellinglead", email: wellingLead });

    // Management opens Staff from its navigation and invites a colleague as Greenwich's inbox.
    const colleague = uniqueEmail("colleague");
    await signIn(page, MANAGEMENT);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Staff" }).click();
    await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, allImpacts);
    await page.getByLabel("E-mail address").fill(colleague);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: greenwich.name });
    await page.getByRole("button", { name: "Invite" }).click();
    await expect(page.getByRole("status")).toContainText("Invited");
    const access = page.getByRole("table", { name: "Everyone with access to the staff area" });
    const row = access.getByRole("row").filter({ hasText: colleague });
    await expect(row).toContainText(greenwich.name);
    await expect(row).toContainText(MANAGEMENT);
    await expect(row).toContainText("Never");
    await expect(page.getByRole("table", { name: "Changes to staff access, newest first" })).toContainText(
      `invited ${colleague} as ${greenwich.name}`,
    );
    await expectNoAxeViolations(page, allImpacts);
    // The invitation is mailed through the outbox, with where to sign in.
    await expectMailMentioning(colleague);

    // The colleague signs in, in a browser of their own, and sees Greenwich's lead and not Welling's.
    const theirs = await newPage(browser);
    await signIn(theirs, colleague);
    await expect(theirs.getByText(`${colleague} · ${greenwich.name}`)).toBeVisible();
    await expect(
      theirs.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Staff" }),
    ).toHaveCount(0);
    await expect(await shownFor(theirs, greenwichLead)).toContainText("1 shown");
    await expect(await shownFor(theirs, wellingLead)).toContainText("0 shown");
    await theirs.goto("/staff/people");
    await expect(theirs.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await theirs.goto("/staff");

    // Management sees their sign-in, then removes them.
    await page.reload();
    await expect(row).not.toContainText("Never");
    await row.getByRole("button", { name: "Remove access" }).click();
    await expect(page.getByRole("status")).toContainText("Access removed");
    await expect(row).toHaveCount(0);
    await expect(page.getByRole("table", { name: "Changes to staff access, newest first" })).toContainText(
      `removed ${colleague} (was ${greenwich.name})`,
    );

    // Their open session's next request is refused: back to sign-in (the filter is a GET link, issue 46).
    await theirs.getByLabel("Name or e-mail").fill(greenwichLead);
    await theirs.getByRole("button", { name: "Filter" }).click();
    await expect(theirs).toHaveURL(/\/staff\/sign-in$/);
    await expect(theirs.getByRole("table")).toHaveCount(0);
    await theirs.goto("/staff");
    await expect(theirs).toHaveURL(/\/staff\/sign-in$/);
    await theirs.context().close();
  });
});
