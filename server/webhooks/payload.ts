/**
 * The webhook a submission causes: one outbox row per endpoint, whose text body is the exact JSON sent on
 * every attempt (a retry is byte-identical; only the timestamp and signature headers change). The envelope
 * is documented in docs/webhooks.md; change both together.
 */
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { OutboxRow } from "#server/db/schema.ts";

export const submissionCreated = "submission.created";

export interface WebhookSubmission {
  id: string;
  kind: SubmissionKind;
  /** formName of the gym for leads and enquiries; null for the others. */
  gym: string | null;
  receivedAt: Date;
  referer: string | null;
  /** The validated payload, honeypot removed. */
  payload: Record<string, unknown>;
}

/** The path of the page the form was sent from; never its query (campaign tags, or worse) nor its host. */
export function pagePath(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname;
  } catch {
    return null;
  }
}

export function webhookBody(submission: WebhookSubmission): string {
  const createdAt = submission.receivedAt.toISOString();
  return JSON.stringify({
    type: submissionCreated,
    timestamp: createdAt,
    data: {
      id: submission.id,
      kind: submission.kind,
      gym: submission.gym,
      createdAt,
      page: pagePath(submission.referer),
      fields: submission.payload,
    },
  });
}

/** The outbox rows (without submissionId) for each endpoint: the same body for all. */
export function webhookMessages(submission: WebhookSubmission, urls: readonly string[]) {
  if (urls.length === 0) return [];
  const body = webhookBody(submission);
  return urls.map((url) => ({
    channel: "webhook" as const,
    purpose: "crm-webhook",
    recipient: url,
    // The event type, so the outbox (CLI, staff area) says what the row is without parsing the body.
    subject: submissionCreated,
    textBody: body,
    htmlBody: null,
  }));
}

/**
 * The `webhook-id`: one per event, the same on every retry and for every endpoint (as the spec's fan-out
 * does), so a receiver can drop a repeat. A submission causes one event, so its id names the event; a
 * second event type would need its own suffix.
 */
export function webhookId(row: Pick<OutboxRow, "submissionId">): string {
  return `msg_${row.submissionId}`;
}

/** An endpoint as shown to staff (CLI, staff area) and in errors: no credentials, no query. */
export function endpointLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return "(invalid URL)";
  }
}
