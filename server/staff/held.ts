/**
 * Held submissions (over a hold threshold: stored, mailed to no one) as management reviews them: listed with
 * why, then released (mailed as if stored normally) or marked spam. Management only: the routes check it.
 */
import { and, desc, eq } from "drizzle-orm";
import { type GymLocation, gymNameOf } from "#contracts/content/gym-location.ts";
import { isUuid } from "#contracts/ids.ts";
import type { HeldSubmission } from "#contracts/staff.ts";
import type { Db } from "#server/db/client.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import type { MessageOptions } from "#server/outbox/messages.ts";
import { messagesWithinSmsCaps, submissionMessages } from "#server/outbox/sms-caps.ts";
import { sourceOfRow } from "#server/submissions/attribution.ts";
import { nameOf } from "./queries.ts";

/** The most held submissions the page lists (newest first); a flood past it is the next page's problem. */
export const HELD_PAGE_SIZE = 200;

const waiting = and(eq(submissions.held, true), eq(submissions.spam, false));

/** `gyms`: as the content has them now, for each row's gym name. */
export async function listHeld(db: Db, gyms: readonly GymLocation[]): Promise<HeldSubmission[]> {
  const rows = await db
    .select()
    .from(submissions)
    .where(waiting)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(HELD_PAGE_SIZE);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    kind: r.kind,
    gymLabel: r.gym ? gymNameOf(gyms, r.gym) : null,
    name: nameOf(r.payload),
    email: r.email,
    reason: r.heldReason,
  }));
}

/**
 * Marks a held submission not held and writes its messages, in one transaction, exactly as the submission
 * service would have (the same options, the same SMS caps). The update claims the row, so a second release
 * (a double click, two managers) finds nothing and writes nothing. Resolves the number of messages written,
 * or null when there was no such held submission.
 */
export async function releaseHeld(db: Db, id: string, options: MessageOptions): Promise<number | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(submissions)
      .set({ held: false })
      .where(and(eq(submissions.id, id), waiting))
      .returning();
    if (!row) return null;
    const forMail = {
      id: row.id,
      kind: row.kind,
      payload: row.payload as Record<string, unknown>,
      receivedAt: row.createdAt,
      referer: row.referer,
      source: sourceOfRow(row),
    };
    const { messages } = await messagesWithinSmsCaps(tx, await submissionMessages(forMail, options), options);
    if (messages.length > 0)
      await tx.insert(outbox).values(messages.map((m) => ({ ...m, submissionId: row.id })));
    return messages.length;
  });
}

/** A held submission judged spam: kept (as honeypot spam is), off the held list, never mailed. */
export async function markHeldSpam(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(submissions)
    .set({ spam: true })
    .where(and(eq(submissions.id, id), waiting))
    .returning({ id: submissions.id });
  return rows.length > 0;
}
