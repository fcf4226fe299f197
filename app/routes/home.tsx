import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.home;

export const meta = () => metaFor(page);

export default function HomeRoute() {
  return <PageHero eyebrow="Novo gyms" heading={page.heading} intro={page.intro} />;
}
