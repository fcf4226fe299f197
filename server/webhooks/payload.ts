/**
 * The webhook a submission causes: one outbox row per endpoint, whose text body is the exact JSON sent on
 * every attempt (a retry is byte-identical; only the timestamp and signature headers change). The envelope
 * is documented in docs/webhooks.md; change both together.
 */
import type { SubmissionSource } from "#contracts/channels.ts";
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { OutboxRow } from "#server/db/schema.ts";
import { sourceColumns } from "#server/submissions/attribution.ts";

export const submissionCreated = "submission.created";
/** The lead's first contact by staff (issue 32): once per submission, since the first contact is set once. */
export const submissionContacted = "submission.contacted";

export interface WebhookContactEvent {
  submissionId: string;
  kind: SubmissionKind;
  gym: string | null;
  /** The first contact: when, which staff inbox, how (status, call, email, one-press). */
  at: Date;
  by: string;
  how: string;
  /** How long the lead waited: in the gym's staffed time, and on the clock. */
  staffedSeconds: number;
  clockSeconds: number;
  /** The visitor's address, so a CRM can find the contact without keeping our ids. */
  email: string;
}

/** What happened to a booked tour after its submission.created: the visitor cancelled, or staff marked it. */
export const tourEvents = {
  cancelled: "tour.cancelled",
  attended: "tour.attended",
  "no-show": "tour.no_show",
} as const;
export type TourEventType = (typeof tourEvents)[keyof typeof tourEvents];

export interface WebhookTourEvent {
  /** The booking's new status; the event type follows from it (tourEvents). */
  status: keyof typeof tourEvents;
  /** When it happened (the cancellation, the staff mark). */
  at: Date;
  /** The tour's submission: the `data.id` of its submission.created. */
  submissionId: string;
  bookingId: string;
  gym: string;
  /** The slot, ISO instants. */
  startsAt: string;
  endsAt: string;
  /** The visitor's address, so a CRM can find the contact without keeping our ids. */
  email: string;
  /** The staff inbox that marked it; null for a cancellation (the visitor's own link). */
  markedBy: string | null;
}

export interface WebhookSubmission {
  id: string;
  kind: SubmissionKind;
  /** formName of the gym for leads and enquiries; null for the others. */
  gym: string | null;
  receivedAt: Date;
  referer: string | null;
  /** The validated payload, honeypot removed. */
  payload: Record<string, unknown>;
  /** Where it came from (issue 38); null for one stored before sources were kept. */
  source?: SubmissionSource | null;
}

/**
 * The source as a CRM reads it: the channel, the campaign and the landing page, and the rest of what the
 * landing URL and the referrer said (docs/webhooks.md). Every value is already bounded and cleaned.
 */
export function webhookSource(source: SubmissionSource | null | undefined) {
  if (!source) return null;
  const { channel, utmCampaign, landingPath, ...rest } = sourceColumns(source);
  return { channel, campaign: utmCampaign, landingPage: landingPath, ...rest };
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
      source: webhookSource(submission.source),
      fields: submission.payload,
    },
  });
}

export function tourEventBody(event: WebhookTourEvent): string {
  const timestamp = event.at.toISOString();
  return JSON.stringify({
    type: tourEvents[event.status],
    timestamp,
    data: {
      id: event.submissionId,
      kind: "tour",
      gym: event.gym,
      booking: {
        id: event.bookingId,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        status: event.status,
      },
      email: event.email,
      markedBy: event.markedBy,
    },
  });
}

export function contactEventBody(event: WebhookContactEvent): string {
  const timestamp = event.at.toISOString();
  return JSON.stringify({
    type: submissionContacted,
    timestamp,
    data: {
      id: event.submissionId,
      kind: event.kind,
      gym: event.gym,
      email: event.email,
      firstContact: {
        at: timestamp,
        by: event.by,
        how: event.how,
        staffedSeconds: event.staffedSeconds,
        clockSeconds: event.clockSeconds,
      },
    },
  });
}

/** One outbox row (without submissionId) per endpoint for an event: the same body for all. */
function rowsFor(type: string, body: string, urls: readonly string[]) {
  return urls.map((url) => ({
    channel: "webhook" as const,
    purpose: "crm-webhook",
    recipient: url,
    // The event type, so the outbox (CLI, staff area) says what the row is without parsing the body.
    subject: type,
    textBody: body,
    htmlBody: null,
  }));
}

/** The outbox rows (without submissionId) for each endpoint: the same body for all. */
export function webhookMessages(submission: WebhookSubmission, urls: readonly string[]) {
  if (urls.length === 0) return [];
  return rowsFor(submissionCreated, webhookBody(submission), urls);
}

/** A tour event's outbox rows (without submissionId), one per endpoint. */
export function tourEventMessages(event: WebhookTourEvent, urls: readonly string[]) {
  if (urls.length === 0) return [];
  return rowsFor(tourEvents[event.status], tourEventBody(event), urls);
}

/** A first contact's outbox rows (without submissionId), one per endpoint. */
export function contactEventMessages(event: WebhookContactEvent, urls: readonly string[]) {
  if (urls.length === 0) return [];
  return rowsFor(submissionContacted, contactEventBody(event), urls);
}

/**
 * The `webhook-id`: one per event, the same on every retry and for every endpoint (as the spec's fan-out
 * does), so a receiver can drop a repeat. submission.created happens once per submission, so the id alone
 * names it; a tour event can happen again (attended, then corrected to no-show, then back), so its id adds
 * the type and the instant from the stored body, which every retry and every endpoint share.
 */
export function webhookId(row: Pick<OutboxRow, "submissionId" | "subject" | "textBody">): string {
  if (row.subject === submissionCreated) return `msg_${row.submissionId}`;
  let at = "";
  try {
    at = String(Date.parse((JSON.parse(row.textBody) as { timestamp?: string }).timestamp ?? ""));
  } catch {
    // A body scrubbed by retention is never sent again; the id then names the type alone.
  }
  return `msg_${row.submissionId}_${row.subject}_${at}`;
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
