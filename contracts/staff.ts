/** The data the staff area's pages take (server/staff builds it; app/features/staff renders it). */
import type { ConversionReport } from "#contracts/stats.ts";

export const leadStatuses = ["new", "contacted", "toured", "joined", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const submissionKinds = ["lead", "enquiry", "investor", "interest"] as const;

/** The role that sees every gym's submissions, and alone may erase an address and see the charts. */
export const MANAGEMENT_ROLE = "management";

/**
 * MANAGEMENT_ROLE, or a gym's formName (app/content/gyms.ts), which sees that gym's leads and enquiries.
 * A string: the roles are checked against configuration (STAFF_EMAILS) when a session is read.
 */
export type StaffRole = string;

export interface StaffUser {
  email: string;
  role: StaffRole;
  /** What the role is called on screen: "Management" or the gym's name. */
  roleLabel: string;
  csrfToken: string;
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

export interface SubmissionDetail extends SubmissionSummary {
  fields: [string, string][];
  referer: string | null;
  messages: OutboxSummary[];
  events: StatusEvent[];
}

export interface ErasureSummary {
  email: string;
  submissions: number;
  messages: number;
  files: number;
}

/** A signed-in staff user and the id of their session (its cookie's value). */
export interface StaffSession extends StaffUser {
  sessionId: string;
}

/** The answer to an erasure request: what is (or was) held, or why the address cannot be taken. */
export type ErasureAnswer = { summary: ErasureSummary } | { refused: string };

/**
 * What the server (server/staff/area.ts) gives the staff area's route modules for one request, in React
 * Router's load context. Every query takes the signed-in user's role: a gym sees its own leads only.
 */
export interface StaffLoadContext {
  /** The session named by this request's cookie, if it is live and its address still allowed (memoised). */
  session(): Promise<StaffSession | null>;
  /** E-mails a sign-in link if the address may sign in; silent either way, and rate-limited. */
  requestLink(email: string): Promise<void>;
  /** Uses up an e-mailed link's token: the Set-Cookie of a new session, or null for a used or unknown one. */
  signInWithLink(token: string): Promise<string | null>;
  /** Ends the session: the Set-Cookie that clears it. */
  signOut(sessionId: string): Promise<string>;
  listSubmissions(
    role: StaffRole,
    form: Record<string, string>,
  ): Promise<{ filter: StaffFilter; rows: SubmissionSummary[]; hasMore: boolean }>;
  submissionDetail(role: StaffRole, id: string): Promise<SubmissionDetail | null>;
  setStatus(user: StaffUser, id: string, status: LeadStatus, note: string | null): Promise<boolean>;
  /** The submissions the filter form selects, as CSV text (formula cells neutralised). */
  exportCsv(role: StaffRole, form: Record<string, string>): Promise<string>;
  outbox(role: StaffRole): Promise<OutboxSummary[]>;
  /** Sends a dead message again; false when the role may not touch it (or it does not exist). */
  retryMessage(role: StaffRole, id: number): Promise<boolean>;
  findSubject(email: string): Promise<ErasureAnswer>;
  eraseSubject(email: string): Promise<ErasureAnswer>;
  conversionReport(role: StaffRole): Promise<ConversionReport>;
}
