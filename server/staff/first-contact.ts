/**
 * Time to first contact (issue 32, decision 0023). The first staff action that counts as contact (a status
 * change from new, a call or e-mail logged in the staff area, the one-press "contacted" from the
 * notification) is stored once on the submission with how long the lead waited, in the gym's staffed time
 * and on the clock, and sent to the CRM as submission.contacted. Any touch of a lead withdraws its reminders.
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { LeadStatus, StaffRole } from "#contracts/staff.ts";
import { chaseCalendar, type StaffedCalendar, staffedMsBetween } from "#contracts/staffed-time.ts";
import type { FirstContactSettings } from "#server/content/first-contact.ts";
import type { Db } from "#server/db/client.ts";
import { outbox, type SubmissionRow, submissionEvents, submissions } from "#server/db/schema.ts";
import { contactEventMessages } from "#server/webhooks/payload.ts";
import { scope } from "./queries";

/** The outbox purposes of a lead's chase: to the gym's inbox, then to management. */
export const LEAD_REMINDER = "lead-reminder";
export const LEAD_ESCALATION = "lead-escalation";
export const LEAD_CHASES = [LEAD_REMINDER, LEAD_ESCALATION] as const;

/** How a first contact was made: a status change from new, a logged call or e-mail, the mail's one press. */
export const contactWays = ["status", "call", "email", "one-press"] as const;
export type ContactHow = (typeof contactWays)[number];

/** The note a logged contact leaves in the lead's history. */
const loggedNotes: Record<Exclude<ContactHow, "status">, string> = {
  call: "Call logged.",
  email: "E-mail logged.",
  "one-press": "Marked contacted from the notification e-mail.",
};

export interface LeadChange {
  /** A status change (how "status"), or a logged contact: the lead becomes contacted if it was new. */
  how: ContactHow;
  status?: LeadStatus;
  note?: string | null;
}

export interface ContactDeps {
  /** The gym's staffed hours and closed dates (content now); null: no gym, clock time counts. */
  settingsFor(gym: string | null): Promise<FirstContactSettings | null>;
  webhookUrls: readonly string[];
  /** The clock (tests inject one). */
  now?: () => Date;
}

/** Waited time in whole seconds: staffed (in the calendar given; none: the clock) and clock. */
export function waited(
  calendar: StaffedCalendar | null,
  from: Date,
  to: Date,
): { staffedSeconds: number; clockSeconds: number } {
  const clockMs = Math.max(0, to.getTime() - from.getTime());
  const staffedMs = calendar ? staffedMsBetween(calendar, from, to) : clockMs;
  return { staffedSeconds: Math.round(staffedMs / 1000), clockSeconds: Math.round(clockMs / 1000) };
}

type Reader = Pick<Db, "select">;

/**
 * The staffed calendar a lead is measured on (decision 0026): the one its gym had when it arrived, kept on
 * its chase rows; for a lead without them (older, or no chase), the gym's now, read by `settings`. Emptying
 * or shrinking the hours later changes no lead's figure.
 */
export async function arrivalCalendars(
  db: Reader,
  leads: readonly Pick<SubmissionRow, "id" | "gym" | "createdAt">[],
  settings: (gym: string | null) => Promise<FirstContactSettings | null>,
): Promise<Map<string, StaffedCalendar | null>> {
  const kept =
    leads.length === 0
      ? []
      : await db
          .select({ id: outbox.submissionId, calendar: outbox.staffedCalendar })
          .from(outbox)
          .where(
            and(
              inArray(
                outbox.submissionId,
                leads.map((lead) => lead.id),
              ),
              inArray(outbox.purpose, [...LEAD_CHASES]),
              isNotNull(outbox.staffedCalendar),
            ),
          );
  const calendars = new Map<string, StaffedCalendar | null>();
  for (const row of kept) if (row.id && row.calendar) calendars.set(row.id, row.calendar);
  for (const lead of leads) {
    if (calendars.has(lead.id)) continue;
    const now = await settings(lead.gym);
    calendars.set(lead.id, now ? chaseCalendar(now.calendar, lead.createdAt) : null);
  }
  return calendars;
}

/**
 * Changes a lead as staff asked, in one transaction: its status and history, its reminders withdrawn, and
 * its first contact recorded (with its webhooks) if this is it. False when the role may not see it.
 */
export async function changeLead(
  db: Db,
  who: { role: StaffRole; email: string },
  id: string,
  change: LeadChange,
  deps: ContactDeps,
): Promise<boolean> {
  const [peek] = await db
    .select({ gym: submissions.gym })
    .from(submissions)
    .where(and(eq(submissions.id, id), scope(who.role)));
  if (!peek) return false;
  const at = deps.now?.() ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, id), scope(who.role)))
      .for("update");
    if (!row) return false;
    const calendar = (await arrivalCalendars(tx, [row], deps.settingsFor)).get(row.id) ?? null;
    const status = change.status ?? (row.status === "new" ? "contacted" : row.status);
    const note = change.how === "status" ? (change.note ?? null) : loggedNotes[change.how];
    await tx.update(submissions).set({ status }).where(eq(submissions.id, id));
    await tx.insert(submissionEvents).values({ submissionId: id, status, note, actor: who.email });
    // Any touch: whoever looked at it and acted, nobody needs reminding.
    await tx
      .update(outbox)
      .set({ status: "withdrawn", lastError: null })
      .where(
        and(
          eq(outbox.submissionId, id),
          eq(outbox.status, "pending"),
          inArray(outbox.purpose, [...LEAD_CHASES]),
        ),
      );
    const counts = change.how !== "status" || (row.status === "new" && status !== "new");
    if (counts && row.firstContactAt === null)
      await recordFirstContact(tx, row, who.email, change.how, at, calendar, deps);
    return true;
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function recordFirstContact(
  tx: Tx,
  row: SubmissionRow,
  by: string,
  how: ContactHow,
  at: Date,
  calendar: StaffedCalendar | null,
  deps: ContactDeps,
): Promise<void> {
  const { staffedSeconds, clockSeconds } = waited(calendar, row.createdAt, at);
  await tx
    .update(submissions)
    .set({
      firstContactAt: at,
      firstContactBy: by,
      firstContactHow: how,
      firstContactStaffedSeconds: staffedSeconds,
      firstContactClockSeconds: clockSeconds,
    })
    .where(eq(submissions.id, row.id));
  const hooks = contactEventMessages(
    {
      submissionId: row.id,
      kind: row.kind,
      gym: row.gym,
      at,
      by,
      how,
      staffedSeconds,
      clockSeconds,
      email: row.email,
    },
    deps.webhookUrls,
  );
  if (hooks.length > 0) await tx.insert(outbox).values(hooks.map((m) => ({ ...m, submissionId: row.id })));
}
