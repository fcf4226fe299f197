import { formAction } from "#app/features/forms/action.server.ts";
import { GymPage } from "#app/features/gym-page/GymPage.tsx";
import { gymPageData } from "#app/features/gym-page/gym-page.server.ts";
import { exerciseGymJsonLd } from "#app/features/gym-page/structured-data.ts";
import { metaFor } from "#app/lib/meta.ts";
import { companyOfMatches } from "#app/lib/use-gyms.ts";
import type { Route } from "./+types/greenwich";

/** The gym, its live offer, its recovery facilities and the page's words (gymPageData). */
export const loader = ({ context }: Route.LoaderArgs) => gymPageData(context, "greenwich");

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

// Typed as a whole: reading `matches` would make an inferred type refer to itself.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  metaFor(loaderData?.page, {
    jsonLd: loaderData ? [exerciseGymJsonLd(loaderData.gym, companyOfMatches(matches))] : [],
    offer: loaderData?.offer,
  });

export default function GreenwichRoute({ loaderData }: Route.ComponentProps) {
  // SPEC §2: on Greenwich the claim button reads 'Claim your discount'.
  return (
    <GymPage
      gym={loaderData.gym}
      heading={loaderData.page.heading}
      intro={loaderData.page.intro}
      claimLabel="Claim your discount"
      offer={loaderData.offer}
      recovery={loaderData.recovery}
    />
  );
}
