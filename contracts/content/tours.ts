/**
 * Tours of the 24/7 gyms (issue 19). Slots are generated from each gym's staffed hours (content/gyms) by
 * contracts/tours.ts. How many visitors a slot takes and the closed dates are the owner's content
 * (content/tours.yaml, schema in schemas/tours.ts, read by tours.server.ts); the slot length and how far
 * ahead a visitor may book are the issue's own terms, and how many alternatives to offer is a page detail,
 * so those stay code.
 */

export interface ClosedDate {
  /** Europe/London calendar day, YYYY-MM-DD. */
  date: string;
  /** Why (bank holiday, event), for staff. */
  reason: string;
  /** Only these gyms; omitted: every gym. */
  gyms?: readonly string[];
}

export interface TourSettings {
  /** Length of one tour slot, minutes. */
  slotMinutes: number;
  /** How many days ahead a visitor may book, today included. */
  daysAhead: number;
  /** Visitors per slot. */
  capacity: number;
  /** How many free slots to offer when the chosen one has just been taken. */
  alternatives: number;
  closedDates: readonly ClosedDate[];
}

/** The settings that are code: 30-minute slots for the next 14 days (issue 19), 3 alternatives. */
export const tourRules = { slotMinutes: 30, daysAhead: 14, alternatives: 3 } as const;

/** Visitors per slot: the editor's bounds and the default of a new file (issue 19: "default 2"). */
export const TOUR_CAPACITY = { min: 1, max: 20, default: 2 } as const;
