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

/** Staffed windows from the London day of `from` on, in order, for at most `days` days (the day walk). */
export function* windowsFrom(calendar: StaffedCalendar, from: Date, days = HORIZON_DAYS): Generator<Window> {
  const first = new TZDate(from, TOUR_TIME_ZONE);
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(first, offset, { in: london });
    yield* windowsOfDay(calendar, day);
  }
}

/** Spans of at most this many London days are walked day by day; longer ones are summed by weekday. */
const WALK_DAYS = 14;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD day (a calendar count, no time zone). */
function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

function dayOfNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** London midnight starting a YYYY-MM-DD day. */
function londonMidnight(day: string): TZDate {
  const n = new Date(dayNumber(day) * DAY_MS);
  return new TZDate(n.getUTCFullYear(), n.getUTCMonth(), n.getUTCDate(), TOUR_TIME_ZONE);
}

/** Staffed ms of windows inside [a, b). */
function clipped(windows: readonly Window[], a: number, b: number): number {
  let total = 0;
  for (const w of windows) total += Math.max(0, Math.min(w.end, b) - Math.max(w.start, a));
  return total;
}

const dayMs = (calendar: StaffedCalendar, day: string) =>
  clipped(windowsOfDay(calendar, londonMidnight(day)), -Infinity, Infinity);

/** A week of January days (no clock change), Monday 5 January 2026 on: each weekday's ordinary day. */
const ORDINARY_WEEK = 20458;
/** By the staffed ranges' JSON: a calendar read from a row is a new object each time. Bounded, as gyms are. */
const ordinaryDays = new Map<string, number[]>();
const MAX_ORDINARY = 256;

/** Staffed ms of each weekday (getDay order) on a day without a clock change or closure. */
function ordinaryDayMs(calendar: StaffedCalendar): number[] {
  const key = JSON.stringify(calendar.staffed);
  let found = ordinaryDays.get(key);
  if (!found) {
    const open = { staffed: calendar.staffed, closedDates: [] };
    found = Array.from({ length: 7 }, () => 0);
    for (let i = 0; i < 7; i++) {
      const day = dayOfNumber(ORDINARY_WEEK + i);
      found[new Date(`${day}T12:00:00Z`).getUTCDay()] = dayMs(open, day);
    }
    if (ordinaryDays.size >= MAX_ORDINARY) ordinaryDays.clear();
    ordinaryDays.set(key, found);
  }
  return found;
}

/** A day's windows by calendar and day: the leads waiting on one page share today, and often a first day. */
const dayWindows = new Map<string, Window[]>();

function windowsOn(calendar: StaffedCalendar, day: string): Window[] {
  const key = `${JSON.stringify(calendar.staffed)}|${calendar.closedDates.includes(day)}|${day}`;
  let found = dayWindows.get(key);
  if (!found) {
    found = windowsOfDay(calendar, londonMidnight(day));
    if (dayWindows.size >= 16 * MAX_ORDINARY) dayWindows.clear();
    dayWindows.set(key, found);
  }
  return found;
}

/** A clock change day's staffed ms, by the staffed ranges' JSON and the day. Bounded. */
const changeDays = new Map<string, number>();

function changeDayMs(calendar: StaffedCalendar, n: number): number {
  const key = `${JSON.stringify(calendar.staffed)}@${n}`;
  let found = changeDays.get(key);
  if (found === undefined) {
    found = dayMs({ staffed: calendar.staffed, closedDates: [] }, dayOfNumber(n));
    if (changeDays.size >= 4 * MAX_ORDINARY) changeDays.clear();
    changeDays.set(key, found);
  }
  return found;
}

/** Each year's London days that are not 24 hours long (the clock changes), found once per year. */
const changesOfYear = new Map<number, number[]>();

function clockChangesOf(year: number): number[] {
  let found = changesOfYear.get(year);
  if (found) return found;
  found = [];
  // Month by month: a month whose London length is not its days × 24 h holds a change; only it is searched.
  for (let m = 0; m < 12; m++) {
    const from = Date.UTC(year, m, 1) / DAY_MS;
    const to = Date.UTC(year, m + 1, 1) / DAY_MS;
    const length = londonMidnight(dayOfNumber(to)).getTime() - londonMidnight(dayOfNumber(from)).getTime();
    if (length === (to - from) * DAY_MS) continue;
    for (let d = from; d < to; d++) {
      const next = londonMidnight(dayOfNumber(d + 1)).getTime() - londonMidnight(dayOfNumber(d)).getTime();
      if (next !== DAY_MS) found.push(d);
    }
  }
  changesOfYear.set(year, found);
  return found;
}

/** The London days from `first` to `last` (numbers, inclusive) that are not 24 hours long. */
function clockChangeDays(first: number, last: number): number[] {
  const found: number[] = [];
  const lastYear = new Date(last * DAY_MS).getUTCFullYear();
  for (let year = new Date(first * DAY_MS).getUTCFullYear(); year <= lastYear; year++)
    for (const d of clockChangesOf(year)) if (d >= first && d <= last) found.push(d);
  return found;
}

/**
 * Milliseconds of staffed time in [from, to). A span of a few days is walked day by day; a longer one is its
 * first and last days walked, and the whole days between counted by weekday, then corrected on the days
 * that differ (closed dates and clock changes): O(those days), never O(the span's days) (issue 46).
 */
export function staffedMsBetween(calendar: StaffedCalendar, from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  if (calendar.always) return b - a;
  const firstDay = londonDay(from);
  const lastDay = londonDay(to);
  const first = dayNumber(firstDay);
  const last = dayNumber(lastDay);
  if (last - first <= WALK_DAYS) {
    const days = Math.ceil((b - a) / DAY_MS) + 2;
    let total = 0;
    for (const w of windowsFrom(calendar, from, days)) {
      if (w.start >= b) break;
      total += Math.max(0, Math.min(w.end, b) - Math.max(w.start, a));
    }
    return total;
  }
  let total = clipped(windowsOn(calendar, firstDay), a, b) + clipped(windowsOn(calendar, lastDay), a, b);
  // The whole days between: first + 1 to last - 1.
  const ordinary = ordinaryDayMs(calendar);
  const whole = last - first - 1;
  const firstWeekday = (first + 5) % 7; // 1970-01-02 (day 1) was a Friday (5)
  for (let weekday = 0; weekday < 7; weekday++) {
    const offset = (weekday - firstWeekday + 7) % 7;
    const count = offset < whole ? Math.floor((whole - 1 - offset) / 7) + 1 : 0;
    total += count * (ordinary[weekday] ?? 0);
  }
  // A closed date counts nothing; a clock change counts its own day's windows (the same for every lead).
  const closed = new Set<number>();
  for (const day of calendar.closedDates) {
    const n = dayNumber(day);
    if (n > first && n < last) closed.add(n);
  }
  for (const n of closed) total -= ordinary[(n + 4) % 7] ?? 0;
  for (const n of clockChangeDays(first + 1, last - 1))
    if (!closed.has(n)) total += changeDayMs(calendar, n) - (ordinary[(n + 4) % 7] ?? 0);
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
