import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.privacy;

export const meta = () => metaFor(page);

export default function PrivacyRoute() {
  return <PageHero eyebrow="Legal" heading={page.heading} intro={page.intro} />;
}
