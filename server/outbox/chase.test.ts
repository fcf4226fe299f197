/**
 * The lead chase with a fake clock (issue 32): real database (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set), the real worker, messages and prepare step; only the instant is injected. Greenwich as shipped:
 * staffed 08:00-20:00 on weekdays, thresholds 15 and 60 minutes. November 2026 is GMT (London = UTC).
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { firstContactSettingsOf } from "#app/content/first-contact.server.ts";
import { gymsFrom } from "#app/content/gyms.server.ts";
import type { ContentStore } from "#app/content/store.server.ts";
import { type OutboxRow, outbox, submissions } from "#server/db/schema.ts";
import { changeLead, LEAD_CHASES } from "#server/staff/first-contact.ts";
import { TEST_SITE_ORIGIN, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { shippedContent } from "#server/test/content.ts";
import { createChasePrepare } from "./chase";
import { messagesFor } from "./messages";
import { OutboxWorker } from "./worker";

const GYM_INBOX = "greenwich@novogyms.co.uk";
const silent = { info() {}, warn() {}, error() {}, debug() {} };

describe.each(backendNames)("lead chase on %s", (backendName) => {
  let backend: TestBackend;
  let content: ContentStore;
  let now = new Date();
  const sent: OutboxRow[] = [];
  const chases = () => sent.filter((m) => (LEAD_CHASES as readonly string[]).includes(m.purpose));
  const db = () => backend.database.db;
  const options = () => ({
    siteOrigin: TEST_SITE_ORIGIN,
    smsEnabled: false,
    content,
    gyms: () => gymsFrom(content.snapshot()),
  });
  let worker: OutboxWorker;

  beforeAll(async () => {
    backend = await createBackend(backendName);
    content = await shippedContent();
  });
  afterAll(async () => {
    await backend?.dispose();
  });
  beforeEach(async () => {
    await backend.reset();
    sent.length = 0;
    worker = new OutboxWorker({
      db: db(),
      deliver: async (row) => {
        sent.push(row);
      },
      log: silent,
      clock: () => now,
      prepare: createChasePrepare(db(), options()),
    });
  });

  /** A lead as the API stores it, arriving at `at`, with every message it causes. */
  async function lead(at: string, firstName = "Jane"): Promise<string> {
    now = new Date(at);
    const id = randomUUID();
    const payload = { ...validBodies.lead, firstName };
    await db().insert(submissions).values({
      id,
      kind: "lead",
      payload,
      email: payload.email,
      gym: payload.gymName,
      ipHash: "test",
      createdAt: now,
    });
    const messages = await messagesFor(
      { id, kind: "lead", payload, receivedAt: now, referer: null },
      options(),
    );
    // Rows due "now" are due at the fake instant, not at the database's clock.
    await db()
      .insert(outbox)
      .values(messages.map((m) => ({ ...m, submissionId: id, nextAttemptAt: m.nextAttemptAt ?? now })));
    return id;
  }
  /** Moves the clock and lets the worker send what is due then. */
  async function at(iso: string): Promise<void> {
    now = new Date(iso);
    while ((await worker.runOnce()) > 0);
  }
  const touch = (id: string, change: Parameters<typeof changeLead>[3]) =>
    changeLead(db(), { role: "management", email: "boss@novogyms.co.uk" }, id, change, {
      settingsFor: (gym) => firstContactSettingsOf({ content }, gym),
      webhookUrls: [],
      now: () => now,
    });

  it("sends the reminder and the escalation once each, at the instants staffed time reaches 15 and 60 minutes", async () => {
    // Tuesday 19:50: 10 staffed minutes today, then Wednesday from 08:00.
    await lead("2026-11-10T19:50:00Z");
    await at("2026-11-10T19:50:00Z");
    expect(sent.map((m) => m.purpose).sort()).toEqual(["staff-notification", "visitor-confirmation"]);
    await at("2026-11-10T23:00:00Z");
    await at("2026-11-11T08:04:00Z");
    expect(chases()).toHaveLength(0);
    await at("2026-11-11T08:05:00Z");
    expect(chases().map((m) => [m.purpose, m.recipient])).toEqual([["lead-reminder", GYM_INBOX]]);
    expect(chases()[0]?.subject).toBe("Waiting for a call: Jane Doe - Novo Greenwich");
    expect(chases()[0]?.textBody).toContain("waiting 15 staffed minutes");
    await at("2026-11-11T08:49:00Z");
    expect(chases()).toHaveLength(1);
    await at("2026-11-11T08:50:00Z");
    await at("2026-11-11T12:00:00Z");
    await at("2026-11-12T12:00:00Z");
    expect(chases().map((m) => m.purpose)).toEqual(["lead-reminder", "lead-escalation"]);
    expect(chases()[1]?.recipient).toBe("management@novogyms.co.uk");
  });

  it("withdraws both by any touch: a status change, a logged call, even one to lost", async () => {
    const changed = await lead("2026-11-10T10:00:00Z", "Amy");
    const called = await lead("2026-11-10T10:00:00Z", "Ben");
    const lost = await lead("2026-11-10T10:00:00Z", "Cat");
    await at("2026-11-10T10:05:00Z");
    expect(await touch(changed, { how: "status", status: "contacted", note: null })).toBe(true);
    expect(await touch(called, { how: "call" })).toBe(true);
    expect(await touch(lost, { how: "status", status: "lost", note: "Wrong number" })).toBe(true);
    await at("2026-11-10T12:00:00Z");
    await at("2026-11-11T12:00:00Z");
    expect(chases()).toHaveLength(0);
    const rows = await db().select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.filter((r) => r.purpose.startsWith("lead-")).map((r) => r.status)).toEqual(
      Array(6).fill("withdrawn"),
    );
    // The first contact is stored once, with both figures: 5 staffed minutes, 5 on the clock.
    const [row] = await db().select().from(submissions).where(eq(submissions.id, called));
    expect(row).toMatchObject({
      status: "contacted",
      firstContactBy: "boss@novogyms.co.uk",
      firstContactHow: "call",
      firstContactStaffedSeconds: 300,
      firstContactClockSeconds: 300,
    });
    // A status change from new counts as contact whatever it changes to (decision 0023).
    const [gone] = await db().select().from(submissions).where(eq(submissions.id, lost));
    expect(gone).toMatchObject({
      status: "lost",
      firstContactHow: "status",
      firstContactStaffedSeconds: 300,
    });
  });

  it("sends nothing outside staffed hours: a reminder due while the worker was down waits for the morning", async () => {
    // Wednesday 19:00: due 19:15, but the worker next looks at 21:00.
    await lead("2026-11-11T19:00:00Z");
    await at("2026-11-11T21:00:00Z");
    await at("2026-11-12T03:00:00Z");
    await at("2026-11-12T07:59:00Z");
    expect(chases()).toHaveLength(0);
    await at("2026-11-12T08:00:00Z");
    // Both fell due overnight and go together at 08:00, delivered in parallel: in either order.
    expect(
      chases()
        .map((m) => m.purpose)
        .sort(),
    ).toEqual(["lead-escalation", "lead-reminder"]);
  });

  it("makes one digest of many waiting leads, at most one per inbox per interval", async () => {
    await lead("2026-11-10T10:00:00Z", "Amy");
    await lead("2026-11-10T10:01:00Z", "Ben");
    await lead("2026-11-10T10:02:00Z", "Cat");
    await lead("2026-11-10T10:10:00Z", "Dan");
    await at("2026-11-10T10:20:00Z");
    expect(chases()).toHaveLength(1);
    const [digest] = chases();
    expect(digest?.subject).toBe("3 leads waiting for a call");
    for (const name of ["Amy Doe", "Ben Doe", "Cat Doe"]) expect(digest?.textBody).toContain(name);
    expect(digest?.textBody).not.toContain("Dan Doe");
    // Dan is due at 10:25, but a digest went at 10:20: his waits for 10:35.
    await at("2026-11-10T10:25:00Z");
    await at("2026-11-10T10:34:00Z");
    expect(chases()).toHaveLength(1);
    await at("2026-11-10T10:35:00Z");
    expect(chases()).toHaveLength(2);
    expect(chases()[1]?.subject).toBe("Waiting for a call: Dan Doe - Novo Greenwich");
    const folded = await db().select().from(outbox).where(eq(outbox.status, "folded"));
    expect(folded.map((r) => r.foldedInto)).toEqual([digest?.id, digest?.id]);
  });

  it("does not chase held or spam submissions", async () => {
    const held = await lead("2026-11-10T10:00:00Z", "Hal");
    const spam = await lead("2026-11-10T10:00:00Z", "Sam");
    await db().update(submissions).set({ held: true }).where(eq(submissions.id, held));
    await db().update(submissions).set({ spam: true }).where(eq(submissions.id, spam));
    await at("2026-11-10T12:00:00Z");
    expect(chases()).toHaveLength(0);
  });
});
