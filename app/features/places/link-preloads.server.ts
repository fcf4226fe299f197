/**
 * What a link to a place's page loads once followed (issue 44): the `:place` route's files and those of the
 * view the page shows, which only the page's data names. The root loader sends this for the places the
 * site lists, and the page preloads a link's files when the visitor shows they may follow it
 * (link-preloads.ts), so a client navigation waits for the page's data, not for the view's code after it.
 */
import type { AppLoadContext } from "react-router";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { placeViewOf } from "./place-page.server";
import { placeViewSources } from "./place-view";

/**
 * The `:place` route's module as the client build's manifest names it: React Router builds each route's
 * client module from its file with this query.
 */
export const PLACE_ROUTE_SOURCE = "app/routes/place.tsx?__react-router-build-client-route";

/** The client build's files of the page a link leads to, by the link's path. */
export type PlaceLinkPreloads = Record<string, readonly string[]>;

type LinkedPlace = Pick<GymLocation, "status" | "kind" | "pageLink" | "signUpLink">;

/** Each place's page and sign-up page's files; none without a client build's manifest (`npm run dev`). */
export function placeLinkPreloads(
  places: readonly LinkedPlace[],
  moduleFiles: AppLoadContext["moduleFiles"],
): PlaceLinkPreloads {
  if (!moduleFiles) return {};
  const route = moduleFiles(PLACE_ROUTE_SOURCE);
  const preloads: PlaceLinkPreloads = {};
  for (const place of places)
    for (const [path, view] of [
      [place.pageLink, "page"],
      [place.signUpLink, "signUp"],
    ] as const) {
      const files = new Set([...route, ...moduleFiles(placeViewSources[placeViewOf(place, view)])]);
      if (files.size > 0) preloads[path] = [...files];
    }
  return preloads;
}
