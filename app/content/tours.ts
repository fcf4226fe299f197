/**
 * Tours of the 24/7 gyms (issue 19): editable content. Slots are generated from each gym's staffed hours in
 * gyms.ts (contracts/tours.ts); this file only says how long, how many and when not.
 */
import type { FormName } from "./gym-identity";

export interface ClosedDate {
  /** Europe/London calendar day, YYYY-MM-DD. */
  date: string;
  /** Why, for staff reading this file (bank holiday, event). */
  reason: string;
  /** Only these gyms; omitted: every gym. */
  gyms?: readonly FormName[];
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

export const tourSettings: TourSettings = {
  slotMinutes: 30,
  daysAhead: 14,
  capacity: 2,
  alternatives: 3,
  closedDates: [
    { date: "2026-12-25", reason: "Christmas Day" },
    { date: "2026-12-26", reason: "Boxing Day" },
    { date: "2027-01-01", reason: "New Year's Day" },
    { date: "2027-03-26", reason: "Good Friday" },
    { date: "2027-03-29", reason: "Easter Monday" },
    { date: "2027-05-03", reason: "Early May bank holiday" },
    { date: "2027-05-31", reason: "Spring bank holiday" },
    { date: "2027-08-30", reason: "Summer bank holiday" },
  ],
};
