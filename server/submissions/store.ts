/**
 * Stores a submission and the messages it causes in ONE transaction (the transactional outbox): when the API
 * answers 2xx, both are committed, and a message can never exist without its submission or go missing.
 * A submission is first prepared (its id, arrival time and messages fixed), so that the same prepared
 * submission can be kept in the spool when the database cannot take it and written later, once.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { Db } from "#server/db/client.ts";
import { isConnectionLost, isUniqueViolation } from "#server/db/errors.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import {
  type MessageOptions,
  messagesFor,
  type OutboxMessage,
  smsRecipientFor,
} from "#server/outbox/messages.ts";
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
}

/** Why a confirmation that would have been a text went by e-mail instead. */
export type SmsWithheld = "number-cap" | "site-budget";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Any constant: one lock serialises the SMS counts, so parallel posts cannot all slip under a cap. */
const SMS_COUNT_LOCK = 214_001;

/**
 * Counted from the outbox itself (texts written in the last 24 hours), so every instance counts together
 * and nothing new has to be kept. Sent texts keep their recipient for retentionDays.sentMessageCopies days.
 */
export async function smsWithheld(
  tx: Tx,
  mobile: string,
  options: MessageOptions,
): Promise<SmsWithheld | null> {
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

/** A submission with its id, arrival time and messages fixed: what is written, or spooled (JSON). */
export interface PreparedSubmission extends Omit<NewSubmission, "held"> {
  id: string;
  /** ISO 8601: the arrival time, kept as created_at even when written later from the spool. */
  receivedAt: string;
  held: boolean;
  messages: OutboxMessage[];
  /** The mobile a confirmation text would go to; its caps are checked when the submission is written. */
  smsRecipient?: string | null;
  /** The messages to write instead when a cap withholds the text: the confirmation goes by e-mail. */
  messagesWithoutSms?: OutboxMessage[];
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
  };
  // Spam and held submissions are kept for review but notify no one.
  const notifies = !submission.spam && !submission.held;
  const smsRecipient = notifies ? smsRecipientFor(forMail, options) : null;
  return {
    ...submission,
    held: submission.held ?? false,
    id,
    receivedAt: receivedAt.toISOString(),
    messages: notifies ? await messagesFor(forMail, options) : [],
    ...(smsRecipient
      ? { smsRecipient, messagesWithoutSms: await messagesFor(forMail, { ...options, smsEnabled: false }) }
      : {}),
  };
}

/** What one write did: whether this call stored the submission, and why a text went by e-mail, if it did. */
export interface WriteResult {
  stored: boolean;
  smsWithheld: SmsWithheld | null;
}

/**
 * One transaction: the submission, then its messages. The insert of the submission does nothing when its id
 * is already there (a replay repeated after a crash, or a write that committed after we stopped waiting for
 * it); then the messages are not inserted again either. Resolves true when this call stored it.
 */
export async function writeSubmission(
  db: Db,
  submission: PreparedSubmission,
  options: Pick<MessageOptions, "smsPerNumberPerDay" | "smsDailyMax"> = {},
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
      })
      .onConflictDoNothing({ target: submissions.id })
      .returning({ id: submissions.id });
    if (inserted.length === 0) return { stored: false, smsWithheld: null };
    const withheld = submission.smsRecipient
      ? await smsWithheld(tx, submission.smsRecipient, options as MessageOptions)
      : null;
    const messages = withheld ? (submission.messagesWithoutSms ?? []) : submission.messages;
    if (messages.length > 0)
      await tx.insert(outbox).values(messages.map((m) => ({ ...m, submissionId: submission.id })));
    return { stored: true, smsWithheld: withheld };
  });
}

/** Writes a prepared submission, trying again on a new connection when the connection is lost mid-write. */
export async function storePrepared(
  db: Db,
  submission: PreparedSubmission,
  options: Pick<MessageOptions, "smsPerNumberPerDay" | "smsDailyMax"> = {},
): Promise<SmsWithheld | null> {
  // A connection lost mid-transaction (a failover, a restart) would lose a lead the visitor thinks was sent:
  // try again on a new connection. The id is fixed, so if the lost COMMIT had in fact gone through, the
  // retry meets its own row and the submission counts as stored, once.
  for (let attempt = 1; ; attempt++) {
    try {
      return (await writeSubmission(db, submission, options)).smsWithheld;
    } catch (error) {
      if (attempt > 1 && isUniqueViolation(error, "submissions_pkey")) return null;
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
  const smsWithheld = await storePrepared(db, prepared, options);
  const messages = smsWithheld ? (prepared.messagesWithoutSms ?? []) : prepared.messages;
  return { id: prepared.id, messages: messages.length, smsWithheld };
}
