/**
 * Tour slots (issue 19), shared by the tour page and the server that books them. Pure: the slots of a gym
 * follow from its staffed hours, the tour settings and the time now. All calendar arithmetic is done by
 * date-fns in the Europe/London zone (@date-fns/tz), so a slot at 09:00 is 09:00 in London on both sides of
 * a clock change.
 */
import { TZDate, tz } from "@date-fns/tz";
import { addDays, addMinutes, format } from "date-fns";
import { TOUR_TIME_ZONE } from "./tour-labels";

// What the pages say of the slots, with no date library (tour-labels.ts).
export { dayLabel, slotLabel, slotsByDay, TOUR_TIME_ZONE, timeLabel } from "./tour-labels";

const london = tz(TOUR_TIME_ZONE);

type Weekday = "Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat" | "Sun";
/** date-fns' getDay order (0 = Sunday). */
const WEEKDAYS: readonly Weekday[] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The parts of app/content's hours and tour settings slot generation needs. */
export interface StaffedRange {
  days: readonly Weekday[];
  /** "HH:MM", London time. */
  opens: string;
  closes: string;
}

export interface SlotRules {
  slotMinutes: number;
  daysAhead: number;
  closedDates: readonly { date: string; gyms?: readonly string[] }[];
}

export interface TourSlot {
  /** The slot's start as an ISO 8601 UTC instant: its identity in forms and in the database. */
  start: string;
  /** ISO 8601 UTC end. */
  end: string;
  /** London calendar day, YYYY-MM-DD. */
  day: string;
  /** London clock time of the start, "HH:MM". */
  time: string;
}

function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

/**
 * Every slot of one gym from `now` for `daysAhead` London days (today included): back-to-back slots of
 * `slotMinutes` that fit wholly inside a staffed range, none starting at or before `now`, none on a closed
 * date for this gym.
 */
/** The most days ahead and the shortest slot tourSlots ever works with, whatever the settings say. */
export const TOUR_MAX_DAYS = 62;
export const TOUR_MIN_SLOT_MINUTES = 15;

export function tourSlots(
  gym: string,
  staffed: readonly StaffedRange[],
  rules: SlotRules,
  now: Date,
): TourSlot[] {
  const today = new TZDate(now, TOUR_TIME_ZONE);
  const closed = new Set(rules.closedDates.filter((c) => !c.gyms || c.gyms.includes(gym)).map((c) => c.date));
  const slots: TourSlot[] = [];
  // Bounded whatever the content says (issue 30): at most TOUR_MAX_DAYS days, each slot start once a day
  // however many staffed ranges overlap, and slots no shorter than TOUR_MIN_SLOT_MINUTES.
  const slotMinutes = Math.max(rules.slotMinutes, TOUR_MIN_SLOT_MINUTES);
  for (let offset = 0; offset < Math.min(rules.daysAhead, TOUR_MAX_DAYS); offset++) {
    const date = addDays(today, offset, { in: london });
    const day = format(date, "yyyy-MM-dd", { in: london });
    if (closed.has(day)) continue;
    const weekday = WEEKDAYS[date.getDay()];
    const midnight = new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), TOUR_TIME_ZONE);
    const starts = new Set<number>();
    for (const range of staffed) {
      if (!weekday || !range.days.includes(weekday)) continue;
      const closes = minutesOf(range.closes);
      for (let m = minutesOf(range.opens); m + slotMinutes <= closes; m += slotMinutes) starts.add(m);
    }
    for (const m of [...starts].sort((a, b) => a - b)) {
      // Built from the wall clock, not by adding minutes to midnight: on a clock-change day the two differ.
      const start = new TZDate(
        midnight.getFullYear(),
        midnight.getMonth(),
        midnight.getDate(),
        Math.floor(m / 60),
        m % 60,
        TOUR_TIME_ZONE,
      );
      if (start.getTime() <= now.getTime()) continue;
      slots.push({
        start: new Date(start.getTime()).toISOString(),
        end: new Date(addMinutes(start, slotMinutes).getTime()).toISOString(),
        day,
        time: format(start, "HH:mm", { in: london }),
      });
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

/** The `count` free slots nearest in time to `start` (either side), in time order. */
export function nearestSlots(free: readonly TourSlot[], start: string, count: number): TourSlot[] {
  const at = Date.parse(start);
  return [...free]
    .filter((slot) => slot.start !== start)
    .sort((a, b) => Math.abs(Date.parse(a.start) - at) - Math.abs(Date.parse(b.start) - at))
    .slice(0, count)
    .sort((a, b) => a.start.localeCompare(b.start));
}
