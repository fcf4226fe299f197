import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.press;

export const meta = () => metaFor(page);

export default function PressRoute() {
  return <PageHero eyebrow="Press" heading={page.heading} intro={page.intro} />;
}
