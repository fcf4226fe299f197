/**
 * Passkeys (issue 43.5) through the real server and the test build's staff pages: a colleague adds one on
 * their own page and signs in with it and no mail; every challenge is single use, short-lived and bound to
 * its purpose and address; an answer for another origin or RP ID, or without user verification, is refused;
 * a removed colleague's passkey no longer signs in; passkey sign-ins share the link requests' per-client
 * limit; and every post keeps the staff area's CSRF and Origin checks. The authenticator is a software one
 * (server/test/authenticator.ts) speaking the browser's JSON; tests/e2e/staff-passkeys.spec.ts uses
 * Chromium's.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { PASSKEY_MESSAGES } from "#contracts/staff-passkeys.ts";
import {
  outbox,
  staffChanges,
  staffMembers,
  staffPasskeyChallenges,
  staffPasskeys,
  staffSessions,
} from "#server/db/schema.ts";
import { TEST_STAFF } from "#server/test/app.ts";
import { authenticator, json, passkeySteps, RP_ID, sessionCookieOf } from "#server/test/passkeys.ts";
import { describeStaffArea, form, GREENWICH, MANAGEMENT, WELLING } from "#server/test/staff.ts";
import { purgePasskeyChallenges } from "./passkeys.ts";

describeStaffArea("staff passkeys", (area) => {
  const { db, signIn, get, post } = area;
  const steps = passkeySteps(area);

  beforeEach(async () => {
    await db().execute(sql`TRUNCATE staff_members, staff_changes`);
    await db()
      .insert(staffMembers)
      .values(
        Object.entries(TEST_STAFF).map(([place, email]) => ({
          email,
          role: place === "management" ? "management" : `novo${place}`,
          invitedBy: "configuration",
        })),
      );
  });

  it("a colleague adds a passkey on their own page, and it signs them in with no mail at all", async () => {
    const session = await signIn(GREENWICH);
    const page = await get("/staff/account", session);
    expect(page.statusCode).toBe(200);
    // The form is hidden until the script shows it; without the script the page says why.
    expect(page.body).toContain("Passkeys need JavaScript, which is off in this browser.");
    expect(page.body).toMatch(/<form[^>]*data-passkey="add"[^>]*hidden=""/);
    expect(page.body).toContain("You have no passkeys yet.");

    const begun = await steps.addPost(session, { step: "options", name: "Work laptop" });
    expect(begun.statusCode).toBe(200);
    expect(begun.headers["content-type"]).toContain("application/json");
    expect(begun.headers["cache-control"]).toBe("no-store");
    const options = json(begun).options as PublicKeyCredentialCreationOptionsJSON;
    expect(options.rp).toEqual({ id: RP_ID, name: "Novo staff" });
    expect(options.user.name).toBe(GREENWICH);
    expect(options.user.displayName).toBe(`${GREENWICH} · Novo Greenwich`);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.excludeCredentials).toEqual([]);
    const device = authenticator();
    const added = await steps.addPost(session, {
      step: "verify",
      name: "Work laptop",
      response: device.register(options),
    });
    expect(added.statusCode).toBe(200);
    expect(json(added)).toEqual({ ok: true, done: true, location: "/staff/account?done=added" });
    const [stored] = await db().select().from(staffPasskeys);
    expect(stored).toMatchObject({ id: device.id, email: GREENWICH, name: "Work laptop", lastUsedAt: null });
    expect(await db().select().from(staffChanges)).toMatchObject([
      { actor: GREENWICH, action: "passkey-added", email: GREENWICH },
    ]);
    const listed = await get("/staff/account?done=added", session);
    expect(listed.body).toContain("Passkey added");
    expect(listed.body).toContain("Work laptop");
    // A second registration offers the first as one to exclude (the authenticator says it is there already).
    const again = await steps.addPost(session, { step: "options", name: "Phone" });
    expect((json(again).options as { excludeCredentials: unknown[] }).excludeCredentials).toMatchObject([
      { id: device.id, type: "public-key" },
    ]);

    // Signing in from a fresh browser: no cookie, no address typed, and nothing put in the outbox.
    const mailBefore = (await db().select().from(outbox)).length;
    const signInOptions = (await steps.signInOptions()) as Record<string, unknown>;
    expect(signInOptions).toMatchObject({ rpId: RP_ID, userVerification: "required" });
    expect(signInOptions.allowCredentials ?? []).toEqual([]);
    const signedIn = await steps.verify(device.authenticate(signInOptions));
    expect(signedIn.statusCode).toBe(200);
    expect(json(signedIn)).toEqual({ ok: true, done: true, location: "/staff" });
    const cookie = sessionCookieOf(signedIn);
    expect(cookie).toBeTruthy();
    expect(String(signedIn.headers["set-cookie"])).toMatch(/HttpOnly; SameSite=Strict; Secure/);
    const inbox = await get("/staff", { cookie: cookie ?? "" });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain("Submissions");
    expect(inbox.body).toContain(`${GREENWICH} · `);
    expect((await db().select().from(outbox)).length).toBe(mailBefore);
    // Logged as a link sign-in is: the person's last sign-in, and the passkey's last use.
    const [member] = await db().select().from(staffMembers).where(eq(staffMembers.email, GREENWICH));
    expect(member?.lastSignInAt).not.toBeNull();
    const [used] = await db().select().from(staffPasskeys);
    expect(used?.lastUsedAt).not.toBeNull();
    expect(used?.counter).toBe(1);
  });

  it("uses a challenge once: a replayed answer is refused, and so is one after its time", async () => {
    const session = await signIn(GREENWICH);
    const device = authenticator();
    const begun = await steps.addPost(session, { step: "options", name: "Laptop" });
    const registration = device.register(json(begun).options);
    expect(
      (await steps.addPost(session, { step: "verify", name: "Laptop", response: registration })).statusCode,
    ).toBe(200);
    const replayedRegistration = await steps.addPost(session, {
      step: "verify",
      name: "Laptop again",
      response: registration,
    });
    expect(replayedRegistration.statusCode).toBe(400);
    expect(json(replayedRegistration)).toMatchObject({ ok: false, message: PASSKEY_MESSAGES.expired });
    expect(await db().select().from(staffPasskeys)).toHaveLength(1);

    const answer = device.authenticate(await steps.signInOptions());
    expect((await steps.verify(answer)).statusCode).toBe(200);
    const replayed = await steps.verify(answer);
    expect(replayed.statusCode).toBe(400);
    expect(json(replayed)).toMatchObject({ ok: false, message: PASSKEY_MESSAGES.expired });
    expect(sessionCookieOf(replayed)).toBeNull();

    // A challenge past its five minutes.
    const late = device.authenticate(await steps.signInOptions());
    await db()
      .update(staffPasskeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const refused = await steps.verify(late);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ message: PASSKEY_MESSAGES.expired });
    expect(sessionCookieOf(refused)).toBeNull();
    // The retention pass clears what expired unused.
    await steps.signInOptions();
    await db()
      .update(staffPasskeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await purgePasskeyChallenges(db())).toBe(1);
    expect(await db().select().from(staffPasskeyChallenges)).toHaveLength(0);
    // An answer that names no challenge of ours at all, and one that is not an answer.
    const forged = device.authenticate({ challenge: "bm90LW91ci1jaGFsbGVuZ2U" });
    expect(json(await steps.verify(forged))).toMatchObject({ message: PASSKEY_MESSAGES.expired });
    expect(json(await steps.verify("{not json"))).toMatchObject({ message: PASSKEY_MESSAGES.signInRefused });
  });

  it("binds a challenge to its purpose and to the signed-in address", async () => {
    const greenwich = await signIn(GREENWICH);
    const welling = await signIn(WELLING);
    const device = authenticator();
    // Greenwich's registration challenge, answered under Welling's session: not Welling's, so refused.
    const begun = await steps.addPost(greenwich, { step: "options", name: "Laptop" });
    const stolen = await steps.addPost(welling, {
      step: "verify",
      name: "Laptop",
      response: device.register(json(begun).options),
    });
    expect(stolen.statusCode).toBe(400);
    expect(await db().select().from(staffPasskeys)).toHaveLength(0);
    // A sign-in challenge cannot register a passkey, nor a registration challenge sign in.
    const signInChallenge = await steps.signInOptions();
    const crossed = await steps.addPost(greenwich, {
      step: "verify",
      name: "Laptop",
      response: device.register(signInChallenge),
    });
    expect(json(crossed)).toMatchObject({ message: PASSKEY_MESSAGES.expired });
    await steps.add(greenwich, device);
    const registerChallenge = await steps.addPost(greenwich, { step: "options", name: "Phone" });
    const wrongPurpose = await steps.verify(device.authenticate(json(registerChallenge).options));
    expect(json(wrongPurpose)).toMatchObject({ message: PASSKEY_MESSAGES.expired });
    expect(sessionCookieOf(wrongPurpose)).toBeNull();
  });

  it("refuses a passkey made for another origin or RP ID, and one without user verification", async () => {
    const session = await signIn(GREENWICH);
    // Registrations a phishing page could drive: its own origin, its own RP ID, or no verification.
    for (const device of [
      authenticator({ origin: "https://novo-example.evil" }),
      authenticator({ rpId: "evil.example" }),
      authenticator({ origin: "http://novo.example" }),
      authenticator({ userVerified: false }),
    ]) {
      const refused = await steps.add(session, device);
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ ok: false, message: PASSKEY_MESSAGES.registrationRefused });
    }
    expect(await db().select().from(staffPasskeys)).toHaveLength(0);

    // A good passkey whose sign-in answer names another origin or RP ID, or lacks verification.
    const device = authenticator();
    expect((await steps.add(session, device)).statusCode).toBe(200);
    for (const overrides of [
      { origin: "https://novo-example.evil" },
      { rpId: "evil.example" },
      { userVerified: false },
    ]) {
      const refused = await steps.verify(device.authenticate(await steps.signInOptions(), overrides));
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ message: PASSKEY_MESSAGES.signInRefused });
      expect(sessionCookieOf(refused)).toBeNull();
    }
    // Still good for this origin.
    expect((await steps.verify(device.authenticate(await steps.signInOptions()))).statusCode).toBe(200);
  });

  it("a removed colleague's passkeys go with their sessions, and a role change ends them too", async () => {
    const manager = await signIn(MANAGEMENT);
    const greenwich = await signIn(GREENWICH);
    const welling = await signIn(WELLING);
    const greenwichKey = authenticator();
    const wellingKey = authenticator();
    await steps.add(greenwich, greenwichKey, "Greenwich desk");
    await steps.add(welling, wellingKey, "Welling desk");

    // Management sees each person's passkeys, by name, with their last use.
    const people = await get("/staff/people", manager);
    expect(people.body).toContain("Greenwich desk");
    expect(people.body).toContain("Welling desk");
    expect(people.body).toContain("last used never");

    const removed = await post("/staff/people", manager, {
      csrf: manager.csrf,
      intent: "remove",
      email: GREENWICH,
    });
    expect(removed.statusCode).toBe(303);
    expect(await db().select().from(staffPasskeys).where(eq(staffPasskeys.email, GREENWICH))).toHaveLength(0);
    const refused = await steps.verify(greenwichKey.authenticate(await steps.signInOptions()));
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ message: PASSKEY_MESSAGES.signInRefused });
    expect(sessionCookieOf(refused)).toBeNull();

    const changed = await post("/staff/people", manager, {
      csrf: manager.csrf,
      intent: "role",
      email: WELLING,
      role: "novoarmory",
    });
    expect(changed.statusCode).toBe(303);
    expect(await db().select().from(staffPasskeys)).toHaveLength(0);
    expect(await db().select().from(staffSessions).where(eq(staffSessions.email, WELLING))).toHaveLength(0);
    expect((await steps.verify(wellingKey.authenticate(await steps.signInOptions()))).statusCode).toBe(400);
  });

  it("refuses a passkey whose address has lost access, even if its row were left behind", async () => {
    const session = await signIn(GREENWICH);
    const device = authenticator();
    await steps.add(session, device);
    await db().delete(staffMembers).where(eq(staffMembers.email, GREENWICH));
    const refused = await steps.verify(device.authenticate(await steps.signInOptions()));
    expect(refused.statusCode).toBe(400);
    expect(sessionCookieOf(refused)).toBeNull();
  });

  it("management removes a colleague's passkey; a colleague removes only their own", async () => {
    const manager = await signIn(MANAGEMENT);
    const greenwich = await signIn(GREENWICH);
    const welling = await signIn(WELLING);
    const desk = authenticator();
    const phone = authenticator();
    await steps.add(greenwich, desk, "Desk");
    await steps.add(greenwich, phone, "Phone");

    // Welling cannot remove Greenwich's, on their own page or on management's.
    const notTheirs = await post("/staff/account", welling, {
      csrf: welling.csrf,
      intent: "remove",
      passkey: desk.id,
    });
    expect(notTheirs.statusCode).toBe(404);
    const notAManager = await post("/staff/people", welling, {
      csrf: welling.csrf,
      intent: "remove-passkey",
      email: GREENWICH,
      passkey: desk.id,
    });
    expect(notAManager.statusCode).toBe(400);
    expect(await db().select().from(staffPasskeys)).toHaveLength(2);

    const byManager = await post("/staff/people", manager, {
      csrf: manager.csrf,
      intent: "remove-passkey",
      email: GREENWICH,
      passkey: desk.id,
    });
    expect(byManager.statusCode).toBe(303);
    expect(byManager.headers.location).toBe("/staff/people?done=passkey-removed");
    expect((await get("/staff/people?done=passkey-removed", manager)).body).toContain(
      `removed a passkey of ${GREENWICH}`,
    );
    expect((await steps.verify(desk.authenticate(await steps.signInOptions()))).statusCode).toBe(400);

    const own = await post("/staff/account", greenwich, {
      csrf: greenwich.csrf,
      intent: "remove",
      passkey: phone.id,
    });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe("/staff/account?done=removed");
    expect(await db().select().from(staffPasskeys)).toHaveLength(0);
    const bad = await post("/staff/account", greenwich, {
      csrf: greenwich.csrf,
      intent: "remove",
      passkey: "x",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("passkey: Must be a passkey&#x27;s id");
  });

  it("keeps the staff area's CSRF and Origin checks on every passkey post", async () => {
    const session = await signIn(GREENWICH);
    const foreign = { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" };
    expect(
      (await steps.addPost({ ...session, csrf: "wrong" }, { step: "options", name: "x" })).statusCode,
    ).toBe(403);
    expect((await steps.addPost(session, { step: "options", name: "x" }, foreign)).statusCode).toBe(403);
    expect(
      (await post("/staff/account/passkey", { cookie: "none" }, { step: "options", name: "x" })).statusCode,
    ).toBe(401);
    expect((await steps.signInPost({ step: "options" }, "198.51.100.9", foreign)).statusCode).toBe(403);
    const crossSite = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" };
    expect((await steps.signInPost({ step: "options" }, "198.51.100.9", crossSite)).statusCode).toBe(403);
    expect(await db().select().from(staffPasskeyChallenges)).toHaveLength(0);
    // A name the page would refuse is refused before the authenticator is asked; so is a step it never sends.
    const unnamed = await steps.addPost(session, { step: "options", name: "  " });
    expect(unnamed.statusCode).toBe(400);
    expect(json(unnamed)).toMatchObject({ ok: false, message: "name: Required" });
    expect(json(await steps.signInPost({ step: "guess" }))).toMatchObject({
      message: "step: must be options or verify",
    });
  });
});

describeStaffArea(
  "staff passkey sign-in's rate limit",
  (area) => {
    const steps = passkeySteps(area);
    it("counts a passkey sign-in against the client as a link request, and shares the budget", async () => {
      for (let i = 0; i < 3; i++) await steps.signInOptions("203.0.113.50");
      const limited = await steps.signInPost({ step: "options" }, "203.0.113.50");
      expect(limited.statusCode).toBe(429);
      expect(json(limited)).toEqual({ ok: false, status: 429, message: PASSKEY_MESSAGES.rateLimited });
      // The link request from the same client is over the same limit: answered as ever, and nothing mailed.
      await area.app.inject({
        method: "POST",
        url: "/staff/sign-in",
        remoteAddress: "203.0.113.50",
        headers: form,
        payload: new URLSearchParams({ email: GREENWICH }).toString(),
      });
      expect(await area.db().select().from(outbox)).toHaveLength(0);
      // Another client is not affected.
      await steps.signInOptions("203.0.113.51");
    });
  },
  { app: { env: { STAFF_SIGN_IN_PER_15_MINUTES: "3" } }, backends: ["pglite"] },
);
