import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.greenwichSignup;

export const meta = () => metaFor(page);

export default function GreenwichSignupRoute() {
  return <PageHero eyebrow="Memberships" heading={page.heading} intro={page.intro} />;
}
