import { Icon } from "#app/components/icons/Icon.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import { OfferConditions } from "#app/features/offers/OfferConditions.tsx";
import { useGyms } from "#app/lib/use-gyms.ts";
import { type HomeCopy, offerBandEnds, offerBandText } from "#contracts/content/home.ts";
import { endsOnLabel, type Offer } from "#contracts/content/offer.ts";

/**
 * A live offer in one signal-yellow band, with the code set large, the end date and its conditions. The home
 * page shows it only while an offer runs (loader data); an ended offer has no band.
 */
export function OffersBanner({ offer, copy }: { offer: Offer; copy: HomeCopy["offerBand"] }) {
  const headingId = `offers-banner-${offer.slug}`;
  const gyms = useGyms();
  return (
    <section aria-labelledby={headingId} className="relative overflow-hidden bg-signal text-ink on-light">
      <div aria-hidden="true" className="art-pattern-diagonal absolute inset-0 text-ink/10" />
      <Container className="relative grid gap-8 py-14 md:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <p className="font-display text-base font-bold uppercase tracking-[0.2em]">{copy.eyebrow}</p>
          <h2 id={headingId} className="mt-2 font-display text-display font-bold uppercase leading-none">
            {offer.headline}
          </h2>
        </div>
        <div>
          <p className="text-lg">
            {offerBandText(
              copy,
              offer.summary,
              offer.gyms.flatMap((slug) => gyms.find((gym) => gym.slug === slug)?.shortName ?? []),
            )}{" "}
            <strong className="inline-block bg-ink px-3 py-1 font-display text-2xl tracking-widest text-signal">
              {offer.code}
            </strong>
          </p>
          <p className="mt-3 font-semibold">{offerBandEnds(copy, endsOnLabel(offer))}</p>
          <OfferConditions offer={offer} className="mt-3" />
          <LinkButton to={copy.cta.to} variant="dark" size="lg" className="mt-6">
            {copy.cta.label}
            <Icon name="arrow-right" aria-hidden="true" className="h-5 w-5" />
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
