/**
 * Backups: `npm run leads -- backup <file>` and `restore <file>`.
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored with pg_restore (postgres.ts). Needs the PostgreSQL
 *   client tools of the server's major version or newer on PATH.
 * - PGlite: PGlite 0.5 is PostgreSQL 18 in WebAssembly, which no installed pg_dump can read, and the WASM
 *   pg_dump of @electric-sql/pglite-tools must run inside the process that holds the files (the server).
 *   So the dump is ours: every row of every table, read in one read-only repeatable-read transaction
 *   (through the running server's socket when it holds the folder), written as JSON lines. Values go
 *   through row_to_json, so timestamps keep their microseconds and payloads their exact JSON. Such a file
 *   restores into PGlite or into PostgreSQL (the move from one to the other).
 * Restore writes into an empty database only, and a bad file changes nothing. The live content (content_files,
 * with the owner's photos, and the record of differences from the ship) is in both kinds of backup; a restore
 * replaces whatever content a first start seeded, and tells every instance to follow. So are the staff records
 * (who has access, and the log of changes to it): a restore replaces what STAFF_EMAILS seeded at a first start,
 * and a later start finds them and leaves STAFF_EMAILS unused.
 */
import { createReadStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { bumpVersion, bytesInBucket, contentBytes } from "#server/content/files.ts";
import type { Db } from "#server/db/client.ts";
import { contentVersion } from "#server/db/schema.ts";
import { credentialPurposes } from "#server/outbox/credentials.ts";

/**
 * The tables a backup holds, parents first (outbox rows, status history and tour bookings reference
 * submissions). Staff sign-in links and sessions are short-lived and left out: after a restore, staff sign
 * in again. Tour slots are only locks, kept so a restored booking's slot row exists as it did.
 */
export const backupTables = [
  "submissions",
  "outbox",
  "submission_events",
  "page_views",
  "tour_slots",
  "tour_bookings",
  "content_changes",
  "content_files",
  "content_differences",
  "staff_members",
  "staff_changes",
  "marketing_spend",
  "marketing_spend_changes",
  // A table added later goes here, in dumpOrder, and in serialTables when it has a serial id; a dump made
  // before it restores with none of its rows.
] as const;
type Table = (typeof backupTables)[number];

/**
 * What a first start seeds: the live content from the ship, the staff records from STAFF_EMAILS. A database
 * counts as empty with them, and a restore that has a group replaces it (a dump made before it lived in the
 * database leaves it as it is). Each group is listed parents first.
 */
const seededGroups: readonly (readonly Table[])[] = [
  ["content_files", "content_differences"],
  ["staff_members", "staff_changes"],
];
const seededTables: readonly Table[] = seededGroups.flat();

/** The order rows are dumped in, so two dumps of the same data are the same file. */
const dumpOrder: Record<Table, ReturnType<typeof sql>> = {
  submissions: sql`created_at, id`,
  outbox: sql`id`,
  submission_events: sql`id`,
  page_views: sql`day, path`,
  tour_slots: sql`gym, starts_at`,
  tour_bookings: sql`created_at, id`,
  content_changes: sql`id`,
  content_files: sql`path`,
  content_differences: sql`path`,
  staff_members: sql`email`,
  staff_changes: sql`id`,
  marketing_spend: sql`id`,
  marketing_spend_changes: sql`id`,
};

/** Tables with a serial id: after a restore, new rows continue after the restored ids. */
const serialTables = [
  "outbox",
  "submission_events",
  "content_changes",
  "staff_changes",
  "marketing_spend",
  "marketing_spend_changes",
] as const;

function perTable<T>(make: () => T): Record<Table, T> {
  return Object.fromEntries(backupTables.map((table) => [table, make()])) as Record<Table, T>;
}

function countsOf(rows: Record<Table, { length: number }>): Record<Table, number> {
  return Object.fromEntries(backupTables.map((table) => [table, rows[table].length])) as Record<
    Table,
    number
  >;
}

export const BACKUP_FORMAT = "novo-backup";
const BACKUP_VERSION = 1;

import { BackupError } from "./errors";

export { BackupError } from "./errors";
export { dumpPostgres, restorePostgres } from "./postgres";

interface Header {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The drizzle migrations applied to the database the rows come from. */
  migrations: string[];
  tables: Record<Table, { columns: string[]; rows: number }>;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  // node-postgres and PGlite both answer { rows }.
  return (result as { rows: Record<string, unknown>[] }).rows;
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const result = await db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at, id`);
  return rowsOf(result).map((r) => String(r.hash));
}

async function tableColumns(db: Db, table: Table): Promise<string[]> {
  const result = await db.execute(
    sql`select column_name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rowsOf(result).map((r) => String(r.column_name));
}

/** A consistent JSON-lines dump of the embedded database, written whole then renamed into place. */
export async function dumpJson(db: Db, file: string): Promise<Record<Table, number>> {
  const partial = `${file}.partial`;
  const handle = await open(partial, "w", 0o600);
  try {
    const snapshot = await db.transaction(
      async (tx) => {
        const txDb = tx as unknown as Db;
        const tables = {} as Header["tables"];
        const lines = perTable<string[]>(() => []);
        for (const table of backupTables) {
          const order = dumpOrder[table];
          // A sign-in mail not yet sent still holds its link: never in a backup (staff sign in again anyway).
          const where =
            table === "outbox"
              ? sql`where t.purpose not in (${sql.join(
                  credentialPurposes.map((purpose) => sql`${purpose}`),
                  sql`, `,
                )})`
              : sql``;
          const result = await tx.execute(
            sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t ${where} order by ${order}`,
          );
          lines[table] = rowsOf(result).map((r) => `{"table":"${table}","row":${String(r.j)}}\n`);
          tables[table] = { columns: await tableColumns(txDb, table), rows: lines[table].length };
        }
        const header: Header = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          migrations: await appliedMigrations(txDb),
          tables,
        };
        return { header, lines };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    // Photos whose bytes live in the media bucket: the backup carries the bytes, so it restores without it.
    snapshot.lines.content_files = await withBucketBytes(db, snapshot.lines.content_files);
    // Written after the commit: on PGlite an open transaction keeps the one backend from everyone else.
    await handle.write(`${JSON.stringify(snapshot.header)}\n`);
    for (const table of backupTables) for (const line of snapshot.lines[table]) await handle.write(line);
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    return countsOf(snapshot.lines);
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

async function countRows(db: Db): Promise<number> {
  let total = 0;
  for (const table of backupTables) {
    if (seededTables.includes(table)) continue;
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    total += Number(rowsOf(result)[0]?.n ?? 0);
  }
  return total;
}

/** Restores a JSON-lines dump into the (migrated, empty) database, in one transaction. */
export async function restoreJson(db: Db, file: string): Promise<Record<Table, number>> {
  const lines = createInterface({
    input: createReadStream(file, "utf8"),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let header: Header | undefined;
  const rows = perTable<unknown[]>(() => []);
  let lineNo = 0;
  for await (const line of lines) {
    lineNo++;
    if (line.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new BackupError(`${file}:${lineNo} is not a ${BACKUP_FORMAT} file (not JSON)`);
    }
    if (!header) {
      const h = value as Partial<Header>;
      if (h.format !== BACKUP_FORMAT || h.version !== BACKUP_VERSION || !h.tables || !h.migrations)
        throw new BackupError(`${file} is not a ${BACKUP_FORMAT} file (version ${BACKUP_VERSION})`);
      header = h as Header;
      continue;
    }
    const entry = value as { table?: string; row?: unknown };
    if (!backupTables.includes(entry.table as Table) || typeof entry.row !== "object" || entry.row === null)
      throw new BackupError(`${file}:${lineNo}: not a row of ${backupTables.join(" or ")}`);
    rows[entry.table as Table].push(entry.row);
  }
  if (!header) throw new BackupError(`${file} is empty`);
  // A dump made before a table existed has no entry for it, and no rows.
  for (const table of backupTables)
    if (rows[table].length !== (header.tables[table]?.rows ?? 0))
      throw new BackupError(
        `${file} is incomplete: ${table} has ${rows[table].length} rows, the header says ${header.tables[table]?.rows}`,
      );

  const known = new Set(await appliedMigrations(db));
  const newer = header.migrations.filter((hash) => !known.has(hash));
  if (newer.length > 0)
    throw new BackupError(
      `${file} was made by a newer version of the site (${newer.length} migration(s) this one does not have): upgrade first`,
    );
  if ((await countRows(db)) > 0)
    throw new BackupError("restore needs an empty database: this one already holds submissions or messages");

  const restored = header;
  const carried = seededGroups.filter((group) => group.some((table) => restored.tables[table] !== undefined));
  const withContent = carried.some((group) => group.includes("content_files"));
  await db.transaction(async (tx) => {
    // Children first: what a first start seeded gives way to the backup's.
    for (const group of carried)
      for (const table of [...group].reverse()) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    for (const table of backupTables) {
      // Only the columns the dump has: a dump from an older schema leaves newer columns to their defaults.
      const dumped = restored.tables[table];
      if (!dumped) continue;
      const current = new Set(await tableColumns(tx as unknown as Db, table));
      const columns = dumped.columns.filter((c) => current.has(c));
      const list = sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      );
      for (let i = 0; i < rows[table].length; i += 500) {
        const batch = JSON.stringify(rows[table].slice(i, i + 500));
        await tx.execute(
          sql`insert into ${sql.identifier(table)} (${list})
              select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${batch}::json)`,
        );
      }
    }
    // New rows must not reuse restored ids (outbox .eml files are named by id).
    for (const table of serialTables)
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${sql.identifier(table)}`,
      );
    if (withContent) {
      // The restored content is the seeded content now, and every running instance follows it (NOTIFY).
      await tx.update(contentVersion).set({ seededAt: sql`coalesce(${contentVersion.seededAt}, now())` });
      await bumpVersion(tx as unknown as Db);
    }
  });
  return countsOf(rows);
}

/** What a backup file is, from its first bytes. */
export async function backupKind(file: string): Promise<"pg_dump" | "json"> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(32), 0, 32, 0);
    const start = buffer.subarray(0, bytesRead).toString("latin1");
    if (start.startsWith("PGDMP")) return "pg_dump";
    if (start.startsWith(`{"format":"${BACKUP_FORMAT}"`)) return "json";
    throw new BackupError(`${file} is neither a pg_dump (custom format) nor a ${BACKUP_FORMAT} file`);
  } finally {
    await handle.close();
  }
}

/** content_files lines of a JSON backup, each photo kept in the bucket given its bytes (contentBytes). */
async function withBucketBytes(db: Db, lines: string[]): Promise<string[]> {
  const filled: string[] = [];
  for (const line of lines) {
    const parsed = JSON.parse(line) as { table: string; row: { path: string; sha: string; bytes: string } };
    // Only a row with empty bytes may name the bucket; the others are copied as they are.
    const row = { path: parsed.row.path, sha: parsed.row.sha, bytes: Buffer.alloc(0) };
    if (parsed.row.bytes !== "\\x" || !bytesInBucket(row)) {
      filled.push(line);
      continue;
    }
    parsed.row.bytes = `\\x${(await contentBytes(db, row)).toString("hex")}`;
    filled.push(`${JSON.stringify(parsed)}\n`);
  }
  return filled;
}
