/** The staff area's data, its forms' schemas and its load context (server/staff provides; app/routes/staff use). */
import { z } from "zod";
import type { SubmissionSource } from "#contracts/channels.ts";
import { multiLine, singleLine } from "#contracts/fields.ts";
import type { Incident } from "#contracts/ops.ts";
import { placeByFormName } from "#contracts/places.ts";
import type { ReviewsUsageLoadContext } from "#contracts/reviews-usage.ts";
import type { SourcesLoadContext } from "#contracts/sources.ts";
import type {
  ContentBehind,
  ContentChange,
  ContentChangeInput,
  ContentDifferenceView,
  ContentFileWrite,
  ContentSave,
  DiffLine,
} from "#contracts/staff-content.ts";
import type { StaffPasskeysContext } from "#contracts/staff-passkeys.ts";
import type { StaffPeopleContext } from "#contracts/staff-people.ts";
import type { StaffRole, StaffUser } from "#contracts/staff-user.ts";

export type { StaffRole, StaffUser };

import type { ConversionReport, FirstContactReport, WaitingLead } from "#contracts/stats.ts";

export type {
  ContentBehind,
  ContentChange,
  ContentChangeInput,
  ContentDifferenceView,
  ContentFileWrite,
  ContentSave,
  DiffLine,
};

/** The contacts staff log besides a status change (issue 32). */
export const loggedContacts = ["call", "email", "one-press"] as const;
export type LoggedContact = (typeof loggedContacts)[number];

export const leadStatuses = ["new", "contacted", "toured", "joined", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const submissionKinds = ["lead", "enquiry", "investor", "interest", "tour"] as const;

/** The role that sees every gym's submissions, and alone may erase an address and see the charts. */
export const MANAGEMENT_ROLE = "management";

/** A role read from configuration or the database, checked against the places in content now. */
export function isStaffRole(value: string, places: readonly { formName: string }[]): boolean {
  return value === MANAGEMENT_ROLE || placeByFormName(places, value) !== undefined;
}

export interface StaffFilter {
  gym?: string;
  kind?: string;
  status?: string;
  /** YYYY-MM-DD, London days, inclusive. */
  from?: string;
  to?: string;
  /** Name or e-mail; never put in a URL (it is personal data): the filter form posts. */
  q?: string;
  /** Show honeypot-caught spam too. */
  spam?: boolean;
  page: number;
}

export interface SubmissionSummary {
  id: string;
  createdAt: string;
  kind: string;
  gym: string | null;
  gymLabel: string | null;
  name: string;
  email: string;
  status: LeadStatus;
  spam: boolean;
  held: boolean;
}

/** A submission held for review (over a hold threshold), as management's held list shows it. */
export interface HeldSubmission {
  id: string;
  createdAt: string;
  kind: string;
  gymLabel: string | null;
  name: string;
  email: string;
  /** The hold threshold it went over ("address-day", ...); null for one held before reasons were kept. */
  reason: string | null;
}

export interface OutboxSummary {
  id: number;
  submissionId: string | null;
  channel: string;
  purpose: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface StatusEvent {
  status: LeadStatus;
  note: string | null;
  actor: string;
  createdAt: string;
}

/** The first staff action that counted as contact (issue 32), and how long the lead had waited. */
export interface FirstContact {
  at: string;
  by: string;
  how: string;
  staffedSeconds: number;
  clockSeconds: number;
}

export interface SubmissionDetail extends SubmissionSummary {
  firstContact: FirstContact | null;
  fields: [string, string][];
  referer: string | null;
  /** Where it came from (issue 38); null for one received before sources were kept. */
  source: SubmissionSource | null;
  messages: OutboxSummary[];
  events: StatusEvent[];
  /** The tours this person booked at this gym (matched by e-mail and gym), soonest first. */
  tours: LeadTour[];
}

export const tourStatuses = ["booked", "cancelled", "attended", "no-show"] as const;
export type TourStatus = (typeof tourStatuses)[number];
export const tourStatusLabels: Record<TourStatus, string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  attended: "Attended",
  "no-show": "No-show",
};

/** A tour as its lead's record shows it. */
export interface LeadTour {
  id: string;
  /** The tour's own submission (kind tour). */
  submissionId: string;
  gym: string;
  /** ISO start. */
  startsAt: string;
  status: TourStatus;
}

export interface ErasureSummary {
  email: string;
  submissions: number;
  messages: number;
  files: number;
}

/**
 * A signed-in staff user, as loaders see and return it. Never the session's id (its cookie's value): loader
 * data is readable by any script on the page, which would undo the cookie's HttpOnly. The server keeps the
 * id to itself (signOut and editorCookies read it from the request).
 */
export type StaffSession = StaffUser;

/** The answer to an erasure request: what is (or was) held, or why the address cannot be taken. */
export type ErasureAnswer = { summary: ErasureSummary } | { refused: string };

/**
 * What the server (server/staff/area.ts) gives the staff area's route modules for one request, in React
 * Router's load context. Every query takes the signed-in user's role: a gym sees its own leads only.
 */
/** A booked tour as staff see it. */
export interface StaffTour {
  id: string;
  submissionId: string;
  gym: string;
  /** ISO start. */
  startsAt: string;
  status: TourStatus;
  name: string;
  email: string;
  phone: string;
}

// Not strict: every staff form also carries its CSRF token.
export const tourOutcomeSchema = z.object({
  outcome: z.enum(["attended", "no-show"], { error: "Choose attended or no-show" }),
});

export interface ContentSaveOptions {
  /** Every addition and deletion must say its base (the editor's saves, through our patched client). */
  requireBases?: boolean;
  /** The first segments of the site's routes, which no place may take. */
  routeSegments?: readonly string[];
}

export interface StaffLoadContext
  extends StaffPeopleContext,
    StaffPasskeysContext,
    SourcesLoadContext,
    ReviewsUsageLoadContext {
  /** The session named by this request's cookie, if it is live and its address still allowed (memoised). */
  /** Submissions this server kept on its disk while the database could not take them, not yet written. */
  waitingForDatabase(): Promise<number>;
  /** The site's open incidents (issue 43: mail failing, a dead message, ...), for management's banner; none for other roles. */
  incidents(role: StaffRole): Promise<Incident[]>;
  session(): Promise<StaffSession | null>;
  /** E-mails a sign-in link if the address may sign in; silent either way, and rate-limited. */
  requestLink(email: string): Promise<void>;
  /** Uses up an e-mailed link's token: the Set-Cookie of a new session, or null for a used or unknown one. */
  signInWithLink(token: string): Promise<string | null>;
  /** Ends this request's session: the Set-Cookie values that clear its cookie, the editor's copies too. */
  signOut(): Promise<string[]>;
  /** The filter as applied (a gym chosen only by management), and one page of what it selects. */
  listSubmissions(
    role: StaffRole,
    filter: StaffFilter,
  ): Promise<{ filter: StaffFilter; rows: SubmissionSummary[]; hasMore: boolean }>;
  submissionDetail(role: StaffRole, id: string): Promise<SubmissionDetail | null>;
  setStatus(user: StaffUser, id: string, status: LeadStatus, note: string | null): Promise<boolean>;
  /**
   * A contact made outside a status change (a call or e-mail logged, the notification's one press): the lead
   * becomes contacted if it was new, and its first contact is recorded if it has none. False: not theirs.
   */
  logContact(user: StaffUser, id: string, how: LoggedContact): Promise<boolean>;
  /** The submissions the filter form selects, as CSV text (formula cells neutralised). */
  /** The CSV file, streamed (issue 46): its bytes as the database gives the rows. */
  exportCsv(role: StaffRole, filter: StaffFilter): ReadableStream<Uint8Array>;
  outbox(role: StaffRole): Promise<OutboxSummary[]>;
  /** Sends a dead message again; false when the role may not touch it (or it does not exist). */
  retryMessage(role: StaffRole, id: number): Promise<boolean>;
  findSubject(email: string): Promise<ErasureAnswer>;
  eraseSubject(email: string): Promise<ErasureAnswer>;
  conversionReport(role: StaffRole): Promise<ConversionReport>;
  /** Time to first contact per gym and week, and the leads waiting now (issue 32): a gym's own, or all. */
  firstContactReport(role: StaffRole): Promise<FirstContactReport>;
  /** Only the leads waiting now, oldest first: the inbox's front page. */
  waitingLeads(role: StaffRole): Promise<WaitingLead[]>;
  /** Tours from today (London) on, of the role's gyms, soonest first (issue 19). */
  tours(role: StaffRole): Promise<StaffTour[]>;
  /** Marks a tour attended or a no-show; false when the role may not (or it is cancelled or unknown). */
  markTour(user: StaffUser, bookingId: string, outcome: "attended" | "no-show"): Promise<boolean>;
  /** Management only (the routes check the role): held submissions, newest first. */
  heldSubmissions(): Promise<HeldSubmission[]>;
  /** Mails a held submission as if stored normally, once; false when it is not (or no longer) held. */
  releaseHeld(id: string): Promise<boolean>;
  /** Marks a held submission spam; false when it is not (or no longer) held. */
  markHeldSpam(id: string): Promise<boolean>;
  /**
   * The Set-Cookie values that carry this request's session cookie to the editor's paths (editorUrls), which
   * the library fixes outside /staff; without a session, the values that clear them.
   */
  editorCookies(): Promise<string[]>;
  /**
   * Checks a content update (shape, schema, bounds, role, places) and writes it as `user` (decisions 0022,
   * 0025): the files and their change-log rows as one change in the database, which every instance follows.
   * Refused with a thrown Response naming the entry and the reason (400, 403, or 409 when a base moved);
   * resolves once committed and followed here.
   */
  saveContent(user: StaffUser, update: unknown, options?: ContentSaveOptions): Promise<void>;
  /** Puts an entry back as it was before change `id`, as a save; no such change, or one the role may not see, is a thrown 404. */
  restoreContent(user: StaffUser, id: number): Promise<void>;
  /** Keystatic's reads of the working copy (`tree`, an entry's file); anything else a thrown 400/404. */
  editorRead(request: Request): Promise<Response>;
  /** The working copy's tree, as Keystatic answers a save. */
  editorTree(request: Request): Promise<Response>;
  /** Null while this instance serves the latest content; else what it serves and could not reach (issue 36). */
  contentBehind(): ContentBehind | null;
  /** The latest `limit` changes, newest first, of those the user's role may see (a gym: its own entries). */
  contentChanges(user: StaffUser, limit: number): Promise<ContentChange[]>;
  /** Management only (the route checks the role): owner-changed entries whose shipped version differs. */
  contentDifferences(): Promise<ContentDifferenceView[]>;
}

/** A blank field is no filter at all. */
const blankAsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** A day of the calendar (YYYY-MM-DD): 2024-02-29 is one, 2024-02-31 is not. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const calendarDay = z.string().refine(isCalendarDay, { error: "Must be a real date, YYYY-MM-DD" });

/** The deepest page anyone pages to; numbers beyond it would only reach the database as an error. */
export const MAX_LIST_PAGE = 10_000;

/**
 * The submissions list's filter as the form posts it. Every text field refuses control characters and every
 * number is bounded, so what reaches a query is a value the database takes. Which gyms a role may see is
 * the server's rule, applied after this.
 */
export const staffFilterSchema = z.object({
  gym: z.preprocess(blankAsAbsent, singleLine(40).optional()),
  kind: z.preprocess(
    blankAsAbsent,
    z.enum(submissionKinds, { error: "Must be a kind of submission" }).optional(),
  ),
  status: z.preprocess(blankAsAbsent, z.enum(leadStatuses, { error: "Must be a status" }).optional()),
  from: z.preprocess(blankAsAbsent, calendarDay.optional()),
  to: z.preprocess(blankAsAbsent, calendarDay.optional()),
  q: z.preprocess(blankAsAbsent, singleLine(200).optional()),
  spam: z.preprocess(blankAsAbsent, z.enum(["on", "true"], { error: "Must be on or absent" }).optional()),
  page: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .regex(/^\d{1,6}$/, { error: `Must be a whole number from 1 to ${MAX_LIST_PAGE}` })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1)
          .max(MAX_LIST_PAGE, { error: `At most ${MAX_LIST_PAGE}` }),
      )
      .optional(),
  ),
});

/** A status change: the status, and a note (lines allowed, no other control character). */
export const statusChangeSchema = z.object({
  status: z.enum(leadStatuses, { error: "Unknown status." }),
  note: z.preprocess(blankAsAbsent, multiLine(2000).optional()),
});

/** A call or e-mail logged from a lead's page (issue 32). */
export const contactLogSchema = z.object({
  how: z.enum(["call", "email"], { error: "Choose call or email." }),
});

/** A form's fields checked against a schema: the value, or a message that names the field at fault. */
export type Checked<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

export function checkForm<T>(schema: z.ZodType<T>, form: Record<string, string>): Checked<T> {
  const parsed = schema.safeParse(form);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? "form");
  return { ok: false, field, message: `${field}: ${issue?.message ?? "Not valid"}` };
}

/** The filter form's fields as a StaffFilter (before the role's own scope is applied). */
export function staffFilterOf(form: Record<string, string>): Checked<StaffFilter> {
  const checked = checkForm(staffFilterSchema, form);
  if (!checked.ok) return checked;
  const { spam, page, ...rest } = checked.value;
  return { ok: true, value: { ...rest, spam: spam !== undefined, page: page ?? 1 } };
}
