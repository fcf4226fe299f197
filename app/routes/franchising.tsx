import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.franchising;

export const meta = () => metaFor(page);

export default function FranchisingRoute() {
  return <PageHero eyebrow="Investors" heading={page.heading} intro={page.intro} />;
}
