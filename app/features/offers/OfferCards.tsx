import { Media } from "#app/components/media/Media.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { type OfferCard, offerCards } from "#app/content/offers.ts";
import { dayPass, useDayPassEnded } from "#app/lib/day-pass.ts";
import { fromOffersState } from "#app/lib/from-offers.ts";
import { LiveOrEnded } from "./LiveOrEnded";

/**
 * The offer cards (SPEC §2): claim buttons carry the from-offers flag so the page scrolls to its form. Once
 * the day pass has ended its cards say so, with no code, and still lead to the gym's form (the lead counts).
 */
export function OfferCards() {
  const ended = useDayPassEnded();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
      {offerCards.map((offer, i) => (
        <li
          key={offer.id}
          className={`flex flex-col border-2 border-ink bg-paper ${i < 2 ? "lg:col-span-3" : "lg:col-span-2"}`}
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
              {offer.dayPass ? (
                <LiveOrEnded
                  live={<OfferTerms offer={offer} />}
                  ended={
                    <div className="flex flex-col gap-4">
                      <p className="font-display text-h3 leading-none">{offer.dayPass.endedHeadline}</p>
                      <p className="text-steel">{offer.dayPass.endedDetail}</p>
                      <p className="text-sm font-semibold">
                        Offer ended <time dateTime={dayPass.endsOn}>{dayPass.endsOnLabel}</time>
                      </p>
                    </div>
                  }
                />
              ) : (
                <OfferTerms offer={offer} />
              )}
              <div className="mt-auto pt-2">
                <LinkButton
                  to={offer.cta.to}
                  state={offer.cta.fromOffers ? fromOffersState : undefined}
                  variant="dark"
                  className="w-full sm:w-auto"
                  aria-label={`${ctaLabel(offer, ended)}: ${offer.title}`}
                >
                  {offer.dayPass ? (
                    <LiveOrEnded live={offer.cta.label} ended={offer.dayPass.endedCtaLabel} />
                  ) : (
                    offer.cta.label
                  )}
                </LinkButton>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

function ctaLabel(offer: OfferCard, ended: boolean): string {
  return ended && offer.dayPass ? offer.dayPass.endedCtaLabel : offer.cta.label;
}

/** An offer while it runs: headline, detail, code and, for the day pass, its end date. */
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
      {offer.dayPass ? (
        <p className="text-sm font-semibold">
          Offer ends <time dateTime={dayPass.endsOn}>{dayPass.endsOnLabel}</time>
        </p>
      ) : null}
    </div>
  );
}
