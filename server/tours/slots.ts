/** The tour slots of a gym as content defines them (app/content/tours.ts, the gym's staffed hours). */
import type { GymLocation } from "#app/content/gym-location.ts";
import { tourSettings } from "#app/content/tours.ts";
import { type TourSlot, tourSlots } from "#contracts/tours.ts";

/** `gyms`: as the content has them now, so a change to a gym's staffed hours moves its slots at once. */
export function slotsOf(
  gyms: readonly Pick<GymLocation, "formName" | "hours">[],
  gym: string,
  now: Date,
): TourSlot[] {
  const location = gyms.find((candidate) => candidate.formName === gym);
  // The Armory keeps its free-class flow: only the 24/7 gyms have tours.
  if (!location) return [];
  if (location.hours.access !== "24/7") return [];
  return tourSlots(gym, location.hours.staffed, tourSettings, now);
}
