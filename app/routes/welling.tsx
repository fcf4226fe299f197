import { gymBySlug } from "~/content/gyms";
import { pages } from "~/content/pages";
import { GymPage } from "~/features/gym-page/GymPage";
import { metaFor } from "~/lib/meta";
import { exerciseGymJsonLd } from "~/lib/structured-data";

const page = pages.welling;
const gym = gymBySlug("welling");

export const meta = () => metaFor(page, { jsonLd: [exerciseGymJsonLd(gym)] });

export default function WellingRoute() {
  return <GymPage gym={gym} heading={page.heading} intro={page.intro} claimLabel="CLAIM YOUR DISCOUNT" />;
}
