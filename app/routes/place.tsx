/**
 * Every place's page and sign-up page (decision 0030): `/<slug>` (or its entry's pagePath: `/novoarmory`),
 * `/<slug>-signup`, resolved against the content at each request. A former slug answers with a 301, a
 * draft or an unknown segment with the not-found page; the static routes of routes.ts come first. Each
 * view (gym, studio, sign-up, closed) is its own chunk, and the page preloads the one it shows (issue 44).
 */
import { formAction } from "#app/features/forms/action.server.ts";
import { exerciseGymJsonLd } from "#app/features/gym-page/structured-data.ts";
import { notFound, placeOfPath, placeViewData } from "#app/features/places/place-page.server.ts";
import { PlaceView, placeViewSources } from "#app/features/places/place-view.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { companyOfMatches } from "#app/lib/use-gyms.ts";
import type { Route } from "./+types/place";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { snapshot, place, view } = await placeOfPath(context, params.place, false);
  if (view === "tour") throw notFound();
  const data = await placeViewData(context, snapshot, place, view);
  // The view's chunk files in the client build (none under `npm run dev`, where Vite serves the sources).
  return { ...data, preload: context.moduleFiles?.(placeViewSources[data.view]) ?? [] };
}

/** A native post of this page's form (decision 0006); a path that is no place's page is not a form's. */
export async function action(args: Route.ActionArgs) {
  const { view } = await placeOfPath(args.context, args.params.place, false);
  if (view === "tour") throw notFound();
  return formAction(args);
}

// Typed as a whole: reading `matches` would make an inferred type refer to itself.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const listed = loaderData.view === "gym" || loaderData.view === "studio";
  return [
    ...metaFor(loaderData.page, {
      jsonLd: listed ? [exerciseGymJsonLd(loaderData.gym, companyOfMatches(matches))] : [],
      offer: loaderData.view === "gym" ? loaderData.offer : undefined,
    }),
    // The view's files, imported with the route's when the page hydrates (server/pages/after-paint.ts).
    ...loaderData.preload.map((href) => ({ tagName: "link", rel: "modulepreload", href, "data-lazy": "" })),
  ];
};

export default function PlaceRoute({ loaderData }: Route.ComponentProps) {
  return <PlaceView data={loaderData} />;
}
