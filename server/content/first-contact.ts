/**
 * A gym's first-contact settings as the server reads them (issue 32): its staffed hours and the tour closed
 * dates that apply to it (the days nobody is in), and its two thresholds from content/gyms/<gym>.yaml.
 */

import { gymsFrom } from "#contracts/content/gyms.server.ts";
import { type ContentReader, type ContentSnapshot, contentOf } from "#contracts/content/snapshot.ts";
import { tourSettingsFrom } from "#contracts/content/tours.server.ts";
import type { StaffedCalendar } from "#contracts/staffed-time.ts";
import { contentIn } from "./stores";

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
  context: { content?: ContentReader },
  formName: string | null,
): Promise<FirstContactSettings | null> {
  return firstContactSettingsFrom(await contentOf(contentIn(context)), formName);
}
