import { gymIdentities } from "#app/content/gym-identity.ts";
import type { SiteGym } from "#app/lib/use-gyms.ts";
import { byDistance, type Coordinates } from "./distance";
import type { FinderResult } from "./finder-reducer";

/** SPEC §4 and §9: every gym of `gyms` (as the content has them) except the default, nearest first. */
export function nearestGyms(origin: Coordinates, gyms: readonly SiteGym[]): FinderResult[] {
  const defaultSlug = gymIdentities[0]?.slug;
  return byDistance(
    origin,
    gyms.filter((gym) => gym.slug !== defaultSlug),
  ).map(({ place, miles }) => ({ gym: place, miles }));
}
