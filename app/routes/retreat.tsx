import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.retreat;

export const meta = () => metaFor(page);

export default function RetreatRoute() {
  return <PageHero eyebrow="Novo Retreats" heading={page.heading} intro={page.intro} />;
}
