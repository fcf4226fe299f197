/** Staff sign-in (auth.ts) as staff go through it: the e-mailed link, its press, the session and its cookie. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { outbox, staffSessions, staffSignInTokens } from "#server/db/schema.ts";
import { TEST_SITE_ORIGIN } from "#server/test/app.ts";
import {
  cookieOf,
  describeStaffArea,
  form,
  GREENWICH,
  MANAGEMENT,
  staffTestApp,
  WELLING,
} from "#server/test/staff.ts";
import { allowedStaff, sha256 } from "./auth";

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

  it("ends the sessions of an address no longer allowed", async () => {
    const session = await signIn(GREENWICH);
    const narrower = await staffTestApp(area.backend.database, {
      env: { STAFF_EMAILS: `${MANAGEMENT}=management` },
    });
    try {
      const response = await narrower.inject({
        method: "GET",
        url: "/staff",
        headers: { cookie: `novo_staff=${session.cookie}` },
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/staff/sign-in");
    } finally {
      await narrower.close();
    }
  });

  it("lets no one in without STAFF_EMAILS, the content's inboxes included, and says so in /api/health", async () => {
    const session = await signIn(MANAGEMENT);
    // An empty value is unset: the owner's first run before they name anyone.
    const unset = await staffTestApp(area.backend.database, { env: { STAFF_EMAILS: "" } });
    try {
      const before = (await db().select().from(outbox)).length;
      for (const inbox of [MANAGEMENT, GREENWICH, WELLING]) {
        const asked = await unset.inject({
          method: "POST",
          url: "/staff/sign-in",
          headers: form,
          payload: new URLSearchParams({ email: inbox }).toString(),
        });
        expect(asked.statusCode).toBe(200);
      }
      expect(await db().select().from(outbox)).toHaveLength(before);
      // A session from before is no longer let in either.
      const inbox = await unset.inject({
        method: "GET",
        url: "/staff",
        headers: { cookie: `novo_staff=${session.cookie}` },
      });
      expect(inbox.statusCode).toBe(303);
      expect(inbox.headers.location).toBe("/staff/sign-in");
      const health = await unset.inject({ method: "GET", url: apiPaths.health });
      expect(health.json().fallbacks).toContainEqual({
        id: "no-staff-emails",
        message: expect.stringMatching(/^staff sign-in: no STAFF_EMAILS set/),
      });
    } finally {
      await unset.close();
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
  it("is the only list: unset or empty, no one; otherwise address=role pairs", () => {
    expect(allowedStaff(undefined).size).toBe(0);
    expect(allowedStaff(" , ").size).toBe(0);
    const configured = allowedStaff("Owner@Example.com=management, front@example.com=novoarmory");
    expect([...configured]).toEqual([
      ["owner@example.com", "management"],
      ["front@example.com", "novoarmory"],
    ]);
    expect(() => allowedStaff("someone@example.com=nowhere")).toThrow(/STAFF_EMAILS/);
  });
});
