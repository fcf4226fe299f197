import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.armory;

export const meta = () => metaFor(page);

export default function ArmoryRoute() {
  return <PageHero eyebrow="Group training studio" heading={page.heading} intro={page.intro} />;
}
