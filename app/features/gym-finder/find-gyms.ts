import type { SiteGym } from "#app/lib/use-gyms.ts";
import { isFindable } from "#contracts/content/gym-location.ts";
import { byDistance, type Coordinates } from "./distance";
import type { FinderResult } from "./finder-reducer";

/**
 * SPEC §4 and §9: the 24/7 gyms of `gyms` (as the content has them), nearest first; a studio (the default
 * place, SPEC's first entry) is not in the finder.
 */
export function nearestGyms(origin: Coordinates, gyms: readonly SiteGym[]): FinderResult[] {
  return byDistance(origin, gyms.filter(isFindable)).map(({ place, miles }) => ({ gym: place, miles }));
}
