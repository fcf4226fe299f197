/** Scales and labels shared by the staff charts. */
import { useGyms } from "#app/lib/use-gyms.ts";

/** The top of a count axis: the data's maximum rounded up to a 1, 2 or 5 step, with at most 4 steps. */
export function countTicks(max: number): number[] {
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = [1, 2, 5].map((m) => m * magnitude).find((s) => max / s <= 4);
    if (found) {
      step = found;
      break;
    }
  }
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });

// Days are calendar dates (YYYY-MM-DD); read at UTC midnight they print as themselves in any zone.
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "17 Aug 2026" */
export function formatDay(day: string): string {
  return dayFormat.format(asDate(day));
}

/** "Aug" */
export function formatMonth(day: string): string {
  return monthFormat.format(asDate(day));
}

/** "3.0%", "0.25%" for small rates, "—" when there were no views to divide by. */
export function formatRate(rate: number | null): string {
  if (rate === null) return "—";
  const percent = rate * 100;
  return `${percent.toFixed(percent > 0 && percent < 1 ? 2 : 1)}%`;
}

/** A gym's short name from the content ("Greenwich") by its formName, or the formName itself if it is not one. */
export function useGymLabel(): (formName: string) => string {
  const gyms = useGyms();
  return (formName) => gyms.find((gym) => gym.formName === formName)?.shortName ?? formName;
}
