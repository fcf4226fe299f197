/**
 * Stores a submission and the messages it causes in ONE transaction (the transactional outbox): when the API
 * answers 2xx, both are committed, and a message can never exist without its submission or go missing.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { Db } from "#server/db/client.ts";
import { isConnectionLost, isUniqueViolation } from "#server/db/errors.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { type MessageOptions, messagesFor, smsRecipientFor } from "#server/outbox/messages.ts";
import type { ClientInfo } from "./client";

export interface NewSubmission {
  kind: SubmissionKind;
  payload: Record<string, unknown>;
  email: string;
  gym: string | null;
  spam: boolean;
  /** Over a rate threshold: stored for review, no messages (like spam, but shown to staff as held). */
  held?: boolean;
  client: ClientInfo;
}

/** Why a confirmation that would have been a text went by e-mail instead. */
export type SmsWithheld = "number-cap" | "site-budget";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Any constant: one lock serialises the SMS counts, so parallel posts cannot all slip under a cap. */
const SMS_COUNT_LOCK = 214_001;

/**
 * Counted from the outbox itself (texts written in the last 24 hours), so every instance counts together
 * and nothing new has to be kept. Sent texts keep their recipient for retentionDays.sentMessageCopies days.
 */
async function smsWithheld(tx: Tx, mobile: string, options: MessageOptions): Promise<SmsWithheld | null> {
  const perNumber = options.smsPerNumberPerDay ?? 0;
  const siteMax = options.smsDailyMax ?? 0;
  if (perNumber <= 0 && siteMax <= 0) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${SMS_COUNT_LOCK})`);
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const texts = (where: ReturnType<typeof and>) =>
    tx
      .select({ n: count() })
      .from(outbox)
      .where(where)
      .then((rows) => rows[0]?.n ?? 0);
  if (perNumber > 0) {
    const sent = await texts(
      and(eq(outbox.channel, "sms"), eq(outbox.recipient, mobile), gt(outbox.createdAt, since)),
    );
    if (sent >= perNumber) return "number-cap";
  }
  if (siteMax > 0) {
    const sent = await texts(and(eq(outbox.channel, "sms"), gt(outbox.createdAt, since)));
    if (sent >= siteMax) return "site-budget";
  }
  return null;
}

export async function storeSubmission(
  db: Db,
  submission: NewSubmission,
  options: MessageOptions,
): Promise<{ id: string; messages: number; smsWithheld: SmsWithheld | null }> {
  const id = randomUUID();
  const receivedAt = new Date();
  const forMail = {
    id,
    kind: submission.kind,
    payload: submission.payload,
    receivedAt,
    referer: submission.client.referer,
  };
  // Spam and held submissions are kept for review but notify no one.
  const notifies = !submission.spam && !submission.held;
  const mobile = notifies ? smsRecipientFor(forMail, options) : null;
  let messages: ReturnType<typeof messagesFor> = [];
  let withheld: SmsWithheld | null = null;
  const write = () =>
    db.transaction(async (tx) => {
      withheld = mobile ? await smsWithheld(tx, mobile, options) : null;
      messages = notifies ? messagesFor(forMail, withheld ? { ...options, smsEnabled: false } : options) : [];
      await tx.insert(submissions).values({
        id,
        kind: submission.kind,
        payload: submission.payload,
        email: submission.email,
        gym: submission.gym,
        spam: submission.spam,
        held: submission.held ?? false,
        referer: submission.client.referer,
        ipHash: submission.client.ipHash,
        userAgent: submission.client.userAgent,
        createdAt: receivedAt,
      });
      if (messages.length > 0)
        await tx.insert(outbox).values(messages.map((m) => ({ ...m, submissionId: id })));
    });
  // A connection lost mid-transaction (a failover, a restart) would lose a lead the visitor thinks was sent:
  // try again on a new connection. The id is fixed, so if the lost COMMIT had in fact gone through, the
  // retry meets its own row (a unique violation on the key) and the submission counts as stored, once.
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      break;
    } catch (error) {
      if (attempt > 1 && isUniqueViolation(error, "submissions_pkey")) break;
      if (attempt >= 3 || !isConnectionLost(error)) throw error;
    }
  }
  return { id, messages: messages.length, smsWithheld: withheld };
}
