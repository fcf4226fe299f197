/** Signing in to the staff area as staff do: the e-mailed link from the .eml the outbox wrote. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { e2eDataDir } from "./env";

/** Zero violations of any impact, not only serious ones. */
export const allImpacts = ["minor", "moderate", "serious", "critical"];
const outboxDir = path.join(e2eDataDir, "outbox");

function signInMails(): string[] {
  try {
    return readdirSync(outboxDir).filter((file) => file.endsWith("-staff-sign-in.eml"));
  } catch {
    return [];
  }
}

/** The link in a new sign-in mail to `inbox` (soft line breaks of quoted-printable undone). */
function linkIn(file: string, inbox: string): string | null {
  let text: string;
  try {
    text = readFileSync(path.join(outboxDir, file), "utf8").replace(/=\r?\n/g, "");
  } catch {
    // Gone: its inbox has signed in meanwhile (a used link's mail is not kept).
    return null;
  }
  if (!text.toLowerCase().includes(`to: ${inbox}`)) return null;
  return /\/staff\/link\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
}

/**
 * Signs in as `inbox` through an e-mailed link. Another test (the other project) may be asking for a link to
 * the same inbox at the same moment: a live link is never replaced, so that request mails nothing, and the
 * one mail may be used by the other test first. As a person would, this asks again when no mail comes, and
 * tries every new link until one signs in: each works once.
 */
export async function signIn(page: Page, inbox: string) {
  const tried = new Set<string>();
  for (let request = 0; request < 6; request++) {
    const before = new Set(signInMails());
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    if (request === 0) await expectNoAxeViolations(page, allImpacts);
    await page.getByLabel("E-mail address").fill(inbox);
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    const newLinks = () =>
      signInMails()
        .filter((file) => !before.has(file))
        .map((file) => linkIn(file, inbox))
        .filter((link): link is string => link !== null && !tried.has(link));
    const mailed = await expect
      .poll(() => newLinks().length, { timeout: 10_000, message: `a sign-in mail to ${inbox}` })
      .toBeGreaterThan(0)
      .then(
        () => true,
        () => false,
      );
    if (!mailed) continue;
    for (const link of newLinks()) {
      tried.add(link);
      await page.goto(link);
      await expectNoAxeViolations(page, allImpacts);
      // By keyboard: the skip link first, then the button.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      await page.getByRole("button", { name: "Sign in" }).focus();
      await page.keyboard.press("Enter");
      const outcome = page.getByRole("heading", { name: /^(Submissions|Link not valid)$/ });
      await expect(outcome).toBeVisible();
      if ((await outcome.textContent()) === "Submissions") return;
    }
  }
  throw new Error(`could not sign in as ${inbox}`);
}
