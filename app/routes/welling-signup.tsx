import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.wellingSignup;

export const meta = () => metaFor(page);

export default function WellingSignupRoute() {
  return <PageHero eyebrow="Memberships" heading={page.heading} intro={page.intro} />;
}
