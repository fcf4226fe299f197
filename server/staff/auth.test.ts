/** Staff sign-in (auth.ts) as staff go through it: the e-mailed link, its press, the session and its cookie. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { outbox, staffChanges, staffMembers, staffSessions, staffSignInTokens } from "#server/db/schema.ts";
import { TEST_SITE_ORIGIN } from "#server/test/app.ts";
import { createBackend } from "#server/test/backends.ts";
import {
  cookieOf,
  describeStaffArea,
  form,
  GREENWICH,
  MANAGEMENT,
  staffSteps,
  staffTestApp,
  WELLING,
} from "#server/test/staff.ts";
import { sha256 } from "./auth";
import { parseStaffEmails } from "./first-access";

describeStaffArea("staff sign-in", (area) => {
  const { db, requestLink, latestToken, openLink, signIn, post } = area;

  it("mails an allowed address a one-time link through the outbox, storing only its hash", async () => {
    const response = await requestLink(GREENWICH.toUpperCase());
    expect(response.statusCode).toBe(200);
    const [message] = await db().select().from(outbox);
    expect(message).toMatchObject({
      recipient: GREENWICH,
      purpose: "staff-sign-in",
      submissionId: null,
      status: "pending",
    });
    expect(message?.textBody).toContain(`${TEST_SITE_ORIGIN}/staff/link/`);
    const token = await latestToken(GREENWICH);
    const [stored] = await db().select().from(staffSignInTokens);
    expect(stored?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // Opening the link (GET) does not use it: mail scanners fetch links.
    const opened = await area.app.inject({ method: "GET", url: `/staff/link/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('action="/staff/link"');
    expect((await db().select().from(staffSignInTokens))[0]?.usedAt).toBeNull();
  });

  it("answers an unknown address the same, with no outbox row", async () => {
    const known = await requestLink(GREENWICH);
    const unknown = await requestLink("stranger@example.com");
    const invalid = await requestLink("not an address");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(invalid.body).toBe(known.body);
    const rows = await db().select().from(outbox);
    expect(rows.map((r) => r.recipient)).toEqual([GREENWICH]);
  });

  it("rate-limits link requests per client address, and mails an inbox no new link while one is live", async () => {
    const limited = await staffTestApp(area.backend.database, { env: { STAFF_SIGN_IN_PER_15_MINUTES: "3" } });
    try {
      const ask = (email: string, remoteAddress: string) =>
        limited.inject({
          method: "POST",
          url: "/staff/sign-in",
          remoteAddress,
          headers: form,
          payload: new URLSearchParams({ email }).toString(),
        });
      // One inbox asked for from five different client addresses: one link, still live, the same answer.
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await ask(WELLING, `192.0.2.${i + 1}`));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(await db().select().from(outbox).where(eq(outbox.recipient, WELLING))).toHaveLength(1);
      // Per client address: one address asking for several inboxes gets three links, then none (Welling's
      // link used, so only the client limit keeps it from a new one).
      await db().update(staffSignInTokens).set({ usedAt: new Date() });
      for (const email of [GREENWICH, MANAGEMENT, "armory@novogyms.co.uk", WELLING])
        await ask(email, "198.51.100.7");
      const mailed = await db().select().from(outbox).orderBy(outbox.id);
      expect(mailed.map((r) => r.recipient)).toEqual([
        WELLING,
        GREENWICH,
        MANAGEMENT,
        "armory@novogyms.co.uk",
      ]);
    } finally {
      await limited.close();
    }
  });

  it("refuses a used link and an expired one", async () => {
    await requestLink(GREENWICH);
    const token = await latestToken(GREENWICH);
    expect((await openLink(token)).statusCode).toBe(303);
    const again = await openLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.headers["set-cookie"]).toBeUndefined();

    await area.backend.database.db.execute(sql`TRUNCATE staff_sign_in_tokens`);
    await db().delete(outbox);
    await requestLink(MANAGEMENT);
    const late = await latestToken(MANAGEMENT);
    await db()
      .update(staffSignInTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await openLink(late);
    expect(expired.statusCode).toBe(400);
    expect(expired.headers["set-cookie"]).toBeUndefined();
    expect((await openLink("made-up-token")).statusCode).toBe(400);
  });

  it("sets an HttpOnly, SameSite=Strict cookie on /staff, Secure when SITE_ORIGIN is https://", async () => {
    await requestLink(GREENWICH);
    const response = await openLink(await latestToken(GREENWICH));
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(/novo_staff=[A-Za-z0-9_-]{40,}/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
    expect(header).toContain("Path=/staff");
    // SITE_ORIGIN (https://novo.example here) decides, not the request's scheme or a proxy header.
    expect(header).toContain("; Secure");
    const plain = await staffTestApp(area.backend.database, {
      env: { SITE_ORIGIN: "http://localhost:3000" },
    });
    try {
      const local = { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" };
      await plain.inject({
        method: "POST",
        url: "/staff/sign-in",
        headers: local,
        payload: new URLSearchParams({ email: WELLING }).toString(),
      });
      const forwarded = await plain.inject({
        method: "POST",
        url: "/staff/link",
        remoteAddress: "127.0.0.1",
        headers: { ...local, "x-forwarded-proto": "https" },
        payload: new URLSearchParams({ token: await latestToken(WELLING) }).toString(),
      });
      expect(String(forwarded.headers["set-cookie"])).toContain("novo_staff=");
      expect(String(forwarded.headers["set-cookie"])).not.toContain("Secure");
    } finally {
      await plain.close();
    }
  });

  it("rotates the session at sign-in, expires it when idle, and signs out", async () => {
    const first = await signIn(GREENWICH);
    await requestLink(GREENWICH);
    const second = cookieOf(await openLink(await latestToken(GREENWICH), first.cookie));
    expect(second).not.toBe(first.cookie);
    // The old cookie was dropped, not upgraded.
    expect(
      (
        await area.app.inject({
          method: "GET",
          url: "/staff",
          headers: { cookie: `novo_staff=${first.cookie}` },
        })
      ).statusCode,
    ).toBe(303);
    const ok = await area.app.inject({
      method: "GET",
      url: "/staff",
      headers: { cookie: `novo_staff=${second}` },
    });
    expect(ok.statusCode).toBe(200);
    // The stored id is a hash, never the cookie's value.
    const sessions = await db().select().from(staffSessions);
    expect(sessions.map((s) => s.idHash)).toEqual([sha256(second)]);

    // Idle for more than 8 hours: gone.
    await db()
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 60 * 60 * 1000 - 1000) });
    expect(
      (await area.app.inject({ method: "GET", url: "/staff", headers: { cookie: `novo_staff=${second}` } }))
        .statusCode,
    ).toBe(303);
    expect(await db().select().from(staffSessions)).toHaveLength(0);

    // Sign-out deletes the session and clears the cookie.
    const third = await signIn(WELLING);
    const out = await post("/staff/sign-out", third, { csrf: third.csrf });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toContain("Max-Age=0");
    expect(await db().select().from(staffSessions)).toHaveLength(0);
  });

  it("ends a session at its next request once its address loses that role or its access in the records", async () => {
    const session = await signIn(GREENWICH);
    const page = () =>
      area.app.inject({ method: "GET", url: "/staff", headers: { cookie: `novo_staff=${session.cookie}` } });
    expect((await page()).statusCode).toBe(200);
    try {
      // Written straight to the table, as another instance's change would be: the guard reads the table.
      await db().update(staffMembers).set({ role: "novowelling" }).where(eq(staffMembers.email, GREENWICH));
      const changed = await page();
      expect(changed.statusCode).toBe(303);
      expect(changed.headers.location).toBe("/staff/sign-in");
      await db().delete(staffMembers).where(eq(staffMembers.email, GREENWICH));
      expect((await page()).statusCode).toBe(303);
      // And a removed address is mailed no link.
      const before = (await db().select().from(outbox)).length;
      expect((await requestLink(GREENWICH)).statusCode).toBe(200);
      expect(await db().select().from(outbox)).toHaveLength(before);
    } finally {
      await db()
        .insert(staffMembers)
        .values({ email: GREENWICH, role: "novogreenwich", invitedBy: "configuration" })
        .onConflictDoUpdate({ target: staffMembers.email, set: { role: "novogreenwich" } });
    }
  });

  it("ignores STAFF_EMAILS once the staff table has records: it neither adds nor removes anyone", async () => {
    const session = await signIn(GREENWICH);
    const stranger = "stranger@example.com";
    const other = await staffTestApp(area.backend.database, {
      env: { STAFF_EMAILS: `${stranger}=management` },
    });
    try {
      expect(other.staffAccess).toEqual({ members: 4, configured: 1, seeded: 0 });
      expect((await staffSteps(() => other, db).requestLink(stranger)).statusCode).toBe(200);
      expect(await db().select().from(outbox).where(eq(outbox.recipient, stranger))).toHaveLength(0);
      const inbox = await other.inject({
        method: "GET",
        url: "/staff",
        headers: { cookie: `novo_staff=${session.cookie}` },
      });
      expect(inbox.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("lets no one in on an empty staff table without STAFF_EMAILS, and says so in /api/health", async () => {
    const empty = await createBackend(area.backend.name);
    // An empty value is unset: the owner's first run before they name anyone.
    const unset = await staffTestApp(empty.database, { env: { STAFF_EMAILS: "" } });
    try {
      expect(unset.staffAccess).toEqual({ members: 0, configured: 0, seeded: 0 });
      for (const inbox of [MANAGEMENT, GREENWICH, WELLING]) {
        const asked = await staffSteps(
          () => unset,
          () => empty.database.db,
        ).requestLink(inbox);
        expect(asked.statusCode).toBe(200);
      }
      expect(await empty.database.db.select().from(outbox)).toHaveLength(0);
      const health = await unset.inject({ method: "GET", url: apiPaths.health });
      expect(health.json().fallbacks).toContainEqual({
        id: "no-staff-emails",
        message: expect.stringMatching(/^staff sign-in: no one has access and no STAFF_EMAILS set/),
      });
    } finally {
      await unset.close();
      await empty.dispose();
    }
  });

  it("makes STAFF_EMAILS's entries the first records of an empty table once, when two instances start together", async () => {
    const empty = await createBackend(area.backend.name);
    const first = `Owner@Example.com=management, ${GREENWICH}=novogreenwich`;
    const apps = await Promise.all(
      [1, 2].map(() => staffTestApp(empty.database, { env: { STAFF_EMAILS: first } })),
    );
    try {
      expect(apps.map((app) => app.staffAccess.seeded).sort()).toEqual([0, 2]);
      expect(await empty.database.db.select().from(staffMembers).orderBy(staffMembers.email)).toMatchObject([
        { email: GREENWICH, role: "novogreenwich", invitedBy: "configuration" },
        { email: "owner@example.com", role: "management", invitedBy: "configuration" },
      ]);
      expect(await empty.database.db.select().from(staffChanges)).toHaveLength(2);
    } finally {
      for (const app of apps) await app.close();
      await empty.dispose();
    }
  });

  it("keeps an active session alive (sliding expiry)", async () => {
    const session = await signIn(GREENWICH);
    const sevenHoursAgo = new Date(Date.now() - 7 * 60 * 60 * 1000);
    await db().update(staffSessions).set({ lastSeenAt: sevenHoursAgo });
    expect(
      (
        await area.app.inject({
          method: "GET",
          url: "/staff",
          headers: { cookie: `novo_staff=${session.cookie}` },
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await db().select().from(staffSessions);
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(sevenHoursAgo.getTime());
  });
});

describe("STAFF_EMAILS", () => {
  const places = [
    { formName: "novoarmory", name: "Novo Armory" },
    { formName: "novogreenwich", name: "Novo Greenwich" },
  ];
  it("is address=role pairs, roles from the places in content; unset or empty, no one", () => {
    expect(parseStaffEmails(undefined, places)).toEqual([]);
    expect(parseStaffEmails(" , ", places)).toEqual([]);
    expect(parseStaffEmails("Owner@Example.com=management, front@example.com=novoarmory", places)).toEqual([
      { email: "owner@example.com", role: "management" },
      { email: "front@example.com", role: "novoarmory" },
    ]);
    expect(() => parseStaffEmails("someone@example.com=nowhere", places)).toThrow(
      /STAFF_EMAILS: "someone@example.com=nowhere" is not address=role \(role: management, novoarmory, novogreenwich\)/,
    );
    expect(() => parseStaffEmails("not-an-address=management", places)).toThrow(/STAFF_EMAILS/);
  });
});
