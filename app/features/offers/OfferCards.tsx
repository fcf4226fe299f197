import { Media } from "#app/components/media/Media.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { type OfferCard, offerCards } from "#app/content/offers.ts";
import { fromOffersState } from "#app/lib/from-offers.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import type { Offer } from "#contracts/content/offer.ts";
import type { StandingOffers } from "#contracts/content/standing-offers.ts";
import { OfferConditions } from "./OfferConditions";

/**
 * The offer cards (SPEC §2): the live offers' cards (loader data) with code, end date and conditions, then the
 * standing offers (loader data too). Claim buttons carry the from-offers flag so the gym page scrolls to its form. An ended
 * offer has no card.
 */
export function OfferCards({ live, standing }: { live: readonly Offer[]; standing: StandingOffers }) {
  const gyms = useGyms();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
      {offerCards(live, standing, gyms).map((offer) => (
        <li
          key={offer.id}
          className={`flex flex-col border-2 border-ink bg-paper ${offer.dated ? "lg:col-span-3" : "lg:col-span-2"}`}
        >
          <article aria-labelledby={`offer-${offer.id}`} className="flex flex-1 flex-col">
            <div className="relative">
              <Media
                name={offer.image}
                decorative
                className="w-full"
                sizes="(min-width: 1024px) 50vw, 100vw"
              />
              {offer.comingSoon ? (
                <p className="absolute bottom-4 left-4 bg-signal px-3 py-1 font-display text-base font-bold tracking-widest text-ink uppercase">
                  Coming soon
                </p>
              ) : null}
            </div>
            <div className="flex flex-1 flex-col gap-4 p-6">
              <h2 id={`offer-${offer.id}`} className="font-display text-2xl font-bold uppercase">
                {offer.title}
              </h2>
              <OfferTerms offer={offer} />
              <div className="mt-auto pt-2">
                <LinkButton
                  to={offer.cta.to}
                  state={offer.cta.fromOffers ? fromOffersState : undefined}
                  variant="dark"
                  className="w-full sm:w-auto"
                  aria-label={`${offer.cta.label}: ${offer.title}`}
                >
                  {offer.cta.label}
                </LinkButton>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** An offer: headline, detail, code and, for a dated offer, its end date and conditions. */
function OfferTerms({ offer }: { offer: OfferCard }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="font-display text-h3 leading-none">{offer.headline}</p>
      <p className="text-steel">{offer.detail}</p>
      {offer.code ? (
        <p className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-semibold tracking-widest uppercase">Code</span>
          <span className="border-2 border-dashed border-ink px-3 py-1 font-display text-2xl font-bold tracking-wider">
            {offer.code}
          </span>
        </p>
      ) : null}
      {offer.dated ? (
        <>
          <p className="text-sm font-semibold">
            Offer ends <time dateTime={offer.dated.endsOn}>{offer.dated.endsOnLabel}</time>
          </p>
          <OfferConditions offer={offer.dated.offer} className="text-steel" />
        </>
      ) : null}
    </div>
  );
}
