/**
 * Two pieces of the worker's bookkeeping (worker.ts): status writes that survive a database hiccup, and the
 * release of rows folded into a digest that will never go out.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `write`, again after each pause in `delaysMs`; null (after `giveUp`) when it never went through. */
export async function statusWrite(
  write: () => Promise<unknown[]>,
  delaysMs: readonly number[],
  giveUp: (error: unknown) => void,
): Promise<unknown[] | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) {
        giveUp(error);
        return null;
      }
      await pause(delay);
    }
  }
}

/**
 * A folded row (a lead reminder sent inside another row's digest) lives as long as its digest: while that
 * is pending, being sent or sent. A digest withdrawn (its own lead was touched), dead, or erased with its
 * lead takes no one with it: the rows folded into it are due again now, and the next digest lists them.
 * Erasure first unties the rows folded into a digest that was sent (server/privacy/subject.ts), so those
 * are not chased twice. Returns how many were released.
 */
export async function releaseStrandedFolds(db: Pick<Db, "execute">, now: SQL): Promise<number> {
  const result = await db.execute(
    sql`UPDATE outbox AS o SET status = 'pending', folded_into = NULL, next_attempt_at = ${now}
        WHERE o.status = 'folded' AND o.folded_into IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM outbox AS head
          WHERE head.id = o.folded_into AND head.status IN ('pending', 'sending', 'sent'))
        RETURNING o.id`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}
