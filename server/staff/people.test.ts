/**
 * Staff as records (issue 37.4 and the staff half of 37.5): management invites, changes a role and removes
 * access at /staff/people; each change is logged and ends the person's sessions at their next request; bad
 * input is a 400 naming the field (a place's inbox's change too; its page is a 403), and either leaves every table as it was.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { outbox, staffChanges, staffMembers, staffSessions, staffSignInTokens } from "#server/db/schema.ts";
import { TEST_SITE_ORIGIN, TEST_STAFF, validBodies } from "#server/test/app.ts";
import { describeStaffArea, form, GREENWICH, MANAGEMENT } from "#server/test/staff.ts";

const NEWCOMER = "newcomer@example.com";

describeStaffArea("staff records", (area) => {
  const { db, signIn, post, get, lead, requestLink } = area;

  // Every test starts from STAFF_EMAILS's four, as the first start made them, and an empty log.
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

  /** Everything a refused change must leave as it was. */
  const tables = async () => ({
    members: await db().select().from(staffMembers).orderBy(staffMembers.email),
    changes: await db().select().from(staffChanges),
    mail: (await db().select().from(outbox)).length,
    sessions: (await db().select().from(staffSessions)).length,
  });

  const invite = (session: { cookie: string; csrf: string }, email: string, role: string) =>
    post("/staff/people", session, { csrf: session.csrf, intent: "invite", email, role });

  it("invites an address as a place's inbox: stored, logged, mailed; they sign in and see only that place's leads", async () => {
    const manager = await signIn(MANAGEMENT);
    const invited = await invite(manager, " NewComer@Example.com ", "novogreenwich");
    expect(invited.statusCode).toBe(303);
    expect(invited.headers.location).toBe("/staff/people?done=invited");

    const [member] = await db().select().from(staffMembers).where(eq(staffMembers.email, NEWCOMER));
    expect(member).toMatchObject({ role: "novogreenwich", invitedBy: MANAGEMENT, lastSignInAt: null });
    expect(await db().select().from(staffChanges).where(eq(staffChanges.email, NEWCOMER))).toMatchObject([
      { actor: MANAGEMENT, action: "invited", role: "novogreenwich", previousRole: null },
    ]);
    const [mail] = await db().select().from(outbox).where(eq(outbox.purpose, "staff-invitation"));
    expect(mail).toMatchObject({ recipient: NEWCOMER, channel: "email", status: "pending" });
    expect(mail?.textBody).toContain(`${TEST_SITE_ORIGIN}/staff/sign-in`);
    expect(mail?.textBody).toContain("as Novo Greenwich");

    const page = await get("/staff/people?done=invited", manager);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Invited: they can sign in now");
    expect(page.body).toContain(NEWCOMER);
    expect(page.body).toContain("Never");
    expect(page.body).toContain(`invited ${NEWCOMER} as Novo Greenwich`);

    await lead({ ...validBodies.lead, email: "greenwich-lead@example.com" });
    await lead({ ...validBodies.lead, gymName: "novowelling", email: "welling-lead@example.com" });
    const newcomer = await signIn(NEWCOMER);
    const inbox = await get("/staff", newcomer);
    expect(inbox.body).toContain("greenwich-lead@example.com");
    expect(inbox.body).not.toContain("welling-lead@example.com");
    const [signedIn] = await db().select().from(staffMembers).where(eq(staffMembers.email, NEWCOMER));
    expect(signedIn?.lastSignInAt).toBeInstanceOf(Date);
  });

  it("changes a role: the person's sessions and unused links end at once, and it is logged", async () => {
    const manager = await signIn(MANAGEMENT);
    const greenwich = await signIn(GREENWICH);
    await requestLink(GREENWICH);
    const unusedLinks = () =>
      db()
        .select()
        .from(staffSignInTokens)
        .where(and(eq(staffSignInTokens.email, GREENWICH), isNull(staffSignInTokens.usedAt)));
    expect(await unusedLinks()).toHaveLength(1);
    const changed = await post("/staff/people", manager, {
      csrf: manager.csrf,
      intent: "role",
      email: GREENWICH,
      role: "novowelling",
    });
    expect(changed.statusCode).toBe(303);
    expect(await db().select().from(staffSessions).where(eq(staffSessions.email, GREENWICH))).toEqual([]);
    expect(await unusedLinks()).toEqual([]);
    const next = await get("/staff", greenwich);
    expect(next.statusCode).toBe(303);
    expect(next.headers.location).toBe("/staff/sign-in");
    expect((await post("/staff/outbox/1/retry", greenwich, { csrf: greenwich.csrf })).statusCode).toBe(401);
    expect(await db().select().from(staffChanges)).toMatchObject([
      {
        actor: MANAGEMENT,
        action: "role-changed",
        email: GREENWICH,
        role: "novowelling",
        previousRole: "novogreenwich",
      },
    ]);
    expect((await get("/staff/people", manager)).body).toContain(
      `changed ${GREENWICH} from Novo Greenwich to Novo Welling`,
    );
    // Signing in again gives the new role.
    const again = await signIn(GREENWICH);
    expect((await get("/staff", again)).body).toContain(`${GREENWICH} · Novo Welling`);
  });

  it("removes access: the person's open session is refused at its next request, and it is logged", async () => {
    const manager = await signIn(MANAGEMENT);
    const greenwich = await signIn(GREENWICH);
    const removed = await post("/staff/people", manager, {
      csrf: manager.csrf,
      intent: "remove",
      email: GREENWICH,
    });
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toBe("/staff/people?done=removed");
    expect(await db().select().from(staffMembers).where(eq(staffMembers.email, GREENWICH))).toEqual([]);
    expect((await get("/staff", greenwich)).statusCode).toBe(303);
    const before = (await db().select().from(outbox)).length;
    await requestLink(GREENWICH);
    expect(await db().select().from(outbox)).toHaveLength(before);
    expect(await db().select().from(staffChanges)).toMatchObject([
      { actor: MANAGEMENT, action: "removed", email: GREENWICH, role: null, previousRole: "novogreenwich" },
    ]);
    const page = (await get("/staff/people", manager)).body;
    expect(page).toContain(`removed ${GREENWICH} (was Novo Greenwich)`);
  });

  it("refuses a malformed or duplicate address, an unknown role and a change to oneself with a 400 naming the field, changing nothing", async () => {
    const manager = await signIn(MANAGEMENT);
    const before = await tables();
    const refusals: [Record<string, string>, RegExp][] = [
      [{ intent: "invite", email: "not-an-address", role: "novogreenwich" }, /^email: /],
      [{ intent: "invite", email: "", role: "novogreenwich" }, /^email: Required/],
      [
        { intent: "invite", email: GREENWICH.toUpperCase(), role: "novowelling" },
        /^email: this address already has access/,
      ],
      [{ intent: "invite", email: NEWCOMER, role: "novonowhere" }, /^role: must be management or the inbox/],
      [{ intent: "invite", email: NEWCOMER }, /^role: /],
      [
        { intent: "role", email: "nobody@example.com", role: "management" },
        /^email: this address has no access/,
      ],
      [{ intent: "role", email: GREENWICH, role: "novonowhere" }, /^role: /],
      [
        { intent: "role", email: MANAGEMENT, role: "novogreenwich" },
        /^email: you cannot change your own access/,
      ],
      [{ intent: "remove", email: MANAGEMENT }, /^email: you cannot change your own access/],
      [{ intent: "remove", email: "nobody@example.com" }, /^email: this address has no access/],
      [{ intent: "promote", email: NEWCOMER }, /^intent: /],
    ];
    for (const [fields, message] of refusals) {
      const response = await post("/staff/people", manager, { csrf: manager.csrf, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.body, JSON.stringify(fields)).toMatch(new RegExp(message.source.replace("^", "")));
    }
    expect(await tables()).toEqual(before);
  });

  it("refuses a place's inbox (its page 403, its changes 400 naming the role, no link in its navigation), a post without the CSRF token or from another origin", async () => {
    const manager = await signIn(MANAGEMENT);
    const greenwich = await signIn(GREENWICH);
    expect((await get("/staff", manager)).body).toContain('href="/staff/people"');
    const inboxPage = await get("/staff", greenwich);
    expect(inboxPage.statusCode).toBe(200);
    expect(inboxPage.body).not.toContain('href="/staff/people"');
    const before = await tables();
    expect((await get("/staff/people", greenwich)).statusCode).toBe(403);
    const tries: Record<string, string>[] = [
      { intent: "invite", email: NEWCOMER, role: "management" },
      { intent: "role", email: TEST_STAFF.welling, role: "novogreenwich" },
      { intent: "remove", email: TEST_STAFF.welling },
    ];
    for (const fields of tries) {
      const refused = await post("/staff/people", greenwich, { csrf: greenwich.csrf, ...fields });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain("role: only management");
    }
    const invitation = { intent: "invite", email: NEWCOMER, role: "management" };
    expect((await post("/staff/people", manager, invitation)).statusCode).toBe(403);
    expect((await post("/staff/people", manager, { ...invitation, csrf: "wrong" })).statusCode).toBe(403);
    const foreign = { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" };
    expect(
      (await post("/staff/people", manager, { ...invitation, csrf: manager.csrf }, foreign)).statusCode,
    ).toBe(403);
    // Without a session at all.
    const anonymous = await area.app.inject({
      method: "POST",
      url: "/staff/people",
      headers: form,
      payload: new URLSearchParams(invitation).toString(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await tables()).toEqual(before);
  });

  it("refuses a manager demoted meanwhile (another instance's change): the guard and the change both re-read the records", async () => {
    const manager = await signIn(MANAGEMENT);
    await db().update(staffMembers).set({ role: "novoarmory" }).where(eq(staffMembers.email, MANAGEMENT));
    const response = await invite(manager, NEWCOMER, "management");
    expect(response.statusCode).toBe(401);
    expect(await db().select().from(staffMembers).where(eq(staffMembers.email, NEWCOMER))).toEqual([]);
  });
});
