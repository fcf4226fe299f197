import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.blog;

export const meta = () => metaFor(page);

export default function BlogRoute() {
  return <PageHero eyebrow="Blog" heading={page.heading} intro={page.intro} />;
}
