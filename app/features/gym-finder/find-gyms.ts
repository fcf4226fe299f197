import { defaultGym, type GymLocation, gyms } from "#app/content/gyms.ts";
import { byDistance, type Coordinates } from "./distance";
import type { FinderResult } from "./finder-reducer";

/** SPEC §4 and §9: every gym except the default (the first entry), nearest first. */
export function nearestGyms(origin: Coordinates, all: readonly GymLocation[] = gyms): FinderResult[] {
  return byDistance(
    origin,
    all.filter((gym) => gym !== defaultGym),
  ).map(({ place, miles }) => ({ gym: place, miles }));
}
