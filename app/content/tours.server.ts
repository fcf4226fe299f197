/**
 * The tour settings and slots as the server and the tour page read them (issue 19): content/tours.yaml (its
 * last good version, through the content store) with the rules that are code (tours.ts), and each gym's
 * staffed hours from content/gyms. Read per request, so an edit applies to the next page and booking.
 */
import { type TourSlot, tourSlots } from "#contracts/tours.ts";
import { gymsFrom } from "./gyms.server";
import type { ContentSnapshot } from "./store.server";
import { TOUR_CAPACITY, type TourSettings, tourRules } from "./tours";

const built = new WeakMap<ContentSnapshot, TourSettings>();

export function tourSettingsFrom(snapshot: ContentSnapshot): TourSettings {
  let settings = built.get(snapshot);
  if (!settings) {
    // A file that never passed its schema (health names it): the default capacity and no closed dates.
    const entry = snapshot.singletons.tours;
    settings = {
      ...tourRules,
      capacity: entry?.capacity ?? TOUR_CAPACITY.default,
      closedDates: (entry?.closedDates ?? []).map((closed) => {
        // The file names places by id, as the offers do; slots and bookings by form name.
        const gyms = gymsFrom(snapshot)
          .filter((gym) => closed.gyms.includes(gym.id))
          .map((gym) => gym.formName);
        return { date: closed.date, reason: closed.reason, ...(gyms.length > 0 ? { gyms } : {}) };
      }),
    };
    built.set(snapshot, settings);
  }
  return settings;
}

/** A gym's tour slots from `now` (by form name): none for a gym without tours (the Armory, classes only). */
export function tourSlotsFrom(snapshot: ContentSnapshot, gym: string, now: Date): TourSlot[] {
  const location = gymsFrom(snapshot).find((candidate) => candidate.formName === gym);
  // Tours are an open 24/7 gym's: none for a studio, a draft or a closed place.
  const open24 = location?.kind === "gym" && location.status === "open" && location.hours.access === "24/7";
  if (!location || !open24) return [];
  return tourSlots(gym, location.hours.staffed, tourSettingsFrom(snapshot), now);
}
