/** Calendar days in the business's time zone, as YYYY-MM-DD strings (PostgreSQL's date text form). */
import { londonDay } from "#contracts/staffed-time.ts";

/** The day in London at that instant (BST or GMT as the date has it): staffed time's own. */
export { londonDay };

/** A day plus n days; plain calendar arithmetic, so a clock change cannot shift it. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The Monday that starts the day's week (ISO weeks, as PostgreSQL's date_trunc('week')). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The next midnight in London after that instant (00:00 GMT, or 23:00 UTC the evening before in BST). */
export function nextLondonMidnight(at: Date): Date {
  const tomorrow = addDays(londonDay(at), 1);
  // Clocks change at 01:00 UTC, never at midnight, so midnight is one of these two instants.
  const inSummerTime = new Date(Date.parse(`${tomorrow}T00:00:00Z`) - 3600_000);
  return londonDay(inSummerTime) === tomorrow ? inSummerTime : new Date(`${tomorrow}T00:00:00Z`);
}
