/**
 * Backup and restore round trips through the real CLI (child processes): PGlite to PGlite, PostgreSQL to
 * PostgreSQL (pg_dump format) and PGlite to PostgreSQL; what comes back is identical, row for row.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import {
  contentChanges,
  marketingSpend,
  marketingSpendChanges,
  outbox,
  submissions,
  tourBookings,
  tourSlots,
} from "#server/db/schema.ts";
import { seedStaffFromConfiguration } from "#server/staff/first-access.ts";
import { staffPeopleService } from "#server/staff/people.ts";
import { hashAddress } from "#server/submissions/client.ts";
import { storeSubmission } from "#server/submissions/store.ts";
import { emptyPostgresDatabases, testDatabaseUrl } from "#server/test/backends.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const cliArgs = ["--import", "tsx", path.join(root, "server/cli/leads.ts")];

function cli(env: { DATA_DIR?: string; DATABASE_URL?: string }, ...args: string[]) {
  return run(process.execPath, [...cliArgs, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
  });
}

async function populate(database: Database): Promise<void> {
  const client = { ipHash: hashAddress("192.0.2.1", "s"), referer: "https://novo.example/", userAgent: "UA" };
  const messages = {
    siteOrigin: "https://novo.example",
    smsEnabled: false,
    gyms: () => shippedGyms,
    places: () => shippedPlaces,
  };
  const db = database.db;
  await storeSubmission(
    db,
    {
      kind: "lead",
      payload: {
        gymName: "novowelling",
        firstName: "Zoë",
        lastName: 'O\'Brien, "Jr"',
        email: "zoe@example.com",
        phoneNum: "07700900123",
        source: "website",
      },
      email: "zoe@example.com",
      gym: "novowelling",
      spam: false,
      client,
    },
    messages,
  );
  await storeSubmission(
    db,
    {
      kind: "enquiry",
      payload: {
        gym: "novogreenwich",
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.com",
        phoneNum: "07700900456",
        subject: "Line\nbreaks",
        message: "Tabs\tand 'quotes' and \\backslashes\\",
      },
      email: "ann@example.com",
      gym: "novogreenwich",
      spam: false,
      client,
    },
    messages,
  );
  await storeSubmission(
    db,
    {
      kind: "investor",
      payload: { firstName: "Bot", lastName: "Bot", phoneNum: "07700900789", email: "bot@example.com" },
      email: "bot@example.com",
      gym: null,
      spam: true,
      client: { ...client, referer: null, userAgent: null },
    },
    messages,
  );
  // A tour booked by the enquirer (its slot's lock row with it), and an edit in the content change log.
  const [enquiry] = await db.select().from(submissions).where(eq(submissions.kind, "enquiry"));
  const startsAt = new Date("2026-12-01T10:00:00.000Z");
  await db.insert(tourSlots).values({ gym: "novogreenwich", startsAt });
  await db.insert(tourBookings).values({
    submissionId: enquiry?.id ?? "",
    gym: "novogreenwich",
    startsAt,
    endsAt: new Date("2026-12-01T10:30:00.000Z"),
    status: "attended",
    cancelTokenHash: "a".repeat(64),
    markedBy: "greenwich@example.com",
    markedAt: new Date(),
  });
  await db.insert(contentChanges).values({
    entry: "gyms/greenwich",
    path: "gyms/greenwich.yaml",
    kind: "save",
    actor: "staff@example.com",
    role: "management",
    previous: "name: Old\n",
    contents: "name: New\n",
  });
  // Management's spend for a month and its log (issue 38): the owner's own figures, kept like content.
  const spend = { month: "2026-01", channel: "paid-social", campaign: "jan-daypass", amountPence: 12_000 };
  const [entry] = await db
    .insert(marketingSpend)
    .values({ ...spend, createdBy: "owner@example.com", updatedBy: "owner@example.com" })
    .returning({ id: marketingSpend.id });
  await db
    .insert(marketingSpendChanges)
    .values({ spendId: entry?.id ?? 0, actor: "owner@example.com", kind: "created", current: spend });
  const [first] = await db.select().from(outbox).orderBy(outbox.id).limit(1);
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: new Date(), attempts: 1, lastError: "421 try later" })
    .where(eq(outbox.id, first?.id ?? 0));
}

const OWNER = "owner@example.com";
/** What a first start of the restoring process would seed: someone else, who must not end up with access. */
const RESTORING_STAFF_EMAILS = "intruder@example.com=management";

/** The owner's first access, then people invited, one role changed, one removed: records and their log. */
async function populateStaff(database: Database): Promise<void> {
  await seedStaffFromConfiguration(database.db, `${OWNER}=management`, shippedGyms);
  const people = staffPeopleService({
    db: database.db,
    places: () => shippedGyms,
    siteOrigin: "https://novo.example",
    invitationMail: async () => ({ subject: "Your access", text: "Sign in at the staff area.", html: "" }),
    mailed: () => {},
  });
  const owner = { email: OWNER, role: "management" };
  for (const [email, role] of [
    ["greenwich@example.com", "novogreenwich"],
    ["welling@example.com", "novowelling"],
    ["gone@example.com", "novowelling"],
  ] as const)
    expect((await people.inviteStaff(owner, { email, role })).ok).toBe(true);
  expect((await people.changeStaffRole(owner, { email: "welling@example.com", role: "management" })).ok).toBe(
    true,
  );
  expect((await people.removeStaff(owner, { email: "gone@example.com" })).ok).toBe(true);
}

/** Who has access and the log of changes, exactly as PostgreSQL renders them. */
async function staffSnapshot(database: Database): Promise<string[]> {
  const rows: string[] = [];
  for (const table of ["staff_members", "staff_changes"]) {
    const result = await database.db.execute(
      sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t order by 1`,
    );
    rows.push(...(result as unknown as { rows: { j: string }[] }).rows.map((r) => r.j));
  }
  return rows;
}

/** A first start of the restoring process, with STAFF_EMAILS set, before the restore. */
async function seedRestoringStart(database: Database): Promise<void> {
  const seeded = await seedStaffFromConfiguration(database.db, RESTORING_STAFF_EMAILS, shippedGyms);
  expect(seeded.seeded).toBe(1);
}

/** After the restore: the backup's people, and a later start with STAFF_EMAILS adds no one. */
async function expectStaffRestored(database: Database, before: string[]): Promise<void> {
  expect(await staffSnapshot(database)).toEqual(before);
  const later = await seedStaffFromConfiguration(database.db, RESTORING_STAFF_EMAILS, shippedGyms);
  expect(later).toMatchObject({ members: 3, seeded: 0 });
  expect(await staffSnapshot(database)).toEqual(before);
}

/** Every row of the backed-up tables, exactly as PostgreSQL renders it. */
async function snapshot(database: Database): Promise<string[]> {
  const rows: string[] = [];
  for (const table of [
    "submissions",
    "outbox",
    "tour_slots",
    "tour_bookings",
    "content_changes",
    "marketing_spend",
    "marketing_spend_changes",
  ]) {
    const result = await database.db.execute(
      sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t order by 1`,
    );
    rows.push(...(result as unknown as { rows: { j: string }[] }).rows.map((r) => r.j));
  }
  return rows.sort();
}

async function nextOutboxId(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select nextval(pg_get_serial_sequence('outbox', 'id')) as n`);
  return Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n);
}

describe("backup and restore on PGlite", () => {
  it("round-trips every row, refuses a database that is not empty, and rejects a file that is not a backup", async () => {
    const source = mkdtempSync(path.join(tmpdir(), "novo-backup-src-"));
    const target = mkdtempSync(path.join(tmpdir(), "novo-backup-dst-"));
    const file = path.join(source, "nightly.jsonl");

    const db = await openDatabase({ dataDir: source });
    await populate(db);
    await populateStaff(db);
    const before = await snapshot(db);
    const staffBefore = await staffSnapshot(db);
    const lastId = (await nextOutboxId(db)) - 1;
    await db.close();
    // Messages: the lead's staff mail and confirmation, the enquiry's staff mail, the lead's two chases
    // (the gym's reminder and management's escalation, issue 32), and three staff invitations.
    expect(before.length).toBe(3 + 8 + 1 + 1 + 1 + 2);
    expect(staffBefore.length).toBe(3 + 6);

    const backup = await cli({ DATA_DIR: source }, "backup", file);
    expect(backup.stderr).toContain("3 submission(s), 8 message(s), 1 tour booking(s), 1 content change(s)");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const first = await openDatabase({ dataDir: target });
    await seedRestoringStart(first);
    await first.close();
    const restore = await cli({ DATA_DIR: target }, "restore", file);
    expect(restore.stderr).toContain("Restored 3 submission(s) and 8 message(s)");
    expect(restore.stderr).toContain("(1 tour booking(s), 1 content change(s))");

    const restored = await openDatabase({ dataDir: target });
    try {
      expect(await snapshot(restored)).toEqual(before);
      await expectStaffRestored(restored, staffBefore);
      // The staff log continues after the restored ids too.
      const nextChange = await restored.db.execute(
        sql`select nextval(pg_get_serial_sequence('staff_changes', 'id')) as n`,
      );
      expect(Number((nextChange as unknown as { rows: { n: string }[] }).rows[0]?.n)).toBe(7);
      // New messages continue after the restored ids (their .eml files are named by id).
      expect(await nextOutboxId(restored)).toBe(lastId + 1);
      // So do content changes (a put-back names a change by its id).
      const next = await restored.db.execute(
        sql`select nextval(pg_get_serial_sequence('content_changes', 'id')) as n`,
      );
      expect(Number((next as unknown as { rows: { n: string }[] }).rows[0]?.n)).toBe(2);
    } finally {
      await restored.close();
    }

    const again = await cli({ DATA_DIR: target }, "restore", file).catch((error) => error);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("restore needs an empty database");

    const junk = path.join(source, "junk.txt");
    writeFileSync(junk, "hello");
    const bad = await cli({ DATA_DIR: target }, "restore", junk).catch((error) => error);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("neither a pg_dump");
    const missing = await cli({ DATA_DIR: target }, "restore", path.join(source, "nope")).catch((e) => e);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("No such file");
    const truncated = path.join(source, "truncated.jsonl");
    writeFileSync(truncated, readFileSync(file, "utf8").split("\n").slice(0, 3).join("\n"));
    // The file is checked whole before anything else (here, before the target's emptiness).
    const partial = await cli({ DATA_DIR: target }, "restore", truncated).catch((error) => error);
    expect(partial.code).toBe(2);
    expect(partial.stderr).toContain("incomplete");
  }, 240_000);
});

describe.runIf(testDatabaseUrl)("backup and restore on PostgreSQL", () => {
  const databases = emptyPostgresDatabases();
  const freshDatabase = () => databases.fresh("h13b_backup");
  afterAll(() => databases.dropAll());

  it("round-trips in pg_dump format into an empty database, and refuses one that holds data", async () => {
    const sourceUrl = await freshDatabase();
    const source = await openDatabase({ url: sourceUrl, dataDir: "unused" });
    await populate(source);
    await populateStaff(source);
    const before = await snapshot(source);
    const staffBefore = await staffSnapshot(source);
    await source.close();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "novo-pgdump-")), "nightly.dump");

    await cli({ DATABASE_URL: sourceUrl }, "backup", file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("PGDMP");
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const targetUrl = await freshDatabase();
    await cli({ DATABASE_URL: targetUrl }, "restore", file);
    const target = await openDatabase({ url: targetUrl, dataDir: "unused" }); // migrations: nothing to do
    try {
      expect(await snapshot(target)).toEqual(before);
      expect(await staffSnapshot(target)).toEqual(staffBefore);
    } finally {
      await target.close();
    }
    const again = await cli({ DATABASE_URL: targetUrl }, "restore", file).catch((error) => error);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("restore needs an empty database");

    // A database the server has already started on, but empty (STAFF_EMAILS seeded), is fine too.
    const migratedUrl = await freshDatabase();
    const first = await openDatabase({ url: migratedUrl, dataDir: "unused" });
    await seedRestoringStart(first);
    await first.close();
    await cli({ DATABASE_URL: migratedUrl }, "restore", file);
    const migrated = await openDatabase({ url: migratedUrl, dataDir: "unused" });
    try {
      expect(await snapshot(migrated)).toEqual(before);
      await expectStaffRestored(migrated, staffBefore);
    } finally {
      await migrated.close();
    }
  }, 240_000);

  it("moves a PGlite backup into PostgreSQL", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "novo-move-"));
    const db = await openDatabase({ dataDir });
    await populate(db);
    await populateStaff(db);
    const before = await snapshot(db);
    const staffBefore = await staffSnapshot(db);
    await db.close();
    const file = path.join(dataDir, "move.jsonl");
    await cli({ DATA_DIR: dataDir }, "backup", file);

    const targetUrl = await freshDatabase();
    const first = await openDatabase({ url: targetUrl, dataDir: "unused" });
    await seedRestoringStart(first);
    await first.close();
    await cli({ DATABASE_URL: targetUrl }, "restore", file);
    const target = await openDatabase({ url: targetUrl, dataDir: "unused" });
    try {
      expect(await snapshot(target)).toEqual(before);
      await expectStaffRestored(target, staffBefore);
    } finally {
      await target.close();
    }
  }, 240_000);
});
