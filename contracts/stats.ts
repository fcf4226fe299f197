/**
 * The conversion statistics as plain data: computed by server/stats/conversion.ts, drawn by
 * app/features/staff-charts. Days are YYYY-MM-DD in Europe/London; gyms are formNames (app/content/gyms.ts).
 */

/** Leads per week per gym, zero-filled: weeks[i] is counted in every series' counts[i]. */
export interface LeadsPerWeek {
  /** The Monday of each week, oldest first. */
  weeks: string[];
  series: { gym: string; counts: number[] }[];
}

/** One page of origin over a period. */
export interface PageConversion {
  /** A normalised page path ("/greenwich"), or "(unknown)" for leads that did not say where they came from. */
  path: string;
  leads: number;
  views: number;
  /** leads ÷ views; null when the page has no counted views (shown as "—", never as infinity). */
  rate: number | null;
}

export interface LeadsByPage {
  /** First and last day of the period, inclusive. */
  from: string;
  to: string;
  /** The gym whose leads are counted, or null for all gyms. Views are of all pages either way. */
  gym: string | null;
  /** Most leads first, then most views. */
  pages: PageConversion[];
}

/** One gym's steps from lead to tour over a period. */
export interface TourStep {
  gym: string;
  leads: number;
  /** Tours booked in the period (whatever became of them). */
  toursBooked: number;
  /** Of those, the ones staff marked attended. */
  toursAttended: number;
}

/** Leads, tours booked and tours attended per gym, over the same period as LeadsByPage. */
export interface TourSteps {
  from: string;
  to: string;
  /** Gyms in site order (one gym's own staff: that gym only). */
  gyms: TourStep[];
}

/** Everything the staff area's conversion charts draw, in one answer. */
export interface ConversionReport {
  weekly: LeadsPerWeek;
  pages: LeadsByPage;
  tours: TourSteps;
}

/** One gym's week of first contacts (issue 32): staffed time from arrival to the first contact. */
export interface FirstContactWeek {
  gym: string;
  /** The Monday of the week (London). */
  week: string;
  leads: number;
  contacted: number;
  /** Staffed seconds, over the contacted leads; null when none was contacted. */
  medianSeconds: number | null;
  p90Seconds: number | null;
  /** Shares of all the week's leads contacted within 5 minutes and 1 hour of staffed time (0-1). */
  within5Minutes: number;
  within1Hour: number;
  /** Leads of the week still without a first contact. */
  neverContacted: number;
}

/** A lead waiting now for its first contact, oldest first. */
export interface WaitingLead {
  id: string;
  gym: string;
  gymLabel: string;
  name: string;
  createdAt: string;
  /** Staffed seconds waited so far, and on the clock. */
  staffedSeconds: number;
  clockSeconds: number;
}

export interface FirstContactReport {
  weeks: FirstContactWeek[];
  waiting: WaitingLead[];
}
