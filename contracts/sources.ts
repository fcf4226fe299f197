/**
 * Where leads come from and what they cost (issue 38): the staff area's data for the sources charts and the
 * spend page, their forms' schemas and their load context (server/staff/sources.ts provides it).
 */
import { z } from "zod";
import { cleanValue } from "./attribution";
import { type Channel, channels } from "./channels";
import { FORM_NAME } from "./places";
import type { StaffRole, StaffUser } from "./staff-user";

/** One channel's or campaign's figures over a month. */
export interface SourceRow {
  /** A channel (contracts/channels.ts), a campaign as stored in lower case, or one of the labels below. */
  key: string;
  leads: number;
  /** Leads with a tour booked at their gym with their e-mail address, whenever it was booked. */
  tours: number;
  /** Leads staff marked joined. */
  members: number;
  /** members ÷ leads; null without leads. */
  rate: number | null;
  /** Management only: the month's spend (pence) and what each costs; null where there is no spend or none. */
  spendPence: number | null;
  costPerLead: number | null;
  costPerTour: number | null;
  costPerMember: number | null;
}

/** Leads received before sources were kept, and leads without a campaign. */
export const UNKNOWN_CHANNEL = "(not known)";
export const NO_CAMPAIGN = "(no campaign)";

export interface SourcesReport {
  /** The London month, YYYY-MM. */
  month: string;
  /** The gym whose leads are counted (a gym's inbox: always its own), or null for all. */
  gym: string | null;
  /** False for a gym's inbox: spend is management's, and none of it is in this report. */
  withSpend: boolean;
  byChannel: SourceRow[];
  byCampaign: SourceRow[];
}

/** A spend entry as management's spend page lists it. */
export interface SpendEntry {
  id: number;
  month: string;
  channel: Channel;
  campaign: string | null;
  gym: string | null;
  amountPence: number;
  updatedBy: string;
  updatedAt: string;
}

/** One line of the spend log: who entered or changed what, when. */
export interface SpendChange {
  id: number;
  spendId: number;
  actor: string;
  kind: "created" | "changed";
  previous: SpendInput | null;
  current: SpendInput;
  changedAt: string;
}

export interface SpendInput {
  month: string;
  channel: Channel;
  campaign: string | null;
  gym: string | null;
  amountPence: number;
}

export type SpendSaved = { ok: true; id: number } | { ok: false; field: string; message: string };

export interface SourcesLoadContext {
  /** A month's figures by channel and by campaign; a gym's inbox gets its own gym's and no spend. */
  sourcesReport(role: StaffRole, options: { month: string; gym: string | null }): Promise<SourcesReport>;
  /** Management only (the route checks the role): a month's entries, and the latest changes to any. */
  spendEntries(month: string): Promise<{ entries: SpendEntry[]; changes: SpendChange[] }>;
  /** Enters a spend (id null) or changes one, and logs it; a clash with another entry's key names the field. */
  saveSpend(user: StaffUser, id: number | null, input: SpendInput): Promise<SpendSaved>;
}

export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month of a London day or instant (YYYY-MM). */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The largest entry taken: £10,000,000 a month is not a gym's ad budget, it is a typing error. */
export const MAX_SPEND_PENCE = 1_000_000_000;

const blankAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** The spend form: pounds as typed ("1,250.50", "£300"), stored as pence. */
export const spendFormSchema = z.object({
  month: z.string({ error: "Required" }).regex(MONTH, { error: "Must be a month, YYYY-MM" }),
  channel: z.enum(channels, { error: "Must be one of the channels" }),
  campaign: z.preprocess(
    blankAsNull,
    z
      .string()
      .max(200, { error: "At most 200 characters" })
      // The key leads are matched by: cleaned as a landing URL's value is, compared in lower case.
      .transform((value) => cleanValue(value)?.toLowerCase() ?? null)
      .nullable(),
  ),
  // A form name's shape here; the staff area checks it names a place in content (server/staff/sources.ts).
  gym: z.preprocess(
    blankAsNull,
    z
      .string({ error: "Must be one of our gyms" })
      .regex(FORM_NAME, { error: "Must be one of our gyms" })
      .nullable(),
  ),
  amount: z
    .string({ error: "Required" })
    .transform((value) => value.replace(/[£,\s]/g, ""))
    .pipe(
      z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, { error: "Must be an amount in pounds, like 250 or 99.50" }),
    )
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(z.number().max(MAX_SPEND_PENCE, { error: "At most £10,000,000" })),
});

export function spendInputOf(value: z.infer<typeof spendFormSchema>): SpendInput {
  return {
    month: value.month,
    channel: value.channel,
    campaign: value.campaign,
    gym: value.gym,
    amountPence: value.amount,
  };
}

const londonMonthFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
});

/** The London month of an instant, YYYY-MM. */
export function londonMonth(at = new Date()): string {
  return londonMonthFormat.format(at).slice(0, 7);
}

/** A month asked for in a URL, or the current one when it is absent or not a month. */
export function monthAsked(value: string | null, now = new Date()): string {
  return value && MONTH.test(value) ? value : londonMonth(now);
}
