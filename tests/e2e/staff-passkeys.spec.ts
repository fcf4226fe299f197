/**
 * Issue 43.5 in a real browser: passkeys through Chromium's virtual authenticator (the DevTools protocol's
 * WebAuthn domain). Management adds a passkey while mail works, then signs in with it from a fresh browser
 * without any mail and sees the inbox; a colleague's passkey stops signing in once management removes them;
 * and an answer the browser made on another origin is refused. WebAuthn takes no IP address as its relying
 * party, so these pages are opened at localhost, the e2e server's SITE_ORIGIN (playwright.config.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { uniqueEmail } from "./conversion-outbox";
import { e2eDataDir, e2ePort } from "./env";
import { allImpacts, signIn } from "./staff-sign-in";

const SITE = `http://localhost:${e2ePort}`;
/** Seeded as management for this spec alone (playwright.config.ts); the invitation test uses management@. */
const MANAGER = "duty-manager@novogyms.co.uk";
const MANAGEMENT = "management@novogyms.co.uk";
/** Another origin with the same RP ID (a host-only one, "localhost"): only the origin check tells them apart. */
const OTHER_ORIGIN = "http://localhost:1";

test.use({ baseURL: SITE });
// One manager's passkeys and sign-ins, in order: a passkey sign-in deletes that address's kept sign-in mails,
// which a link sign-in running beside it would be waiting for.
test.describe.configure({ mode: "serial" });

type Credential = {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
};

interface Authenticator {
  cdp: CDPSession;
  id: string;
}

/** A platform authenticator with user verification, as a laptop's, that answers without a person's touch. */
async function virtualAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function credentialsOf(authenticator: Authenticator): Promise<Credential[]> {
  const { credentials } = await authenticator.cdp.send("WebAuthn.getCredentials", {
    authenticatorId: authenticator.id,
  });
  return credentials as Credential[];
}

/** A fresh browser (no cookie) whose authenticator holds these credentials, as a second device would. */
async function freshBrowserWith(
  browser: Browser,
  credentials: Credential[],
): Promise<{ context: BrowserContext; page: Page; authenticator: Authenticator }> {
  const context = await browser.newContext({ baseURL: SITE });
  const page = await context.newPage();
  const authenticator = await virtualAuthenticator(page);
  for (const credential of credentials)
    await authenticator.cdp.send("WebAuthn.addCredential", { authenticatorId: authenticator.id, credential });
  return { context, page, authenticator };
}

/** The sign-in mails the file mailer has written to `inbox` and still keeps (the .eml files). */
function signInMailsTo(inbox: string): Set<string> {
  const dir = path.join(e2eDataDir, "outbox");
  const mails = new Set<string>();
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith("-staff-sign-in.eml"));
  } catch {
    return mails;
  }
  for (const file of files)
    try {
      if (readFileSync(path.join(dir, file), "utf8").toLowerCase().includes(`to: ${inbox}`)) mails.add(file);
    } catch {
      // Gone meanwhile: a sign-in deletes its inbox's kept mails.
    }
  return mails;
}

async function addPasskey(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, allImpacts);
  await page.getByLabel("Passkey name").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").first()).toContainText("Passkey added");
  await expect(page.getByRole("table", { name: "Your passkeys" })).toContainText(name);
  await expectNoAxeViolations(page, allImpacts);
}

async function signInWithPasskey(page: Page) {
  await page.goto("/staff/sign-in");
  await expect(page.getByText("Passkeys need JavaScript")).toBeHidden();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
}

test.describe("staff passkeys @desktop", () => {
  test("management adds a passkey, then signs in with it from a fresh browser with no mail", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const laptop = await virtualAuthenticator(page);
    await signIn(page, MANAGER);
    await addPasskey(page, "Work laptop");
    const credentials = await credentialsOf(laptop);
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.rpId).toBe("localhost");
    expect(credentials[0]?.isResidentCredential).toBe(true);

    // Mail is failing now, as far as this sign-in is concerned: no link is asked for, none is written, and
    // the inbox opens all the same.
    const mailsBefore = signInMailsTo(MANAGER);
    const fresh = await freshBrowserWith(browser, credentials);
    await signInWithPasskey(fresh.page);
    await expect(fresh.page.getByRole("heading", { name: "Submissions", level: 1 })).toBeVisible();
    await expect(fresh.page.getByText(`${MANAGER} · Management`)).toBeVisible();
    // No sign-in mail was written for it: whatever is kept now was there before.
    expect([...signInMailsTo(MANAGER)].filter((file) => !mailsBefore.has(file))).toEqual([]);

    // Management's staff page shows the passkey, by name, now used.
    await fresh.page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Staff" }).click();
    const access = fresh.page.getByRole("table", { name: "Everyone with access to the staff area" });
    const row = access.getByRole("row").filter({ hasText: MANAGER }).first();
    await expect(row).toContainText("Work laptop");
    await expect(row).not.toContainText("last used never");
    await expectNoAxeViolations(fresh.page, allImpacts);
    await fresh.context.close();
  });

  test("after management removes a colleague, the colleague's passkey no longer signs in", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const colleague = uniqueEmail("passkey-colleague");
    await signIn(page, MANAGEMENT);
    await page.goto("/staff/people");
    await page.getByLabel("E-mail address").fill(colleague);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Management" });
    await page.getByRole("button", { name: "Invite" }).click();
    await expect(page.getByRole("status")).toContainText("Invited");

    // The colleague signs in by link on their own laptop and adds a passkey.
    const theirs = await browser.newContext({ baseURL: SITE });
    const theirPage = await theirs.newPage();
    const theirLaptop = await virtualAuthenticator(theirPage);
    await signIn(theirPage, colleague);
    await addPasskey(theirPage, "Front desk");
    const credentials = await credentialsOf(theirLaptop);
    await theirs.close();

    // Management sees it, and removes the colleague.
    await page.reload();
    const row = page
      .getByRole("table", { name: "Everyone with access to the staff area" })
      .getByRole("row")
      .filter({ hasText: colleague });
    await expect(row).toContainText("Front desk");
    await row.getByRole("button", { name: "Remove access" }).click();
    await expect(page.getByRole("status")).toContainText("Access removed");

    const fresh = await freshBrowserWith(browser, credentials);
    await signInWithPasskey(fresh.page);
    await expect(
      fresh.page
        .getByRole("status")
        .filter({ hasText: "That passkey did not sign you in. Use another, or ask for an e-mailed link." }),
    ).toBeVisible();
    await expect(fresh.page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
    await fresh.page.goto("/staff");
    await expect(fresh.page).toHaveURL(/\/staff\/sign-in$/);
    await fresh.context.close();
  });

  test("a passkey's answer made on another origin is refused", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const laptop = await virtualAuthenticator(page);
    await signIn(page, MANAGER);
    await page.goto("/staff/account");
    await page.getByLabel("Passkey name").fill("Borrowed laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("status").first()).toContainText("Passkey added");
    const credentials = await credentialsOf(laptop);

    // A page on another origin whose RP ID is the same host ("localhost" ignores the port) has the browser
    // sign our challenge, and relays the answer to the site, as a phishing proxy would.
    const elsewhere = await freshBrowserWith(browser, credentials);
    await elsewhere.context.route(`${OTHER_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Another site</title><p>Hi</p>",
      }),
    );
    await elsewhere.page.goto(`${OTHER_ORIGIN}/sign-in`);
    const begun = await elsewhere.page.request.post(`${SITE}/staff/passkey`, {
      form: { step: "options" },
      headers: { origin: SITE },
    });
    expect(begun.status()).toBe(200);
    const { options } = (await begun.json()) as { options: { challenge: string; rpId: string } };
    const answer = await elsewhere.page.evaluate(async ({ challenge, rpId }) => {
      const fromB64url = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
      const toB64url = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
      const credential = (await navigator.credentials.get({
        publicKey: { challenge: fromB64url(challenge), rpId, userVerification: "required", timeout: 20_000 },
      })) as PublicKeyCredential;
      const response = credential.response as AuthenticatorAssertionResponse;
      return {
        origin: JSON.parse(new TextDecoder().decode(response.clientDataJSON)).origin as string,
        json: JSON.stringify({
          id: credential.id,
          rawId: toB64url(credential.rawId),
          type: credential.type,
          response: {
            clientDataJSON: toB64url(response.clientDataJSON),
            authenticatorData: toB64url(response.authenticatorData),
            signature: toB64url(response.signature),
            userHandle: response.userHandle ? toB64url(response.userHandle) : undefined,
          },
          clientExtensionResults: {},
        }),
      };
    }, options);
    // The browser did sign, with the other origin in its client data; the site refuses it.
    expect(answer.origin).toBe(OTHER_ORIGIN);
    const relayed = await elsewhere.page.request.post(`${SITE}/staff/passkey`, {
      form: { step: "verify", response: answer.json },
      headers: { origin: SITE },
    });
    expect(relayed.status()).toBe(400);
    expect(await relayed.json()).toMatchObject({
      ok: false,
      message: "That passkey did not sign you in. Use another, or ask for an e-mailed link.",
    });
    expect(relayed.headers()["set-cookie"]).toBeUndefined();

    // The same passkey, on the site itself, signs in.
    const home = await freshBrowserWith(browser, credentials);
    await signInWithPasskey(home.page);
    await expect(home.page.getByRole("heading", { name: "Submissions", level: 1 })).toBeVisible();
    await elsewhere.context.close();
    await home.context.close();
  });

  test("without JavaScript the sign-in page says passkeys need it, and the link form still works", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: SITE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/staff/sign-in");
    await expect(page.getByText("Passkeys need JavaScript, which is off in this browser.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeHidden();
    // An address with no access: the same answer, and no live link left behind for another spec's inbox.
    await page.getByLabel("E-mail address").fill(uniqueEmail("passkey-nojs"));
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await context.close();
  });
});
