/**
 * The shipped gyms (content/gyms), for component tests that render without a server: read synchronously, and
 * a memory router's root route that serves them as the app's root loader does (useGyms()).
 * app/content/gyms.test.ts checks the same files against their schema.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { RouteObject } from "react-router";
import { type GymSlug, gymIdentities } from "#app/content/gym-identity.ts";
import { type GymEntry, type GymLocation, gymLocation } from "#app/content/gym-location.ts";
import { type RootData, siteGyms } from "#app/lib/use-gyms.ts";
import { shippedNotFound } from "#tests/shipped-copy.ts";

export const shippedGyms: readonly GymLocation[] = gymIdentities.map((identity) =>
  gymLocation(
    identity,
    yaml.load(readFileSync(path.resolve("content", "gyms", `${identity.slug}.yaml`), "utf8")) as GymEntry,
  ),
);

export function shippedGym(slug: GymSlug): GymLocation {
  const gym = shippedGyms.find((candidate) => candidate.slug === slug);
  if (!gym) throw new Error(`no content/gyms/${slug}.yaml`);
  return gym;
}

/** The default gym (SPEC §3): the first in site order. */
export const shippedDefaultGym: GymLocation = shippedGym(gymIdentities[0]?.slug ?? "armory");

export function shippedGymByFormName(formName: string): GymLocation | undefined {
  return shippedGyms.find((gym) => gym.formName === formName);
}

export const rootData: RootData = { gyms: siteGyms(shippedGyms), photos: {}, notFound: shippedNotFound };

/** Routes under a root route carrying the gyms; pass `hydrationData` to the memory router too. */
export function underRoot(children: RouteObject[]): RouteObject[] {
  // As app/root.tsx: the gyms change with the content, not with a navigation.
  return [{ id: "root", loader: () => rootData, shouldRevalidate: () => false, children }];
}
export const hydrationData = { loaderData: { root: rootData } };
