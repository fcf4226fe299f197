/**
 * Which place a path's first segment names (decision 0030): its page (`/<pagePath or slug>`), its sign-up
 * (`/<slug>-signup`) or, under `/<slug>/tour`, its tour; or a slug it had before, answered with a 301 to
 * the same page under its slug now. Drafts are nobody's to visitors. Pure.
 */
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { SIGN_UP_SUFFIX } from "#contracts/places.ts";
import type { PlaceView } from "./place-copy";

type Place = Pick<
  GymLocation,
  "id" | "kind" | "status" | "slug" | "pagePath" | "pageLink" | "signUpLink" | "tourLink"
>;

export type PlaceMatch<P extends Place> =
  | { kind: "place"; place: P; view: PlaceView }
  | { kind: "moved"; to: string }
  | { kind: "none" };

/** A path segment as the route gave it, as a place's slug is written (lower case, no trailing slash). */
const segmentOf = (segment: string) => segment.toLowerCase();

export function resolvePlace<P extends Place>(
  places: readonly P[],
  formerSlugs: ReadonlyMap<string, readonly string[]>,
  rawSegment: string,
  tour: boolean,
): PlaceMatch<P> {
  const segment = segmentOf(rawSegment);
  const visible = places.filter((place) => place.status !== "draft");
  if (tour) {
    const place = visible.find((candidate) => candidate.slug === segment && candidate.kind === "gym");
    if (place) return { kind: "place", place, view: "tour" };
  } else {
    const page = visible.find((candidate) => (candidate.pagePath || candidate.slug) === segment);
    if (page) return { kind: "place", place: page, view: "page" };
    if (segment.endsWith(SIGN_UP_SUFFIX)) {
      const slug = segment.slice(0, -SIGN_UP_SUFFIX.length);
      const place = visible.find((candidate) => candidate.slug === slug);
      if (place) return { kind: "place", place, view: "signUp" };
    }
  }
  // A slug a place had: only when no place has it now (a current slug always wins).
  const taken = new Set(places.map((place) => place.slug));
  for (const place of visible) {
    for (const former of formerSlugs.get(place.id) ?? []) {
      if (former === place.slug || taken.has(former)) continue;
      if (tour && segment === former && place.tourLink) return { kind: "moved", to: place.tourLink };
      if (tour) continue;
      if (segment === former && !place.pagePath) return { kind: "moved", to: place.pageLink };
      if (segment === `${former}${SIGN_UP_SUFFIX}`) return { kind: "moved", to: place.signUpLink };
    }
  }
  return { kind: "none" };
}
