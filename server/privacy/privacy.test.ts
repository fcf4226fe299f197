/** Retention, scrubbing, subject access and erasure, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. */
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { retentionDays, retentionMonths } from "#contracts/content/privacy.ts";
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { Db } from "#server/db/client.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { hashAddress } from "#server/submissions/client.ts";
import { storeSubmission } from "#server/submissions/store.ts";
import { testApp, testEnv } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { sleep, waitFor } from "#server/test/wait.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
import { emlDir } from "./eml";
import { applyRetention, createRetentionJob, daysBefore, monthsBefore, retentionPeriods } from "./retention";
import { eraseSubject, findSubject, InvalidSubjectError } from "./subject";

const client = {
  ipHash: hashAddress("192.0.2.1", "s"),
  referer: "https://novo.example/offers",
  userAgent: "UA",
};
const messages = {
  siteOrigin: "https://novo.example",
  smsEnabled: false,
  gyms: () => shippedGyms,
  places: () => shippedPlaces,
};
const NOW = new Date("2026-06-15T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

async function store(
  db: Db,
  kind: SubmissionKind,
  email: string,
  createdAt: Date,
  spam = false,
): Promise<{ id: string; outboxIds: number[] }> {
  const payloads: Record<SubmissionKind, Record<string, unknown>> = {
    tour: {
      gym: "novogreenwich",
      slot: "2026-12-01T10:00:00.000Z",
      firstName: "Jane",
      lastName: "Doe",
      email,
      phoneNum: "07700900123",
    },
    lead: {
      gymName: "novowelling",
      firstName: "Jane",
      lastName: "Doe",
      email,
      phoneNum: "07700900123",
      source: "website",
    },
    enquiry: {
      gym: "novogreenwich",
      firstName: "Jane",
      lastName: "Doe",
      email,
      phoneNum: "07700900123",
      subject: "Hours",
      message: "When are you open?",
    },
    investor: { firstName: "Jane", lastName: "Doe", phoneNum: "07700900123", email },
    interest: { firstName: "Jane", lastName: "Doe", email, phone: "07700900123", interest: "prep" },
  };
  const payload = payloads[kind];
  const gym = (payload.gymName ?? payload.gym ?? null) as string | null;
  const { id } = await storeSubmission(db, { kind, payload, email, gym, spam, client }, messages);
  await db.update(submissions).set({ createdAt }).where(eq(submissions.id, id));
  const rows = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.submissionId, id));
  return { id, outboxIds: rows.map((r) => r.id) };
}

/** What the file mailer would have written for these rows. */
function writeEml(dataDir: string, ids: number[], mtime?: Date): string[] {
  mkdirSync(emlDir(dataDir), { recursive: true });
  return ids.map((id) => {
    const file = path.join(emlDir(dataDir), `${id}-staff-notification.eml`);
    writeFileSync(file, `Subject: copy of message ${id}\n\nJane Doe jane@example.com`);
    if (mtime) utimesSync(file, mtime, mtime);
    return path.basename(file);
  });
}

describe("month arithmetic", () => {
  it("keeps the day of the month, clamped to the shorter month", () => {
    expect(monthsBefore(new Date("2026-06-15T12:00:00Z"), 12).toISOString()).toBe("2025-06-15T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(monthsBefore(new Date("2028-03-31T00:00:00Z"), 1).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(monthsBefore(new Date("2026-01-10T00:00:00Z"), 24).toISOString()).toBe("2024-01-10T00:00:00.000Z");
  });
});

describe("the periods", () => {
  it("default to the privacy policy's and can be configured", () => {
    const defaults = retentionPeriods(testEnv());
    expect(defaults.months).toEqual({
      lead: retentionMonths.leads,
      interest: retentionMonths.interest,
      enquiry: retentionMonths.enquiries,
      investor: retentionMonths.investorEnquiries,
      // A tour booking is a lead (the privacy policy says so).
      tour: retentionMonths.leads,
    });
    expect(defaults.spamDays).toBe(retentionDays.spam);
    expect(defaults.sentMessageDays).toBe(retentionDays.sentMessageCopies);
    const set = retentionPeriods(
      testEnv({ RETENTION_LEAD_MONTHS: "6", RETENTION_SPAM_DAYS: "7", RETENTION_SENT_MESSAGE_DAYS: "14" }),
    );
    expect(set.months.lead).toBe(6);
    expect(set.months.tour).toBe(6);
    expect(set.spamDays).toBe(7);
    expect(set.sentMessageDays).toBe(14);
    expect(() => testEnv({ RETENTION_LEAD_MONTHS: "0" })).toThrow(/RETENTION_LEAD_MONTHS/);
    expect(() => testEnv({ RETENTION_SPAM_DAYS: "soon" })).toThrow(/RETENTION_SPAM_DAYS/);
  });
});

describe.each(backendNames)("data duties on %s", (backendName) => {
  let backend: TestBackend;
  let dataDir: string;
  const periods = retentionPeriods(testEnv());
  beforeAll(async () => {
    backend = await createBackend(backendName);
  });
  afterAll(() => backend?.dispose());
  beforeEach(async () => {
    await backend.reset();
    dataDir = mkdtempSync(path.join(tmpdir(), "novo-privacy-"));
  });

  it("deletes submissions past their period with their messages and .eml files, and keeps the rest", async () => {
    const db = backend.database.db;
    const justOver = (months: number) => new Date(monthsBefore(NOW, months).getTime() - DAY);
    const justUnder = (months: number) => new Date(monthsBefore(NOW, months).getTime() + DAY);
    const expired = [
      await store(db, "lead", "old.lead@example.com", justOver(12)),
      await store(db, "interest", "old.interest@example.com", justOver(12)),
      await store(db, "enquiry", "old.enquiry@example.com", justOver(24)),
      await store(db, "investor", "old.investor@example.com", justOver(24)),
      await store(db, "lead", "spam@example.com", daysBefore(NOW, 31), true),
    ];
    const kept = [
      await store(db, "lead", "recent.lead@example.com", justUnder(12)),
      await store(db, "enquiry", "enquiry@example.com", justOver(12)), // 13 months: enquiries keep 24
      await store(db, "investor", "investor@example.com", justUnder(24)),
      await store(db, "lead", "new.spam@example.com", daysBefore(NOW, 29), true),
    ];
    const expiredFiles = writeEml(
      dataDir,
      expired.flatMap((s) => s.outboxIds),
    );
    const keptFiles = writeEml(
      dataDir,
      kept.flatMap((s) => s.outboxIds),
    );
    expect(expiredFiles.length).toBeGreaterThan(3);

    const report = await applyRetention(db, periods, { dataDir, now: NOW });
    expect(report.submissionsDeleted).toBe(5);
    expect(report.outboxDeleted).toBe(expired.flatMap((s) => s.outboxIds).length);
    expect(report.filesDeleted).toBe(expiredFiles.length);
    const left = await db.select({ id: submissions.id }).from(submissions);
    expect(left.map((r) => r.id).sort()).toEqual(kept.map((s) => s.id).sort());
    const leftMessages = await db.select({ id: outbox.id }).from(outbox);
    expect(leftMessages.map((r) => r.id).sort()).toEqual(kept.flatMap((s) => s.outboxIds).sort());
    expect(readdirSync(emlDir(dataDir)).sort()).toEqual(keptFiles.sort());

    // Nothing more to do on a second pass.
    expect(await applyRetention(db, periods, { dataDir, now: NOW })).toEqual({
      submissionsDeleted: 0,
      outboxDeleted: 0,
      messagesScrubbed: 0,
      filesDeleted: 0,
    });
  });

  it("scrubs delivered messages after the period, keeping their metadata, and removes old .eml copies", async () => {
    const db = backend.database.db;
    const { outboxIds } = await store(db, "lead", "jane@example.com", daysBefore(NOW, 40));
    const [old, recent] = outboxIds;
    if (old === undefined || recent === undefined) throw new Error("a lead causes two messages");
    await db
      .update(outbox)
      .set({ status: "sent", sentAt: daysBefore(NOW, 31), attempts: 1 })
      .where(eq(outbox.id, old));
    await db
      .update(outbox)
      .set({ status: "sent", sentAt: daysBefore(NOW, 29), attempts: 1 })
      .where(eq(outbox.id, recent));
    const [before] = await db.select().from(outbox).where(eq(outbox.id, old));
    writeEml(dataDir, [old], daysBefore(NOW, 31));
    const [recentFile] = writeEml(dataDir, [recent], daysBefore(NOW, 29));

    const report = await applyRetention(db, periods, { dataDir, now: NOW });
    expect(report).toMatchObject({ submissionsDeleted: 0, messagesScrubbed: 1, filesDeleted: 1 });
    const [after] = await db.select().from(outbox).where(eq(outbox.id, old));
    expect(after).toMatchObject({
      recipient: "",
      replyTo: null,
      subject: "",
      textBody: "",
      htmlBody: null,
      lastError: null,
      channel: before?.channel,
      purpose: before?.purpose,
      status: "sent",
      attempts: 1,
      submissionId: before?.submissionId,
    });
    expect(after?.createdAt).toEqual(before?.createdAt);
    expect(after?.sentAt).toEqual(before?.sentAt);
    const [untouched] = await db.select().from(outbox).where(eq(outbox.id, recent));
    expect(untouched?.textBody).toContain("Jane");
    expect(readdirSync(emlDir(dataDir))).toEqual([recentFile]);
  });

  it("finds everything held for an address, whatever its case, and nothing of anyone else's", async () => {
    const db = backend.database.db;
    const first = await store(db, "lead", "Jane.Doe@Example.com", daysBefore(NOW, 3));
    const second = await store(db, "investor", "jane.doe@example.com", daysBefore(NOW, 2));
    const other = await store(db, "lead", "someone@example.com", daysBefore(NOW, 1));
    writeEml(dataDir, [...first.outboxIds, ...other.outboxIds]);

    const held = await findSubject(db, "JANE.DOE@example.com", { dataDir });
    expect(held.email).toBe("jane.doe@example.com");
    expect(held.submissions.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(held.submissions[0]?.payload).toMatchObject({ firstName: "Jane", phoneNum: "07700900123" });
    expect(held.outbox.map((m) => m.id).sort()).toEqual([...first.outboxIds, ...second.outboxIds].sort());
    expect(held.files.map((f) => path.basename(f.path)).sort()).toEqual(
      first.outboxIds.map((id) => `${id}-staff-notification.eml`).sort(),
    );
    expect(held.files[0]?.content).toContain("Subject: copy of message");
    expect(JSON.stringify(held)).not.toContain("someone@example.com");

    expect((await findSubject(db, "nobody@example.com", { dataDir })).submissions).toEqual([]);
  });

  it("erases everything held for an address, reports it, and leaves everyone else alone", async () => {
    const db = backend.database.db;
    const first = await store(db, "lead", "jane@example.com", daysBefore(NOW, 3));
    const second = await store(db, "enquiry", "JANE@example.com", daysBefore(NOW, 2));
    const other = await store(db, "lead", "someone@example.com", daysBefore(NOW, 1));
    writeEml(dataDir, [...first.outboxIds, ...other.outboxIds]);

    const report = await eraseSubject(db, "jane@example.com", { dataDir });
    expect(report.submissionIds.sort()).toEqual([first.id, second.id].sort());
    expect(report.outboxIds).toEqual([...first.outboxIds, ...second.outboxIds].sort((a, b) => a - b));
    expect(report.files).toHaveLength(first.outboxIds.length);

    const after = await findSubject(db, "jane@example.com", { dataDir });
    expect(after).toEqual({
      email: "jane@example.com",
      submissions: [],
      events: [],
      tours: [],
      outbox: [],
      files: [],
    });
    expect((await findSubject(db, "someone@example.com", { dataDir })).submissions).toHaveLength(1);
    expect(readdirSync(emlDir(dataDir)).sort()).toEqual(
      other.outboxIds.map((id) => `${id}-staff-notification.eml`).sort(),
    );
  });

  it("refuses what is not an e-mail address and changes nothing", async () => {
    const db = backend.database.db;
    await store(db, "lead", "jane@example.com", daysBefore(NOW, 3));
    for (const bad of ["", "jane", "%", "' or 1=1 --"])
      await expect(eraseSubject(db, bad, { dataDir })).rejects.toBeInstanceOf(InvalidSubjectError);
    await expect(findSubject(db, "%@%", { dataDir })).rejects.toBeInstanceOf(InvalidSubjectError);
    expect(await db.select().from(submissions)).toHaveLength(1);
  });

  it("runs as the app's daily job", async () => {
    const db = backend.database.db;
    await store(db, "lead", "old@example.com", monthsBefore(new Date(), 13));
    await store(db, "lead", "new@example.com", new Date());
    const app = await testApp(backend.database, { env: { DATA_DIR: dataDir } });
    try {
      const report = await app.retention.runNow();
      expect(report.submissionsDeleted).toBe(1);
      expect((await db.select().from(submissions)).map((s) => s.email)).toEqual(["new@example.com"]);
    } finally {
      await app.close();
    }
  });

  it("runs on its own timer once started, and again after each interval, until stopped", async () => {
    const db = backend.database.db;
    const job = createRetentionJob({
      db,
      periods,
      dataDir,
      log: pino({ level: "silent" }),
      firstRunDelayMs: 10,
      intervalMs: 50,
    });
    job.start();
    try {
      await store(db, "lead", "old@example.com", monthsBefore(new Date(), 13));
      await waitFor(async () => (await db.select().from(submissions)).length === 0, 5000, "the first pass");
      // A later pass finds what expired since.
      await store(db, "lead", "older@example.com", monthsBefore(new Date(), 14));
      await waitFor(async () => (await db.select().from(submissions)).length === 0, 5000, "a later pass");
    } finally {
      await job.stop();
    }
    await store(db, "lead", "after.stop@example.com", monthsBefore(new Date(), 13));
    await sleep(150);
    expect(await db.select().from(submissions)).toHaveLength(1);
  });
});
