/**
 * Stores a submission and the messages it causes in ONE transaction (the transactional outbox): when the API
 * answers 2xx, both are committed, and a message can never exist without its submission or go missing.
 * A submission is first prepared (its id, arrival time and messages fixed), so that the same prepared
 * submission can be kept in the spool when the database cannot take it and written later, once.
 */
import { randomUUID } from "node:crypto";
import type { SubmissionSource } from "#contracts/channels.ts";
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { Db } from "#server/db/client.ts";
import { isConnectionLost, isUniqueViolation } from "#server/db/errors.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import type { MessageOptions } from "#server/outbox/messages.ts";
import {
  messagesWithinSmsCaps,
  type SmsCaps,
  type SmsWithheld,
  type SubmissionMessages,
  submissionMessages,
} from "#server/outbox/sms-caps.ts";
import { sourceColumns } from "./attribution";
import type { ClientInfo } from "./client";

export interface NewSubmission {
  kind: SubmissionKind;
  payload: Record<string, unknown>;
  email: string;
  gym: string | null;
  spam: boolean;
  /** Over a rate threshold: stored for review, no messages (like spam, but shown to staff as held). */
  held?: boolean;
  /** Why it was held: the hold threshold it went over (createHoldPolicy). */
  heldReason?: string | null;
  client: ClientInfo;
  /** Where it came from (issue 38); absent in a spooled submission written before sources were kept. */
  source?: SubmissionSource | null;
}

/**
 * A submission with its id, arrival time and messages fixed: what is written, or spooled (JSON). Its
 * messages are fixed both ways (server/outbox/sms-caps.ts); the SMS caps choose when it is written.
 */
export interface PreparedSubmission extends Omit<NewSubmission, "held">, SubmissionMessages {
  id: string;
  /** ISO 8601: the arrival time, kept as created_at even when written later from the spool. */
  receivedAt: string;
  held: boolean;
}

export async function prepareSubmission(
  submission: NewSubmission,
  options: MessageOptions,
): Promise<PreparedSubmission> {
  const id = randomUUID();
  const receivedAt = new Date();
  const forMail = {
    id,
    kind: submission.kind,
    payload: submission.payload,
    receivedAt,
    referer: submission.client.referer,
    source: submission.source ?? null,
  };
  // Spam and held submissions are kept for review but notify no one.
  const notifies = !submission.spam && !submission.held;
  return {
    ...submission,
    held: submission.held ?? false,
    id,
    receivedAt: receivedAt.toISOString(),
    ...(notifies ? await submissionMessages(forMail, options) : { messages: [] }),
  };
}

/**
 * What one write did: whether this call stored the submission, how many messages it wrote, and why a text
 * went by e-mail, if it did.
 */
export interface WriteResult {
  stored: boolean;
  messages: number;
  smsWithheld: SmsWithheld | null;
}

const NOTHING_WRITTEN: WriteResult = { stored: false, messages: 0, smsWithheld: null };

/**
 * One transaction: the submission, then its messages. The insert of the submission does nothing when its id
 * is already there (a replay repeated after a crash, or a write that committed after we stopped waiting for
 * it); then the messages are not inserted again either. Resolves true when this call stored it.
 */
export async function writeSubmission(
  db: Db,
  submission: PreparedSubmission,
  caps: SmsCaps = {},
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(submissions)
      .values({
        id: submission.id,
        kind: submission.kind,
        payload: submission.payload,
        email: submission.email,
        gym: submission.gym,
        spam: submission.spam,
        held: submission.held,
        heldReason: submission.held ? (submission.heldReason ?? null) : null,
        referer: submission.client.referer,
        ipHash: submission.client.ipHash,
        userAgent: submission.client.userAgent,
        createdAt: new Date(submission.receivedAt),
        ...(submission.source ? sourceColumns(submission.source) : {}),
      })
      .onConflictDoNothing({ target: submissions.id })
      .returning({ id: submissions.id });
    if (inserted.length === 0) return NOTHING_WRITTEN;
    const { messages, smsWithheld } = await messagesWithinSmsCaps(tx, submission, caps);
    if (messages.length > 0)
      await tx.insert(outbox).values(
        messages.map((m) => ({
          ...m,
          submissionId: submission.id,
          // A spooled submission's messages come back from JSON: a scheduled row's instant is then a string.
          ...(m.nextAttemptAt ? { nextAttemptAt: new Date(m.nextAttemptAt) } : {}),
        })),
      );
    return { stored: true, messages: messages.length, smsWithheld };
  });
}

/** Writes a prepared submission, trying again on a new connection when the connection is lost mid-write. */
export async function storePrepared(
  db: Db,
  submission: PreparedSubmission,
  caps: SmsCaps = {},
): Promise<WriteResult> {
  // A connection lost mid-transaction (a failover, a restart) would lose a lead the visitor thinks was sent:
  // try again on a new connection. The id is fixed, so if the lost COMMIT had in fact gone through, the
  // retry meets its own row and the submission counts as stored, once.
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeSubmission(db, submission, caps);
    } catch (error) {
      if (attempt > 1 && isUniqueViolation(error, "submissions_pkey")) return NOTHING_WRITTEN;
      if (attempt >= 3 || !isConnectionLost(error)) throw error;
    }
  }
}

export async function storeSubmission(
  db: Db,
  submission: NewSubmission,
  options: MessageOptions,
): Promise<{ id: string; messages: number; smsWithheld: SmsWithheld | null }> {
  const prepared = await prepareSubmission(submission, options);
  const { messages, smsWithheld } = await storePrepared(db, prepared, options);
  return { id: prepared.id, messages, smsWithheld };
}
