/**
 * A place's page data, whatever its path (decision 0030): the route modules `:place` and `:place/tour` and
 * management's draft preview all come here. The place is found in the content now, so a new, renamed or
 * closed place is served at the next request, on every instance, with no build.
 */
import { type AppLoadContext, redirect } from "react-router";
import { byDistance } from "#app/features/gym-finder/distance.ts";
import { gymPageData } from "#app/features/gym-page/gym-page.server.ts";
import { ownPlaceFacts } from "#contracts/content/facts.ts";
import type { GymLocation, PageWords } from "#contracts/content/gym-location.ts";
import { gymsFrom, listedGymsFrom } from "#contracts/content/gyms.server.ts";
import {
  armoryClassesOf,
  fillCopy,
  pageFactsOf,
  standingOffersOf,
} from "#contracts/content/page-copy.server.ts";
import type { PageCopy } from "#contracts/content/page-meta.ts";
import { type ContentSnapshot, contentOf } from "#contracts/content/snapshot.ts";
import { type PlaceView, placeCopy } from "./place-copy";
import { resolvePlace } from "./resolve";

export const notFound = () => new Response("Not found", { status: 404 });

/** The place a path names, or a 301 to where a former slug's page is now, or a 404. */
export async function placeOfPath(context: AppLoadContext, segment: string, tour: boolean) {
  const [snapshot, former] = await Promise.all([
    contentOf(context),
    context.places?.formerSlugs() ?? Promise.resolve(new Map<string, string[]>()),
  ]);
  const match = resolvePlace(gymsFrom(snapshot), former, segment, tour);
  if (match.kind === "moved") throw redirect(match.to, 301);
  if (match.kind === "none") throw notFound();
  return { snapshot, place: match.place, view: match.view };
}

/** A place's words for one of its pages, facts filled. */
export async function placeCopyOf(
  context: AppLoadContext,
  snapshot: ContentSnapshot,
  place: GymLocation,
  view: PlaceView,
): Promise<PageCopy> {
  const own = (snapshot.entries.gyms[place.id] as { pages?: Record<PlaceView, PageWords> } | undefined)
    ?.pages?.[view];
  // The site's facts, and the place's own (a draft's too, which the site's facts leave out) as {place.*}.
  const facts = { ...(await pageFactsOf(context)), ...ownPlaceFacts(place) };
  return fillCopy(placeCopy(place, view, own), facts);
}

/** The nearest open 24/7 gym to a place, for its closed page. */
export function nearestOpenGym(snapshot: ContentSnapshot, place: GymLocation): GymLocation | null {
  const open = listedGymsFrom(snapshot).filter((gym) => gym.kind === "gym" && gym.id !== place.id);
  return byDistance(place, open)[0]?.place ?? null;
}

/** The words of a closed place's page: written here, its entry's words are for an open place. */
function closedCopy(place: GymLocation, nearest: GymLocation | null): PageCopy {
  return {
    id: "place",
    path: place.pageLink,
    dayPass: false,
    title: `${place.name} has closed | Novo`,
    description: `${place.name} has closed.${nearest ? ` Our nearest gym is ${nearest.name}.` : ""}`,
    heading: `${place.name} has closed`,
    intro: `Thank you to everyone who trained with us at ${place.name}.`,
  };
}

/**
 * Which view a place's page or sign-up page shows: a closed place's closed page, else its sign-up page, a
 * studio's page or a gym's page. The one answer for the page itself (placeViewData) and for the links to it
 * (link-preloads.server.ts).
 */
export function placeViewOf(
  place: Pick<GymLocation, "status" | "kind">,
  view: Exclude<PlaceView, "tour">,
): "closed" | "signUp" | "studio" | "gym" {
  if (place.status === "closed") return "closed";
  if (view === "signUp") return "signUp";
  return place.kind === "studio" ? "studio" : "gym";
}

/** What a place's page, sign-up page or closed page renders, by view. */
export async function placeViewData(
  context: AppLoadContext,
  snapshot: ContentSnapshot,
  place: GymLocation,
  view: Exclude<PlaceView, "tour">,
) {
  const shown = placeViewOf(place, view);
  if (shown === "closed") {
    const nearest = nearestOpenGym(snapshot, place);
    return { view: "closed" as const, gym: place, nearest, page: closedCopy(place, nearest) };
  }
  const page = await placeCopyOf(context, snapshot, place, view);
  if (shown === "signUp") return { view: "signUp" as const, gym: place, page };
  if (shown === "studio") {
    const [classes, standing] = await Promise.all([armoryClassesOf(context), standingOffersOf(context)]);
    return { view: "studio" as const, gym: place, classes, trialSummary: standing.armoryTrial.summary, page };
  }
  return { view: "gym" as const, ...(await gymPageData(context, place)), page };
}

export type PlaceViewData = Awaited<ReturnType<typeof placeViewData>>;
