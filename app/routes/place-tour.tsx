/**
 * A 24/7 gym's tour page, `/<slug>/tour` (issue 19, decision 0030): the gym is the place whose slug is the
 * path's first part, in the content now; a former slug answers with a 301, a studio, a draft or an unknown
 * segment with the not-found page. A closed gym's tours have stopped: its page says so.
 */
import { redirect, useActionData, useLoaderData } from "react-router";
import { notFound, placeCopyOf, placeOfPath } from "#app/features/places/place-page.server.ts";
import { tourAction } from "#app/features/tours/action.server.ts";
import { TourPage } from "#app/features/tours/TourPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { siteGyms } from "#app/lib/use-gyms.ts";
import type { SlotWithPlaces } from "#contracts/tours-load-context.ts";
import type { Route } from "./+types/place-tour";

/** The open gym of this tour path; a closed one's visitors go to its page (which says it has closed). */
async function tourPlace(context: Route.LoaderArgs["context"], segment: string) {
  const found = await placeOfPath(context, segment, true);
  if (found.view !== "tour") throw notFound();
  if (found.place.status === "closed") throw redirect(found.place.pageLink, 302);
  return found;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { snapshot, place: gym } = await tourPlace(context, params.place);
  const page = await placeCopyOf(context, snapshot, gym, "tour");
  // The places left come from the bookings, which only the server holds.
  if (!context.tours) throw new Response("Tours are booked through the site's server only.", { status: 503 });
  const slots: SlotWithPlaces[] = await context.tours.slots(gym.formName);
  // What the page shows of the gym, not its whole entry.
  const [site] = siteGyms([gym]);
  if (!site) throw notFound();
  return { gym: site, slots, page };
}

// Places change with every booking: after any answer (a 409 "taken" included, which React Router would not
// revalidate after by default), the slots are loaded again.
export const shouldRevalidate = () => true;

export const action = async (args: Route.ActionArgs) =>
  tourAction(args, (await tourPlace(args.context, args.params.place)).place.formName);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function TourRoute() {
  const { gym, slots, page } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <TourPage page={page} gym={gym} slots={slots} answer={answer} />;
}
