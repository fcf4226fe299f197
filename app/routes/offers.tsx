import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { pages } from "~/content/pages";
import { OfferCards } from "~/features/offers/OfferCards";
import { metaFor } from "~/lib/meta";

const page = pages.offers;

export const meta = () => metaFor(page);

export default function OffersRoute() {
  return (
    <>
      <PageHero eyebrow="Offers" heading={page.heading} intro={page.intro} />
      <Section tone="chalk">
        <OfferCards />
      </Section>
    </>
  );
}
