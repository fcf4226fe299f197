/**
 * The content editor's change log (decision 0017): one row per file a save or a put-back changed, with the
 * file's text before and after. The editor's routes decide what may be changed; this only records and reads.
 */
import { desc, eq } from "drizzle-orm";
import type { ContentChange } from "#contracts/staff.ts";
import type { Db } from "#server/db/client.ts";
import { contentChanges } from "#server/db/schema.ts";

type Row = typeof contentChanges.$inferSelect;

function toChange(row: Row): ContentChange {
  return {
    id: row.id,
    entry: row.entry,
    path: row.path,
    kind: row.kind as ContentChange["kind"],
    actor: row.actor,
    role: row.role,
    previous: row.previous,
    contents: row.contents,
    restoredFrom: row.restoredFrom,
    changedAt: row.changedAt.toISOString(),
  };
}

export async function listContentChanges(db: Db, limit: number): Promise<ContentChange[]> {
  const rows = await db.select().from(contentChanges).orderBy(desc(contentChanges.id)).limit(limit);
  return rows.map(toChange);
}

export async function findContentChange(db: Db, id: number): Promise<ContentChange | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db.select().from(contentChanges).where(eq(contentChanges.id, id));
  return row ? toChange(row) : null;
}
