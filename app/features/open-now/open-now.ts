import { formatClock, type GymHours, type HoursRange, type Weekday, weekdays } from "#app/content/hours.ts";

/**
 * Open-now status in Europe/London wall-clock time (ARCHITECTURE.md, additions). The opening hours in
 * content are local times, so the instant is converted with Intl (which knows the GMT/BST rules); no date
 * library is needed and the clock changes come out right by construction.
 */
export const GYM_TIME_ZONE = "Europe/London";

export interface LocalTime {
  day: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: GYM_TIME_ZONE,
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function londonTime(instant: Date): LocalTime {
  const parts = londonParts.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = get("weekday") as Weekday;
  if (!weekdays.includes(day)) throw new Error(`Unexpected weekday ${day}`);
  return { day, minutes: Number(get("hour")) * 60 + Number(get("minute")) };
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
