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
import { contentChanges, outbox, submissions, tourBookings, tourSlots } from "#server/db/schema.ts";
import { hashAddress } from "#server/submissions/client.ts";
import { storeSubmission } from "#server/submissions/store.ts";
import { emptyPostgresDatabases, testDatabaseUrl } from "#server/test/backends.ts";
import { shippedGyms } from "#tests/shipped.ts";

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
  const messages = { siteOrigin: "https://novo.example", smsEnabled: false, gyms: () => shippedGyms };
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
  const [first] = await db.select().from(outbox).orderBy(outbox.id).limit(1);
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: new Date(), attempts: 1, lastError: "421 try later" })
    .where(eq(outbox.id, first?.id ?? 0));
}

/** Every row of the backed-up tables, exactly as PostgreSQL renders it. */
async function snapshot(database: Database): Promise<string[]> {
  const rows: string[] = [];
  for (const table of ["submissions", "outbox", "tour_slots", "tour_bookings", "content_changes"]) {
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
    const before = await snapshot(db);
    const lastId = (await nextOutboxId(db)) - 1;
    await db.close();
    // Messages: the lead's staff mail and confirmation, the enquiry's staff mail, and the lead's two chases
    // (the gym's reminder and management's escalation, issue 32).
    expect(before.length).toBe(3 + 5 + 1 + 1 + 1);

    const backup = await cli({ DATA_DIR: source }, "backup", file);
    expect(backup.stderr).toContain("3 submission(s), 5 message(s), 1 tour booking(s), 1 content change(s)");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const restore = await cli({ DATA_DIR: target }, "restore", file);
    expect(restore.stderr).toContain("Restored 3 submission(s) and 5 message(s)");
    expect(restore.stderr).toContain("(1 tour booking(s), 1 content change(s))");

    const restored = await openDatabase({ dataDir: target });
    try {
      expect(await snapshot(restored)).toEqual(before);
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
    const before = await snapshot(source);
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
    } finally {
      await target.close();
    }
    const again = await cli({ DATABASE_URL: targetUrl }, "restore", file).catch((error) => error);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("restore needs an empty database");

    // A database the server has already migrated, but empty, is fine too.
    const migratedUrl = await freshDatabase();
    await (await openDatabase({ url: migratedUrl, dataDir: "unused" })).close();
    await cli({ DATABASE_URL: migratedUrl }, "restore", file);
    const migrated = await openDatabase({ url: migratedUrl, dataDir: "unused" });
    try {
      expect(await snapshot(migrated)).toEqual(before);
    } finally {
      await migrated.close();
    }
  }, 240_000);

  it("moves a PGlite backup into PostgreSQL", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "novo-move-"));
    const db = await openDatabase({ dataDir });
    await populate(db);
    const before = await snapshot(db);
    await db.close();
    const file = path.join(dataDir, "move.jsonl");
    await cli({ DATA_DIR: dataDir }, "backup", file);

    const targetUrl = await freshDatabase();
    await cli({ DATABASE_URL: targetUrl }, "restore", file);
    const target = await openDatabase({ url: targetUrl, dataDir: "unused" });
    try {
      expect(await snapshot(target)).toEqual(before);
    } finally {
      await target.close();
    }
  }, 240_000);
});
