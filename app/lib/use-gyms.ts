/**
 * The gyms for a component, from the root loader's data (app/root.tsx): they arrive with the page, filled
 * from content/gyms on the server, so no gym fact is bundled into the browser's JavaScript.
 */
import { useRouteLoaderData } from "react-router";
import type { SiteCompany } from "#contracts/content/company.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import type { PhotoSlots } from "#contracts/content/media.ts";
import type { NotFoundCopy } from "#contracts/content/page-meta.ts";

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
  /** The phone, e-mails and social links the layout, forms and structured data show (content/company.yaml). */
  company: SiteCompany;
  /**
   * The client build's files of each listed place's page and sign-up page, by the link's path, preloaded when
   * a visitor is about to follow a link there (app/features/places/link-preloads.ts); none under `npm run dev`.
   */
  placeLinks: Readonly<Record<string, readonly string[]>>;
}

/**
 * The open places in site order; the first is the default (SPEC §3). None on an error page whose root loader
 * did not run (a post to a page with no action): the layout around it still renders, without gym links.
 */
export function useGyms(): readonly SiteGym[] {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.gyms ?? [];
}

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];
const rootDataOf = (matches: Matches) =>
  matches.find((match) => match?.id === "root")?.data as RootData | undefined;

/** The gyms in a route's meta: the root loader's, found among the matches. */
export function gymsOfMatches(matches: Matches): readonly SiteGym[] {
  return rootDataOf(matches)?.gyms ?? [];
}

/** The company's contact facts in a route's meta (its structured data), from the root loader's data. */
export function companyOfMatches(matches: Matches): SiteCompany | undefined {
  return rootDataOf(matches)?.company;
}

/**
 * The company's phone, e-mails and social links; none on an error page whose root loader did not run, where
 * a component leaves out the line that would quote them.
 */
export function useCompany(): SiteCompany | undefined {
  return (useRouteLoaderData("root") as RootData | undefined)?.company;
}

/** The not-found page's words (content/pages/meta.yaml); none when the root loader did not run. */
export function useNotFoundCopy(): NotFoundCopy | undefined {
  return (useRouteLoaderData("root") as RootData | undefined)?.notFound;
}
