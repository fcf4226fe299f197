/**
 * A gym's first-contact settings as the server reads them (issue 32): its staffed hours and the tour closed
 * dates that apply to it (the days nobody is in), and its two thresholds from content/gyms/<gym>.yaml.
 */
import type { StaffedCalendar } from "#contracts/staffed-time.ts";
import { gymsFrom } from "./gyms.server";
import { type ContentSnapshot, type ContentStore, contentOf } from "./store.server";
import { tourSettingsFrom } from "./tours.server";

export interface FirstContactSettings {
  gym: string;
  calendar: StaffedCalendar;
  remindAfterMinutes: number;
  escalateAfterMinutes: number;
}

/** The settings of a gym by form name; null for a gym the content lacks (or no gym). */
export function firstContactSettingsFrom(
  snapshot: ContentSnapshot,
  formName: string | null,
): FirstContactSettings | null {
  const gym = gymsFrom(snapshot).find((candidate) => candidate.formName === formName);
  if (!gym) return null;
  const closedDates = tourSettingsFrom(snapshot)
    .closedDates.filter((closed) => !closed.gyms || closed.gyms.includes(gym.formName))
    .map((closed) => closed.date);
  return {
    gym: gym.formName,
    calendar: { staffed: gym.hours.staffed, closedDates },
    ...gym.firstContact,
  };
}

export async function firstContactSettingsOf(
  context: { content?: ContentStore },
  formName: string | null,
): Promise<FirstContactSettings | null> {
  return firstContactSettingsFrom(await contentOf(context), formName);
}
