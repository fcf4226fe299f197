/**
 * Whether a submission's confirmation goes by text or, past a cap, by e-mail: the one place that decides it,
 * beside messagesFor. A submission's messages are fixed both ways when it arrives (so a spooled one is
 * written later exactly as it would have been then); the caps are counted when it is written, in its
 * transaction, and choose between them. Used by every write: the submission service, the spool's replay
 * and a held submission's release.
 */
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { outbox } from "#server/db/schema.ts";
import type { SubmissionForMail } from "#server/mail/templates.ts";
import { type MessageOptions, messagesFor, type OutboxMessage, smsRecipientFor } from "./messages";

/** Why a confirmation that would have been a text went by e-mail instead. */
export type SmsWithheld = "number-cap" | "site-budget";

/** SMS_PER_NUMBER_PER_DAY and SMS_DAILY_MAX, as the writes are given them. */
export type SmsCaps = Pick<MessageOptions, "smsPerNumberPerDay" | "smsDailyMax">;

/** A submission's messages, and what to write instead when a cap withholds its text. */
export interface SubmissionMessages {
  messages: OutboxMessage[];
  /** The mobile a confirmation text would go to; absent: no text, nothing to count. */
  smsRecipient?: string | null;
  /** The same messages with the confirmation by e-mail. */
  messagesWithoutSms?: OutboxMessage[];
}

/** The messages of a submission that notifies, both ways when it would be texted. */
export async function submissionMessages(
  submission: Pick<SubmissionForMail, "id" | "kind" | "payload" | "receivedAt" | "referer" | "source">,
  options: MessageOptions,
): Promise<SubmissionMessages> {
  const smsRecipient = smsRecipientFor(submission, options);
  return {
    messages: await messagesFor(submission, options),
    ...(smsRecipient
      ? { smsRecipient, messagesWithoutSms: await messagesFor(submission, { ...options, smsEnabled: false }) }
      : {}),
  };
}

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Any constant: one lock serialises the SMS counts, so parallel posts cannot all slip under a cap. */
const SMS_COUNT_LOCK = 214_001;

/**
 * Counted from the outbox itself (texts written in the last 24 hours, a scheduled reminder from when it
 * was written), so every instance counts together and nothing new has to be kept. `texts`: how many the
 * write adds; all of them must fit under each cap. Sent texts keep their recipient for
 * retentionDays.sentMessageCopies days.
 */
async function smsWithheld(
  tx: Tx,
  mobile: string,
  caps: SmsCaps,
  texts: number,
): Promise<SmsWithheld | null> {
  const perNumber = caps.smsPerNumberPerDay ?? 0;
  const siteMax = caps.smsDailyMax ?? 0;
  if (perNumber <= 0 && siteMax <= 0) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${SMS_COUNT_LOCK})`);
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const written = (where: ReturnType<typeof and>) =>
    tx
      .select({ n: count() })
      .from(outbox)
      .where(where)
      .then((rows) => rows[0]?.n ?? 0);
  if (perNumber > 0) {
    const sent = await written(
      and(eq(outbox.channel, "sms"), eq(outbox.recipient, mobile), gt(outbox.createdAt, since)),
    );
    if (sent + texts > perNumber) return "number-cap";
  }
  if (siteMax > 0) {
    const sent = await written(and(eq(outbox.channel, "sms"), gt(outbox.createdAt, since)));
    if (sent + texts > siteMax) return "site-budget";
  }
  return null;
}

/** Inside the submission's transaction: the messages to write under the caps, and why a text was withheld. */
export async function messagesWithinSmsCaps(
  tx: Tx,
  submission: SubmissionMessages,
  caps: SmsCaps,
): Promise<{ messages: OutboxMessage[]; smsWithheld: SmsWithheld | null }> {
  // A tour's booking writes its confirmation text and its reminder text at once: both must fit.
  const texts = submission.messages.filter((m) => m.channel === "sms").length;
  const withheld = submission.smsRecipient
    ? await smsWithheld(tx, submission.smsRecipient, caps, Math.max(1, texts))
    : null;
  return {
    messages: withheld ? (submission.messagesWithoutSms ?? []) : submission.messages,
    smsWithheld: withheld,
  };
}

/**
 * Past the site's daily budget every confirmation goes by e-mail: said once per day it happens, not once
 * per lead past it (the per-number cap is one person's, and says nothing of the site).
 */
export function siteBudgetNotice(log: { warn?(object: object, message: string): void }) {
  let loggedOn: string | null = null;
  return (withheld: SmsWithheld | null, now = new Date()) => {
    if (withheld !== "site-budget") return;
    const today = now.toISOString().slice(0, 10);
    if (loggedOn === today) return;
    loggedOn = today;
    log.warn?.({ limit: "SMS_DAILY_MAX" }, "daily SMS budget spent: confirmations go by e-mail");
  };
}
