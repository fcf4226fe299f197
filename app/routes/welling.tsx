import { gymBySlug } from "#app/content/gyms.ts";
import { pages } from "#app/content/pages.ts";
import { formAction } from "#app/features/forms/action.server.ts";
import { GymPage } from "#app/features/gym-page/GymPage.tsx";
import { exerciseGymJsonLd } from "#app/features/gym-page/structured-data.ts";
import { metaFor } from "#app/lib/meta.ts";
import type { Route } from "./+types/welling";

const page = pages.welling;
const gym = gymBySlug("welling");

/** A native post of this page's form (decision 0006). */
export const action = (args: Route.ActionArgs) => formAction(args);

export const meta = () => metaFor(page, { jsonLd: [exerciseGymJsonLd(gym)] });

export default function WellingRoute() {
  return <GymPage gym={gym} heading={page.heading} intro={page.intro} claimLabel="CLAIM YOUR DISCOUNT" />;
}
