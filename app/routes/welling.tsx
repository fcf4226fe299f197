import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.welling;

export const meta = () => metaFor(page);

export default function WellingRoute() {
  return <PageHero eyebrow="24/7 gym" heading={page.heading} intro={page.intro} />;
}
