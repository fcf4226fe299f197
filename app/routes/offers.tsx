import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.offers;

export const meta = () => metaFor(page);

export default function OffersRoute() {
  return <PageHero eyebrow="Offers" heading={page.heading} intro={page.intro} />;
}
