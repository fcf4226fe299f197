/** The data the staff area's pages take (server/staff builds it; app/features/staff renders it). */

export const leadStatuses = ["new", "contacted", "toured", "joined", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const submissionKinds = ["lead", "enquiry", "investor", "interest"] as const;

/** "management" sees everything; a gym's formName sees that gym's leads and enquiries. */
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
