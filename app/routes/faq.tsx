import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.faq;

export const meta = () => metaFor(page);

export default function FaqRoute() {
  return <PageHero eyebrow="Help" heading={page.heading} intro={page.intro} />;
}
