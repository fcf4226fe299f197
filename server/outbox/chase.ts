/**
 * The lead chase (issue 32, decision 0026): a lead still new after its gym's first threshold of staffed time
 * reminds the gym's inbox; after the second, management. Both are outbox rows written with the lead, due at
 * the instant the threshold is reached in the gym's staffed calendar as it stood when the lead arrived (kept
 * on the rows): a later change of hours or thresholds moves future leads only. A gym without staffed hours
 * is chased as if always staffed. Just before one is sent (the worker's prepare step):
 * - a lead touched since (any staff action), held, spam or erased: withdrawn, never sent;
 * - outside the arrival calendar's staffed hours now (the worker was down): put back to the next opening;
 * - a chase of the same kind went to that inbox less than the digest interval ago: put back to its end;
 * - otherwise every other due chase of that kind to that inbox is folded into this one: one digest, which
 *   names the leads by reference and link only. A folded row whose digest never goes out (withdrawn, dead,
 *   erased) is released by the worker's claim (worker-folding.ts) and chased again.
 */
import { and, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { type GymLocation, gymNameOf } from "#contracts/content/gym-location.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import {
  chaseCalendar,
  isStaffedAt,
  nextStaffedInstant,
  type StaffedCalendar,
  staffedDeadline,
} from "#contracts/staffed-time.ts";
import { slotLabel } from "#contracts/tours.ts";
import { firstContactSettingsOf } from "#server/content/first-contact.ts";
import type { ContentStore } from "#server/content/store.ts";
import type { Db } from "#server/db/client.ts";
import type { OutboxMessage } from "#server/db/schema.ts";
import { type OutboxRow, outbox, type SubmissionRow, submissions } from "#server/db/schema.ts";
import { oneLine } from "#server/mail/escape.ts";
import { type ChasedLead, leadChaseMail } from "#server/mail/templates.ts";
import { telLinkOf } from "#server/sms/phone.ts";
import { LEAD_CHASES, LEAD_ESCALATION, LEAD_REMINDER, waited } from "#server/staff/first-contact.ts";
import type { Prepare, Prepared } from "./worker";

export interface ChaseOptions {
  siteOrigin: string;
  gyms: () => readonly GymLocation[];
  content?: ContentStore;
  /** At most one digest of a kind per inbox in this many minutes (default 15). */
  digestIntervalMinutes?: number;
}

type Stage = "reminder" | "escalation";
const stageOf = (purpose: string): Stage => (purpose === LEAD_ESCALATION ? "escalation" : "reminder");

type ChasedRow = Pick<SubmissionRow, "id" | "gym" | "payload" | "createdAt">;

/** A lead as a chase mail lists it, `now` being the instant the mail is written. */
function chasedLead(row: ChasedRow, calendar: StaffedCalendar, now: Date, options: ChaseOptions): ChasedLead {
  const payload = row.payload as Record<string, unknown>;
  const phone = oneLine(String(payload.phoneNum ?? payload.phone ?? ""), 40);
  return {
    reference: row.id.slice(0, 8),
    gymName: row.gym ? gymNameOf(options.gyms(), row.gym) : "",
    received: slotLabel(row.createdAt.toISOString()),
    waitedMinutes: Math.floor(waited(calendar, row.createdAt, now).staffedSeconds / 60),
    recordLink: `${options.siteOrigin}${staffUrls.submission(row.id)}`,
    contactedLink: `${options.siteOrigin}${staffUrls.markContacted(row.id)}`,
    contact: {
      name: oneLine(`${String(payload.firstName ?? "")} ${String(payload.lastName ?? "")}`.trim(), 120),
      phone,
      telLink: telLinkOf(phone),
    },
  };
}

/**
 * The two chase rows of a new lead (none for a gym the content lacks): written with the lead, due when its
 * staffed wait reaches each threshold, with the calendar that decided it. Their text is written again when
 * they are sent.
 */
export async function chaseMessages(
  lead: ChasedRow & { kind: string },
  recipients: { gym: string; management: string },
  options: ChaseOptions,
): Promise<OutboxMessage[]> {
  if (lead.kind !== "lead") return [];
  const settings = await firstContactSettingsOf({ content: options.content }, lead.gym);
  if (!settings) return [];
  const calendar = chaseCalendar(settings.calendar, lead.createdAt);
  const messages: OutboxMessage[] = [];
  for (const purpose of LEAD_CHASES) {
    const minutes = purpose === LEAD_ESCALATION ? settings.escalateAfterMinutes : settings.remindAfterMinutes;
    // Closed every day for the search's horizon: the clock decides, as for a gym without hours.
    const due =
      staffedDeadline(calendar, lead.createdAt, minutes) ??
      new Date(lead.createdAt.getTime() + minutes * 60_000);
    const mail = await leadChaseMail(stageOf(purpose), [chasedLead(lead, calendar, due, options)], options);
    messages.push({
      channel: "email",
      purpose,
      recipient: purpose === LEAD_REMINDER ? recipients.gym : recipients.management,
      replyTo: null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      nextAttemptAt: due,
      staffedCalendar: calendar,
    });
  }
  return messages;
}

/** The lead behind a chase row, if it still waits: new, never contacted, not held or spam. */
type Reader = Pick<Db, "select">;

async function waitingLead(db: Reader, submissionId: string | null): Promise<SubmissionRow | null> {
  if (!submissionId) return null;
  const [row] = await db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.id, submissionId),
        eq(submissions.status, "new"),
        isNull(submissions.firstContactAt),
        eq(submissions.spam, false),
        eq(submissions.held, false),
      ),
    );
  return row ?? null;
}

/** The calendar a chase row runs on: its own, or (a row written before it was kept) the gym's now. */
async function calendarOf(row: OutboxRow, lead: SubmissionRow, options: ChaseOptions) {
  if (row.staffedCalendar) return row.staffedCalendar;
  const settings = await firstContactSettingsOf({ content: options.content }, lead.gym);
  return chaseCalendar(settings?.calendar ?? { staffed: [], closedDates: [] }, lead.createdAt);
}

/**
 * Why a chase row is not sent now, or null when it may go. Its due time was fixed when the lead arrived:
 * nothing the gym's settings say now moves it or withdraws it (decision 0026).
 */
async function holdBack(
  db: Reader,
  row: OutboxRow,
  now: Date,
  options: ChaseOptions,
): Promise<{ lead: SubmissionRow; calendar: StaffedCalendar } | Exclude<Prepared, { send: OutboxRow }>> {
  const lead = await waitingLead(db, row.submissionId);
  if (!lead) return { withdrawn: true };
  const calendar = await calendarOf(row, lead, options);
  if (!isStaffedAt(calendar, now)) {
    const opens = nextStaffedInstant(calendar, now);
    if (opens) return { later: opens };
  }
  return { lead, calendar };
}

/** The other chase rows of the same kind to the same inbox. */
function sameStream(row: OutboxRow) {
  return and(eq(outbox.purpose, row.purpose), eq(outbox.recipient, row.recipient), ne(outbox.id, row.id));
}

/** The worker's prepare step for chase rows; every other row is sent as written. */
export function createChasePrepare(db: Db, options: ChaseOptions): Prepare {
  const intervalMs = (options.digestIntervalMinutes ?? 15) * 60_000;
  return async (row, now) => {
    if (!(LEAD_CHASES as readonly string[]).includes(row.purpose)) return { send: row };
    // One chase of a kind per inbox is prepared at a time, on every instance: the digest takes the others.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`novo-chase:${row.purpose}:${row.recipient}`}))`,
      );
      const [self] = await tx.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, row.id));
      // Folded into a digest another claim prepared first: nothing left to send (the row stays folded).
      if (self?.status !== "sending") return { withdrawn: true };
      const checked = await holdBack(tx, row, now, options);
      if (!("lead" in checked)) return checked;
      // The last digest of this kind to this inbox (sent, or on its way): heads are marked foldedInto itself.
      const [last] = await tx
        .select({ status: outbox.status, sentAt: outbox.sentAt })
        .from(outbox)
        .where(
          and(sameStream(row), eq(outbox.foldedInto, outbox.id), inArray(outbox.status, ["sent", "sending"])),
        )
        .orderBy(sql`${outbox.sentAt} DESC NULLS FIRST`)
        .limit(1);
      const lastAt = last ? (last.sentAt?.getTime() ?? now.getTime()) : null;
      if (lastAt !== null && lastAt + intervalMs > now.getTime())
        return { later: new Date(lastAt + intervalMs) };

      const leads: ChasedLead[] = [chasedLead(checked.lead, checked.calendar, now, options)];
      // The others due for this inbox (pending, or claimed and not yet prepared), and any folded into this
      // row by an attempt that failed.
      const others = await tx
        .select()
        .from(outbox)
        .where(
          and(
            sameStream(row),
            or(
              and(
                inArray(outbox.status, ["pending", "sending"]),
                isNull(outbox.foldedInto),
                lte(outbox.nextAttemptAt, now),
              ),
              and(eq(outbox.status, "folded"), eq(outbox.foldedInto, row.id)),
            ),
          ),
        )
        .orderBy(outbox.id);
      for (const other of others) {
        const state = await holdBack(tx, other, now, options);
        // A row another instance claimed is left to its own prepare step.
        if (!("lead" in state) && other.status !== "sending") {
          // Never left folded into a digest that no longer lists it: withdrawn, or back in the queue.
          const change =
            "withdrawn" in state
              ? { status: "withdrawn" as const }
              : { status: "pending" as const, nextAttemptAt: state.later };
          await tx
            .update(outbox)
            .set({ ...change, foldedInto: null })
            .where(eq(outbox.id, other.id));
        }
        if (!("lead" in state)) continue;
        if (other.status !== "folded")
          await tx
            .update(outbox)
            .set({ status: "folded", foldedInto: row.id })
            .where(eq(outbox.id, other.id));
        leads.push(chasedLead(state.lead, state.calendar, now, options));
      }
      leads.sort((a, b) => b.waitedMinutes - a.waitedMinutes);
      const mail = await leadChaseMail(stageOf(row.purpose), leads, options);
      const written = { subject: mail.subject, textBody: mail.text, htmlBody: mail.html };
      // The digest as sent, kept on the row (a retry sends the same leads and more, never fewer).
      await tx
        .update(outbox)
        .set({ ...written, foldedInto: row.id })
        .where(eq(outbox.id, row.id));
      return { send: { ...row, ...written } };
    });
  };
}
