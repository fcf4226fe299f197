import { PageHero } from "~/components/ui/PageHero";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";

const page = pages.contacts;

export const meta = () => metaFor(page);

export default function ContactsRoute() {
  return <PageHero eyebrow="Contact" heading={page.heading} intro={page.intro} />;
}
