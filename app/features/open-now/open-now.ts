import {
  formatClock,
  type GymHours,
  type HoursRange,
  type Weekday,
  weekdays,
} from "#contracts/content/hours.ts";

/**
 * Open-now status in Europe/London wall-clock time (ARCHITECTURE.md, additions). The opening hours in
 * content are local times. The instant is converted by the UK's summer-time rule, not with Intl: an
 * Intl.DateTimeFormat with a time zone loads ICU's zone data, a long task on a phone just after hydration
 * (decision 0024). open-now.test.ts holds the rule to Intl's answer for every day of 2000-2040 and either
 * side of each change.
 */
export const GYM_TIME_ZONE = "Europe/London";

export interface LocalTime {
  day: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

/** 01:00 UTC on the last Sunday of `month` (0-11) of `year`: when British Summer Time starts or ends. */
function lastSundayOneUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * 86_400_000;
}

/**
 * London's offset from UTC at `instant`, in minutes: 60 in British Summer Time (from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October, the Summer Time Order 2002), else 0.
 */
export function londonOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear();
  const at = instant.getTime();
  return at >= lastSundayOneUtc(year, 2) && at < lastSundayOneUtc(year, 9) ? 60 : 0;
}

const byUtcDay: readonly Weekday[] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export function londonTime(instant: Date): LocalTime {
  const local = new Date(instant.getTime() + londonOffsetMinutes(instant) * 60_000);
  const day = byUtcDay[local.getUTCDay()];
  if (!day || !weekdays.includes(day)) throw new Error(`Unexpected weekday ${day}`);
  return { day, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

function toMinutes(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

export type WindowStatus =
  | { open: true; closes: string }
  | { open: false; next: { dayOffset: number; day: Weekday; opens: string } | null };

/** Whether a set of daily windows is open at a local time, else when it next opens (within a week). */
export function windowStatus(ranges: readonly HoursRange[], at: LocalTime): WindowStatus {
  const today = weekdays.indexOf(at.day);
  for (const range of ranges) {
    if (
      range.days.includes(at.day) &&
      at.minutes >= toMinutes(range.opens) &&
      at.minutes < toMinutes(range.closes)
    )
      return { open: true, closes: range.closes };
  }
  for (let offset = 0; offset <= 7; offset++) {
    const day = weekdays[(today + offset) % 7] as Weekday;
    const candidates = ranges
      .filter((r) => r.days.includes(day) && (offset > 0 || toMinutes(r.opens) > at.minutes))
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens));
    const first = candidates[0];
    if (first) return { open: false, next: { dayOffset: offset, day, opens: first.opens } };
  }
  return { open: false, next: null };
}

const dayNames: Record<Weekday, string> = {
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
  Sun: "Sunday",
};

/** "today at 6am", "tomorrow at 6am", "Monday at 6am". */
function nextOpeningPhrase(next: { dayOffset: number; day: Weekday; opens: string }): string {
  const day = next.dayOffset === 0 ? "today" : next.dayOffset === 1 ? "tomorrow" : dayNames[next.day];
  return `${day} at ${formatClock(next.opens)}`;
}

export interface OpenNowStatus {
  staffed: { open: boolean; text: string };
  recovery: { open: boolean; text: string } | null;
}

export function openNowStatus(hours: GymHours, instant: Date): OpenNowStatus {
  const at = londonTime(instant);
  const staff = windowStatus(hours.staffed, at);
  const staffed = staff.open
    ? { open: true, text: `Staffed now until ${formatClock(staff.closes)}` }
    : {
        open: false,
        text: staff.next ? `Staff next in ${nextOpeningPhrase(staff.next)}` : "No staffed hours",
      };
  if (!hours.recovery) return { staffed, recovery: null };
  const area = windowStatus(hours.recovery, at);
  const recovery = area.open
    ? { open: true, text: `Recovery area open until ${formatClock(area.closes)}` }
    : {
        open: false,
        text: area.next ? `Recovery area opens ${nextOpeningPhrase(area.next)}` : "Recovery area closed",
      };
  return { staffed, recovery };
}
