/** Opening hours as data: the "times" lists, the open-now status and JSON-LD are all derived from these. */
export type Weekday = "Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat" | "Sun";
export const weekdays: readonly Weekday[] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
export const monToFri: readonly Weekday[] = ["Mon", "Tue", "Wed", "Thu", "Fri"];
export const weekend: readonly Weekday[] = ["Sat", "Sun"];

/** A daily window in Europe/London local time, "HH:MM" 24-hour. */
export interface HoursRange {
  label: string;
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

export interface GymHours {
  /** "24/7": members' app access at any hour; "classes": the door opens for booked classes only. */
  access: "24/7" | "classes";
  staffed: readonly HoursRange[];
  /** null where there is no recovery area (the Armory). */
  recovery: readonly HoursRange[] | null;
}

/** "06:00" -> "6am", "14:30" -> "2:30pm". */
export function formatClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "pm" : "am";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12}${suffix}` : `${hour12}:${String(m).padStart(2, "0")}${suffix}`;
}

export function formatRange(range: HoursRange): string {
  return `${formatClock(range.opens)} - ${formatClock(range.closes)}`;
}
