/**
 * Stores a submission and the messages it causes in ONE transaction (the transactional outbox): when the API
 * answers 2xx, both are committed, and a message can never exist without its submission or go missing.
 */
import { randomUUID } from "node:crypto";
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { Db } from "#server/db/client.ts";
import { isConnectionLost, isUniqueViolation } from "#server/db/errors.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { type MessageOptions, messagesFor } from "#server/outbox/messages.ts";
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

export async function storeSubmission(
  db: Db,
  submission: NewSubmission,
  options: MessageOptions,
): Promise<{ id: string; messages: number }> {
  const id = randomUUID();
  const receivedAt = new Date();
  // Spam and held submissions are kept for review but notify no one.
  const messages =
    submission.spam || submission.held
      ? []
      : messagesFor(
          {
            id,
            kind: submission.kind,
            payload: submission.payload,
            receivedAt,
            referer: submission.client.referer,
          },
          options,
        );
  const write = () =>
    db.transaction(async (tx) => {
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
  return { id, messages: messages.length };
}
