/** Great-circle distance (haversine) on a sphere of the Earth's mean radius, SPEC §9. */
export const EARTH_RADIUS_KM = 6371;
/** Deviation 1: real miles, not kilometres under a MILES label. */
export const KM_PER_MILE = 1.609344;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function distanceMiles(a: Coordinates, b: Coordinates): number {
  return distanceKm(a, b) / KM_PER_MILE;
}

/** Shown to 1 decimal, labelled MILES. */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} MILES`;
}

/** Every gym with its distance from the origin, nearest first. */
export function byDistance<T extends Coordinates>(origin: Coordinates, places: readonly T[]) {
  return places
    .map((place) => ({ place, miles: distanceMiles(origin, place) }))
    .sort((a, b) => a.miles - b.miles);
}
