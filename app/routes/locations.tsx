import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.locations;

export const meta = () => metaFor(page);

export default function LocationsRoute() {
  return <PageHero eyebrow="Locations" heading={page.heading} intro={page.intro} />;
}
