/** The staff area's queries (queries.ts) through its pages: per-gym scoping, filters, export, retry, erasure. */
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { HONEYPOT_FIELD } from "#contracts/rules.ts";
import {
  erasures,
  outbox,
  staffSessions,
  staffSignInTokens,
  submissionEvents,
  submissions,
} from "#server/db/schema.ts";
import { applyRetention, retentionPeriods } from "#server/privacy/retention.ts";
import { eraseSubject, findSubject } from "#server/privacy/subject.ts";
import { apiHeaders, testEnv, validBodies } from "#server/test/app.ts";
import { describeStaffArea, GREENWICH, MANAGEMENT, WELLING } from "#server/test/staff.ts";
import { containsPattern } from "./queries";

describeStaffArea("staff queries", (area) => {
  const { db, requestLink, signIn, lead, post, get } = area;

  it("keeps a gym to its own leads: by URL, list, export, outbox and status", async () => {
    const greenwichLead = await lead(validBodies.lead);
    const wellingLead = await lead({
      ...validBodies.lead,
      gymName: "novowelling",
      email: "wendy@example.com",
      firstName: "Wendy",
    });
    const investor = await area.app.inject({
      method: "POST",
      url: apiPaths.investor,
      headers: apiHeaders,
      payload: validBodies.investor,
    });
    expect(investor.statusCode).toBe(201);
    const welling = await signIn(WELLING);
    const cookie = { cookie: `novo_staff=${welling.cookie}` };

    expect(
      (await area.app.inject({ method: "GET", url: `/staff/submissions/${greenwichLead}`, headers: cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await area.app.inject({ method: "GET", url: `/staff/submissions/${wellingLead}`, headers: cookie }))
        .statusCode,
    ).toBe(200);
    const list = await area.app.inject({ method: "GET", url: "/staff", headers: cookie });
    expect(list.body).toContain("wendy@example.com");
    expect(list.body).not.toContain(validBodies.lead.email);
    expect(list.body).not.toContain(validBodies.investor.email);

    // Asking for another gym in the filter changes nothing: the rule is in the query.
    const exported = await post("/staff/export", welling, { csrf: welling.csrf, gym: "novogreenwich" });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("text/csv");
    expect(exported.body).toContain("wendy@example.com");
    expect(exported.body).not.toContain(validBodies.lead.email);
    expect(exported.body).not.toContain(validBodies.investor.email);

    const outboxPage = await area.app.inject({ method: "GET", url: "/staff/outbox", headers: cookie });
    expect(outboxPage.body).toContain(`/staff/submissions/${wellingLead}`);
    expect(outboxPage.body).not.toContain(`/staff/submissions/${greenwichLead}`);
    expect(outboxPage.body).not.toContain("staff-sign-in");

    expect(
      (
        await post(`/staff/submissions/${greenwichLead}/status`, welling, {
          csrf: welling.csrf,
          status: "lost",
        })
      ).statusCode,
    ).toBe(404);
    const [other] = await db().select().from(submissions).where(eq(submissions.id, greenwichLead));
    expect(other?.status).toBe("new");
    const [foreignMessage] = await db().select().from(outbox).where(eq(outbox.submissionId, greenwichLead));
    expect(
      (await post(`/staff/outbox/${foreignMessage?.id}/retry`, welling, { csrf: welling.csrf })).statusCode,
    ).toBe(404);
    expect((await area.app.inject({ method: "GET", url: "/staff/erase", headers: cookie })).statusCode).toBe(
      403,
    );
    expect(
      (await post("/staff/erase/confirm", welling, { csrf: welling.csrf, email: "wendy@example.com" }))
        .statusCode,
    ).toBe(403);

    // Management sees everything, investors included.
    const management = await signIn(MANAGEMENT);
    const all = await post("/staff/export", management, { csrf: management.csrf });
    for (const email of [validBodies.lead.email, "wendy@example.com", validBodies.investor.email])
      expect(all.body).toContain(email);
  });

  it("filters and searches, with the user's wildcards taken literally", async () => {
    await lead(validBodies.lead);
    await lead({ ...validBodies.lead, email: "per_cent@example.com", firstName: "Percy" });
    const management = await signIn(MANAGEMENT);
    // The inbox's filter is its URL's query (issue 46).
    const inbox = (fields: Record<string, string>) =>
      get(`/staff?${new URLSearchParams(fields)}`, management);
    const search = async (q: string) => (await inbox({ q })).body;
    expect(await search("jane")).toContain(validBodies.lead.email);
    expect(await search("jane")).not.toContain("per_cent@example.com");
    expect(await search("Percy")).toContain("per_cent@example.com");
    expect(await search("%")).not.toContain(validBodies.lead.email);
    expect(containsPattern("a_b%c\\")).toBe("%a\\_b\\%c\\\\%");
    const since = (from: string) => inbox({ from, to: "2999-12-31" });
    expect((await since("2000-01-01")).body).toContain(validBodies.lead.email);
    expect((await since("2999-01-01")).body).not.toContain(validBodies.lead.email);
    expect((await inbox({ to: "2000-01-01" })).body).not.toContain(validBodies.lead.email);
    // Spam only on request.
    await lead({ ...validBodies.lead, email: "bot@example.com", [HONEYPOT_FIELD]: "filled" });
    expect((await inbox({})).body).not.toContain("bot@example.com");
    const withSpam = (await inbox({ spam: "on" })).body;
    expect(withSpam).toContain("bot@example.com");
    expect(withSpam).toContain("SPAM");
    const byKind = (await inbox({ kind: "investor" })).body;
    expect(byKind).not.toContain(validBodies.lead.email);
  });

  it("exports CSV with formula cells neutralised", async () => {
    // Names can no longer start with "="; one stored before that rule is neutralised as ever.
    const id = await lead(validBodies.lead);
    await db()
      .update(submissions)
      .set({ payload: { ...validBodies.lead, firstName: "=HYPERLINK(1)" } })
      .where(eq(submissions.id, id));
    const management = await signIn(MANAGEMENT);
    const csv = (await post("/staff/export", management, { csrf: management.csrf })).body;
    expect(csv.split("\r\n")[0]).toMatch(/^id,received,kind,gym,status,name,email/);
    expect(csv).toContain("'=HYPERLINK(1) Doe");
  });

  it("retries a dead message and erases an address as the CLI does", async () => {
    const id = await lead(validBodies.lead);
    await db().execute(sql`UPDATE outbox SET status = 'dead', attempts = 8 WHERE submission_id = ${id}`);
    const management = await signIn(MANAGEMENT);
    const [dead] = await db().select().from(outbox).where(eq(outbox.submissionId, id));
    const retried = await post(`/staff/outbox/${dead?.id}/retry`, management, { csrf: management.csrf });
    expect(retried.statusCode).toBe(303);
    const [again] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.id, dead?.id ?? 0));
    expect(again?.status).toBe("pending");

    await post(`/staff/submissions/${id}/status`, management, {
      csrf: management.csrf,
      status: "toured",
      note: "n",
    });
    const asked = await post("/staff/erase", management, {
      csrf: management.csrf,
      email: validBodies.lead.email,
    });
    expect(asked.body).toContain("1 submission(s)");
    expect(await db().select().from(submissions)).toHaveLength(1);
    const erased = await post("/staff/erase/confirm", management, {
      csrf: management.csrf,
      email: validBodies.lead.email,
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.body).toContain("1 submission(s)");
    expect(await db().select().from(submissions)).toHaveLength(0);
    expect(await db().select().from(submissionEvents)).toHaveLength(0);
  });

  it("asks for a fresh sign-in before erasure when the session is 20 minutes old, and records who erased", async () => {
    await lead(validBodies.lead);
    const management = await signIn(MANAGEMENT);
    await db()
      .update(staffSessions)
      .set({ createdAt: new Date(Date.now() - 20 * 60 * 1000) });
    for (const url of ["/staff/erase", "/staff/erase/confirm"]) {
      const refused = await post(url, management, { csrf: management.csrf, email: validBodies.lead.email });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain("Erasure needs a recent sign-in");
    }
    expect(await db().select().from(submissions)).toHaveLength(1);
    const fresh = await signIn(MANAGEMENT);
    const erased = await post("/staff/erase/confirm", fresh, {
      csrf: fresh.csrf,
      email: validBodies.lead.email,
    });
    expect(erased.statusCode).toBe(200);
    expect(await db().select().from(submissions)).toHaveLength(0);
    const [recorded] = await db().select().from(erasures);
    expect(recorded?.actor).toBe(MANAGEMENT);
    expect(recorded?.emailHash).not.toContain("@");
  });

  it("covers the new tables in subject access, erasure and retention", async () => {
    const id = await lead(validBodies.lead);
    const management = await signIn(MANAGEMENT);
    await post(`/staff/submissions/${id}/status`, management, {
      csrf: management.csrf,
      status: "joined",
      note: "x",
    });
    const env = testEnv();
    const found = await findSubject(db(), validBodies.lead.email, { dataDir: env.dataDir });
    expect(found.events).toHaveLength(1);
    // A sign-in e-mail (no submission) is found by its recipient and erased too.
    const staffFound = await findSubject(db(), MANAGEMENT, { dataDir: env.dataDir });
    expect(staffFound.outbox.some((m) => m.purpose === "staff-sign-in")).toBe(true);
    await eraseSubject(db(), MANAGEMENT, { dataDir: env.dataDir });

    await requestLink(GREENWICH);
    const future = new Date(Date.now() + 3 * 365 * 24 * 60 * 60 * 1000);
    const report = await applyRetention(db(), retentionPeriods(env), { dataDir: env.dataDir, now: future });
    expect(report.submissionsDeleted).toBe(1);
    expect(await db().select().from(submissionEvents)).toHaveLength(0);
    expect(await db().select().from(outbox)).toHaveLength(0);
    expect(await db().select().from(staffSignInTokens)).toHaveLength(0);
    expect(await db().select().from(staffSessions)).toHaveLength(0);
  });
});
