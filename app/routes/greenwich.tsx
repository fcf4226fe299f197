import { gymBySlug } from "~/content/gyms";
import { pages } from "~/content/pages";
import { formAction } from "~/features/forms/action.server";
import { GymPage } from "~/features/gym-page/GymPage";
import { metaFor } from "~/lib/meta";
import { exerciseGymJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/greenwich";

const page = pages.greenwich;
const gym = gymBySlug("greenwich");

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = () => metaFor(page, { jsonLd: [exerciseGymJsonLd(gym)] });

export default function GreenwichRoute() {
  // SPEC §2: on Greenwich the claim button reads 'Claim your discount'.
  return <GymPage gym={gym} heading={page.heading} intro={page.intro} claimLabel="Claim your discount" />;
}
