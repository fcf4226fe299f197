import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.greenwich;

export const meta = () => metaFor(page);

export default function GreenwichRoute() {
  return <PageHero eyebrow="24/7 gym" heading={page.heading} intro={page.intro} />;
}
