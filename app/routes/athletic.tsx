import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.athletic;

export const meta = () => metaFor(page);

export default function AthleticRoute() {
  return <PageHero eyebrow="Football" heading={page.heading} intro={page.intro} />;
}
