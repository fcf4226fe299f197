/**
 * After an erasure, the deleted rows' bytes are gone from the database's files too (issue 36: "grep the
 * whole DATA_DIR"). PostgreSQL keeps a deleted row in its table file until VACUUM reuses the space, and in
 * its write-ahead log until the segment is overwritten.
 * - PGlite (its files are DATA_DIR/pglite): VACUUM FULL rewrites the tables that held personal data, then
 *   two checkpoints around a WAL switch, with recycling off, delete the log segments that still held them.
 * - PostgreSQL: VACUUM frees the dead rows for reuse. Its WAL, replicas and point-in-time backups are the
 *   database operator's, kept as long as they keep them (docs/deploy.md, "Backups").
 */
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

/** The tables an erasure deletes from. */
const personalTables = ["submissions", "outbox", "submission_events", "tour_bookings"] as const;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** True when the bytes were rewritten away (PGlite), false when only freed for reuse (PostgreSQL). */
export async function purgeDeletedRows(db: Db): Promise<boolean> {
  const [version] = rowsOf(await db.execute(sql`select version() as v`));
  const embedded = String(version?.v ?? "").includes("PGlite");
  const tables = sql.join(
    personalTables.map((table) => sql.identifier(table)),
    sql`, `,
  );
  // Each its own statement: VACUUM may not run inside a transaction.
  if (!embedded) {
    await db.execute(sql`VACUUM ${tables}`);
    return false;
  }
  await db.execute(sql`VACUUM FULL ${tables}`);
  await db.execute(sql`SET wal_recycle = off`);
  try {
    await db.execute(sql`CHECKPOINT`);
    await db.execute(sql`SELECT pg_switch_wal()`);
    await db.execute(sql`CHECKPOINT`);
  } finally {
    await db.execute(sql`RESET wal_recycle`);
  }
  return true;
}
