/**
 * The gyms for a component, from the root loader's data (app/root.tsx): they arrive with the page, filled
 * from content/gyms on the server, so no gym fact is bundled into the browser's JavaScript.
 */
import { useRouteLoaderData } from "react-router";
import type { GymSlug } from "#app/content/gym-identity.ts";
import type { GymLocation } from "#app/content/gym-location.ts";
import type { PhotoSlots } from "#app/content/media.ts";
import type { NotFoundCopy } from "#app/content/page-meta.ts";

/**
 * What every page may need of a gym: all but a gym page's own sections (its loader sends those). The intro's
 * first line stays: the finder's location cards quote it.
 */
export type SiteGym = Omit<
  GymLocation,
  "amenities" | "imageCarousel" | "description" | "introSecondLine" | "bold"
>;

export function siteGyms(gyms: readonly GymLocation[]): SiteGym[] {
  return gyms.map(({ amenities, imageCarousel, description, introSecondLine, bold, ...gym }) => gym);
}

export interface RootData {
  gyms: SiteGym[];
  photos: PhotoSlots;
  /** The not-found page's words: any route's loader may throw a 404, which the root's error boundary shows. */
  notFound: NotFoundCopy;
}

/**
 * The gyms in site order; the first is the default gym (SPEC §3). None on an error page whose root loader
 * did not run (a post to a page with no action): the layout around it still renders, without gym links.
 */
export function useGyms(): readonly SiteGym[] {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.gyms ?? [];
}

/** The gyms in a route's meta: the root loader's, found among the matches. */
export function gymsOfMatches(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): readonly SiteGym[] {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as RootData | undefined)?.gyms ?? [];
}

export function useGym(slug: GymSlug): SiteGym {
  const gym = useGyms().find((candidate) => candidate.slug === slug);
  if (!gym) throw new Error(`Unknown gym ${slug}`);
  return gym;
}

/** The not-found page's words (content/pages/meta.yaml); none when the root loader did not run. */
export function useNotFoundCopy(): NotFoundCopy | undefined {
  return (useRouteLoaderData("root") as RootData | undefined)?.notFound;
}
