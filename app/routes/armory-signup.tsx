import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.armorySignup;

export const meta = () => metaFor(page);

export default function ArmorySignupRoute() {
  return <PageHero eyebrow="Memberships" heading={page.heading} intro={page.intro} />;
}
