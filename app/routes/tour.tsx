import { data, useActionData, useLoaderData } from "react-router";
import type { GymSlug } from "#app/content/gym-identity.ts";
import { gymForPage } from "#app/content/gyms.server.ts";
import { pageCopyOf } from "#app/content/page-copy.server.ts";
import { contentOf } from "#app/content/store.server.ts";
import { tourSettingsFrom, tourSlotsFrom } from "#app/content/tours.server.ts";
import { tourAction } from "#app/features/tours/action.server.ts";
import { TourPage } from "#app/features/tours/TourPage.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { useGym } from "#app/lib/use-gyms.ts";
import type { SlotWithPlaces } from "#contracts/tours-load-context.ts";
import type { Route } from "./+types/tour";

/** One module for both 24/7 gyms' tour pages (routes.ts gives each its id): the gym is the path's first part. */
function gymOf(url: string): {
  slug: GymSlug;
  formName: "novogreenwich" | "novowelling";
  pageId: "greenwichTour" | "wellingTour";
} {
  const slug = new URL(url, "http://x").pathname.split("/")[1]?.toLowerCase();
  if (slug === "welling") return { slug, formName: "novowelling", pageId: "wellingTour" };
  if (slug === "greenwich") return { slug, formName: "novogreenwich", pageId: "greenwichTour" };
  throw data("Not found", { status: 404 });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { slug, pageId } = gymOf(request.url);
  const [gym, page] = await Promise.all([gymForPage(context, slug), pageCopyOf(context, pageId)]);
  const slots: SlotWithPlaces[] = context.tours
    ? await context.tours.slots(gym.formName)
    : // `npm run dev` (Vite renders, no server context): every place free.
      await contentOf(context).then((content) =>
        tourSlotsFrom(content, gym.formName, new Date()).map((s) => ({
          ...s,
          left: tourSettingsFrom(content).capacity,
        })),
      );
  return { slug: gym.slug, slots, page };
}

// Places change with every booking: after any answer (a 409 "taken" included, which React Router would not
// revalidate after by default), the slots are loaded again.
export const shouldRevalidate = () => true;

export const action = (args: Route.ActionArgs) => tourAction(args, gymOf(args.request.url).formName);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFor(loaderData?.page);

export default function TourRoute() {
  const { slug, slots, page } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const gym = useGym(slug);
  return <TourPage page={page} gym={gym} slots={slots} answer={answer} />;
}
