/**
 * An instance's claim on outbox rows: it takes the due rows (and those whose holder's lease ran out) so no
 * other instance sends them, and gives back what it did not finish when it stops. `now` is the worker's clock
 * as SQL (the database's, or the one a test injects).
 */
import { and, asc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type OutboxRow, outbox } from "#server/db/schema.ts";

/** Claims up to `limit` due rows for the instance `by`, in id order. */
export async function claimDue(
  db: Db,
  options: { limit: number; leaseSeconds: number; now: SQL; by: string },
): Promise<OutboxRow[]> {
  const { limit, leaseSeconds, now, by } = options;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)),
          and(
            eq(outbox.status, "sending"),
            lte(outbox.lockedAt, sql`${now} - make_interval(secs => ${leaseSeconds})`),
          ),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(outbox)
      .set({ status: "sending", lockedAt: now, lockedBy: by })
      .where(
        inArray(
          outbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  });
}

/** Hands every row the instance `by` claimed but did not finish back to the queue, due at `now`. */
export async function releaseClaimsOf(db: Db, by: string, now: SQL): Promise<number> {
  const released = await db
    .update(outbox)
    .set({ status: "pending", lockedAt: null, lockedBy: null, nextAttemptAt: now })
    .where(and(eq(outbox.status, "sending"), eq(outbox.lockedBy, by)))
    .returning({ id: outbox.id });
  return released.length;
}
