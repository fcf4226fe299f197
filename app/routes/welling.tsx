import { gymForPage } from "#app/content/gyms.server.ts";
import { pageCopyOf } from "#app/content/page-copy.server.ts";
import { liveOffersNow } from "#app/content/store.server.ts";
import { formAction } from "#app/features/forms/action.server.ts";
import { GymPage } from "#app/features/gym-page/GymPage.tsx";
import { exerciseGymJsonLd } from "#app/features/gym-page/structured-data.ts";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/welling";

/** The gym (content/gyms), the page's words and its live offer, read from CONTENT_DIR at render time (the page cache expires at its end). */
export async function loader({ context }: Route.LoaderArgs) {
  const [[offer = null], gym, page] = await Promise.all([
    liveOffersNow(context, "welling"),
    gymForPage(context, "welling"),
    pageCopyOf(context, "welling"),
  ]);
  return { offer, gym, page };
}

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  metaFor(loaderData?.page, {
    jsonLd: loaderData ? [exerciseGymJsonLd(loaderData.gym)] : [],
    offer: loaderData?.offer,
  });

export default function WellingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <GymPage
      gym={loaderData.gym}
      heading={loaderData.page.heading}
      intro={loaderData.page.intro}
      claimLabel="CLAIM YOUR DISCOUNT"
      offer={loaderData.offer}
    />
  );
}
