import { PageHero } from "#app/components/ui/PageHero.tsx";
import { Section } from "#app/components/ui/Section.tsx";
import { pages } from "#app/content/pages.ts";
import { OfferCards } from "#app/features/offers/OfferCards.tsx";
import { metaFor } from "#app/lib/meta.ts";

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
