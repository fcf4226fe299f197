import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.careers;

export const meta = () => metaFor(page);

export default function CareersRoute() {
  return <PageHero eyebrow="Careers" heading={page.heading} intro={page.intro} />;
}
