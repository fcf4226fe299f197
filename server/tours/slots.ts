/** The tour slots of a gym as content defines them (app/content/tours.ts, the gym's staffed hours). */
import { gymByFormName } from "#app/content/gyms.ts";
import { tourSettings } from "#app/content/tours.ts";
import { type TourSlot, tourSlots } from "#contracts/tours.ts";

export function slotsOf(gym: string, now: Date): TourSlot[] {
  const location = gymByFormName(gym);
  // The Armory keeps its free-class flow: only the 24/7 gyms have tours.
  if (!location) return [];
  if (location.hours.access !== "24/7") return [];
  return tourSlots(gym, location.hours.staffed, tourSettings, now);
}
