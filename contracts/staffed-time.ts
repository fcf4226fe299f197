/**
 * Staffed time (issue 32): how much of a span fell inside a gym's staffed hours, Europe/London, closed dates
 * excluded. A lead at 23:00 called at 09:05 next morning, staffed from 09:00, took 5 minutes of staffed time.
 * Every window is built from the London wall clock by @date-fns/tz (as tour slots are), so a clock change
 * shortens or lengthens the night, never a staffed window, unless the window itself spans the change.
 */
import { TZDate, tz } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { type StaffedRange, TOUR_TIME_ZONE } from "./tours";

const london = tz(TOUR_TIME_ZONE);
/** date-fns' getDay order (0 = Sunday). */
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
/** How far ahead a search for the next staffed minute looks before it gives up (a gym with no hours). */
const HORIZON_DAYS = 400;

/** A gym's staffed hours and the London days it is closed (YYYY-MM-DD). */
export interface StaffedCalendar {
  staffed: readonly StaffedRange[];
  closedDates: readonly string[];
  /** Every minute counts as staffed: a gym without staffed hours, as chases treat it (decision 0026). */
  always?: boolean;
}

/** Whether any weekday has a staffed window (a range with days that closes after it opens). */
function hasStaffedHours(calendar: StaffedCalendar): boolean {
  return calendar.staffed.some((r) => r.days.length > 0 && minutesOf(r.closes) > minutesOf(r.opens));
}

/**
 * The calendar a lead is chased on (decision 0026): the gym's own, or "always staffed" when it has no
 * staffed hours, so emptying them makes chases come sooner, never not at all. Closed dates before `from`'s
 * London day are left out (the calendar is kept with the lead's chases).
 */
export function chaseCalendar(calendar: StaffedCalendar, from: Date): StaffedCalendar {
  if (calendar.always || !hasStaffedHours(calendar)) return { staffed: [], closedDates: [], always: true };
  const today = londonDay(from);
  return { staffed: calendar.staffed, closedDates: calendar.closedDates.filter((day) => day >= today) };
}

interface Window {
  start: number;
  end: number;
}

function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

/** The London day (YYYY-MM-DD) an instant falls on. */
export function londonDay(at: Date): string {
  return format(new TZDate(at, TOUR_TIME_ZONE), "yyyy-MM-dd", { in: london });
}

/** One London day's staffed windows, merged and in order (none on a closed date). */
function windowsOfDay(calendar: StaffedCalendar, day: TZDate): Window[] {
  if (calendar.closedDates.includes(format(day, "yyyy-MM-dd", { in: london }))) return [];
  const weekday = WEEKDAYS[day.getDay()];
  const at = (minutes: number) =>
    new TZDate(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      Math.floor(minutes / 60),
      minutes % 60,
      TOUR_TIME_ZONE,
    ).getTime();
  const windows = calendar.staffed
    .filter((range) => weekday !== undefined && range.days.includes(weekday))
    .map((range) => ({ start: at(minutesOf(range.opens)), end: at(minutesOf(range.closes)) }))
    .filter((w) => w.end > w.start)
    .sort((a, b) => a.start - b.start);
  // Two ranges that overlap (a weekday row and a Friday row) count once.
  const merged: Window[] = [];
  for (const w of windows) {
    const last = merged.at(-1);
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else merged.push({ ...w });
  }
  return merged;
}

/** Staffed windows from the London day of `from` on, in order, for at most `days` days. */
function* windowsFrom(calendar: StaffedCalendar, from: Date, days = HORIZON_DAYS): Generator<Window> {
  const first = new TZDate(from, TOUR_TIME_ZONE);
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(first, offset, { in: london });
    yield* windowsOfDay(calendar, day);
  }
}

/** Milliseconds of staffed time in [from, to). */
export function staffedMsBetween(calendar: StaffedCalendar, from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  if (calendar.always) return b - a;
  const days = Math.ceil((b - a) / 86_400_000) + 2;
  let total = 0;
  for (const w of windowsFrom(calendar, from, days)) {
    if (w.start >= b) break;
    total += Math.max(0, Math.min(w.end, b) - Math.max(w.start, a));
  }
  return total;
}

/** The instant `minutes` of staffed time after `from` have passed; null when the gym has no staffed hours. */
export function staffedDeadline(calendar: StaffedCalendar, from: Date, minutes: number): Date | null {
  let left = minutes * 60_000;
  const a = from.getTime();
  if (calendar.always) return new Date(a + left);
  for (const w of windowsFrom(calendar, from)) {
    if (w.end <= a) continue;
    const start = Math.max(w.start, a);
    if (w.end - start >= left) return new Date(start + left);
    left -= w.end - start;
  }
  return null;
}

/** Whether `at` is inside staffed hours (opening minute included, closing minute not). */
export function isStaffedAt(calendar: StaffedCalendar, at: Date): boolean {
  if (calendar.always) return true;
  const t = at.getTime();
  for (const w of windowsFrom(calendar, at, 1)) if (w.start <= t && t < w.end) return true;
  return false;
}

/** `at` itself when staffed, else the next opening; null when the gym has no staffed hours. */
export function nextStaffedInstant(calendar: StaffedCalendar, at: Date): Date | null {
  if (calendar.always) return at;
  const t = at.getTime();
  for (const w of windowsFrom(calendar, at)) {
    if (w.end <= t) continue;
    return new Date(Math.max(w.start, t));
  }
  return null;
}
