/**
 * The tour settings and slots as the server and the tour page read them (issue 19): content/tours.yaml (its
 * last good version, through the content store) with the rules that are code (tours.ts), and each gym's
 * staffed hours from content/gyms. Read per request, so an edit applies to the next page and booking.
 */

import type { ContentSnapshot } from "#contracts/content/snapshot.ts";
import { isChoosable } from "#contracts/places.ts";
import { type TourSlot, tourSlots } from "#contracts/tours.ts";
import { gymsFrom } from "./gyms.server";
import { placesFrom } from "./places.server";
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
        const gyms = placesFrom(snapshot)
          .filter((place) => closed.gyms.includes(place.id))
          .map((place) => place.formName);
        return { date: closed.date, reason: closed.reason, ...(gyms.length > 0 ? { gyms } : {}) };
      }),
    };
    built.set(snapshot, settings);
  }
  return settings;
}

/**
 * A place's tour slots from `now` (by form name), in its staffed hours: none for a studio, a place not open
 * (a draft, a closed gym: its tours stop) or one without 24/7 access.
 */
export function tourSlotsFrom(snapshot: ContentSnapshot, gym: string, now: Date): TourSlot[] {
  const place = placesFrom(snapshot).find((candidate) => candidate.formName === gym);
  if (!place || !isChoosable(place, "gym")) return [];
  const location = gymsFrom(snapshot).find((candidate) => candidate.formName === gym);
  if (location?.hours.access !== "24/7") return [];
  return tourSlots(gym, location.hours.staffed, tourSettingsFrom(snapshot), now);
}
