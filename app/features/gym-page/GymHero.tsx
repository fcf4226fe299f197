import { Media } from "#app/components/media/Media.tsx";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { Eyebrow } from "#app/components/ui/Heading.tsx";
import { Container } from "#app/components/ui/Section.tsx";
import { FormLink } from "#app/features/forms/FormLink.tsx";
import { imageKey } from "#app/features/gym-details/image-key.ts";
import { OfferConditions } from "#app/features/offers/OfferConditions.tsx";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { endsOnLabel, type Offer } from "#contracts/content/offer.ts";
import { scrollToSection } from "./scroll-to";

interface GymHeroProps {
  gym: GymLocation;
  heading: string;
  intro: string;
  /** SPEC §2: 'CLAIM YOUR DISCOUNT', written 'Claim your discount' on Greenwich. */
  claimLabel: string;
  formId: string;
  /** The gym's live offer, if any (loader data): without one, the hero leads with joining. */
  offer: Offer | null;
  /** The join form's section, where the hero's call to action goes when there is no offer. */
  joinId: string;
}

/**
 * The Greenwich and Welling hero (SPEC §2): the page's h1, the live offer's headline ('50% OFF DAY PASS'),
 * its code, end date and conditions, SHOW PRICING and the claim. With no live offer: the h1, the intro,
 * JOIN NOW to the join form and SHOW PRICING; an ended offer is never shown.
 */
export function GymHero({ gym, heading, intro, claimLabel, formId, offer, joinId }: GymHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink text-paper">
      <div aria-hidden="true" className="art-pattern-diagonal absolute inset-0 text-paper/[0.04]" />
      <Container className="relative grid gap-10 py-14 md:py-20 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div>
          <Eyebrow className="text-mist">
            {gym.hours.access === "24/7" ? "24/7 gym" : "Studio"} · {gym.locality}
          </Eyebrow>
          <h1 className="font-display text-h1 text-balance">{heading}</h1>
          {offer ? <h2 className="mt-4 font-display text-display text-signal">{offer.headline}</h2> : null}
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-mist md:text-xl">{intro}</p>
          {offer ? (
            <div className="mt-4 text-sm text-mist">
              <p>
                Code <strong className="font-semibold text-paper">{offer.code}</strong> · {offer.summary}.
                Offer ends <time dateTime={offer.endsOn}>{endsOnLabel(offer)}</time>.
              </p>
              <OfferConditions offer={offer} className="mt-2" />
            </div>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            {offer ? (
              <FormLink target={formId} scroll={scrollToSection} size="lg">
                {claimLabel}
              </FormLink>
            ) : (
              <FormLink target={joinId} scroll={scrollToSection} size="lg">
                JOIN NOW
              </FormLink>
            )}
            <LinkButton to={gym.signUpLink} variant="outline-light" size="lg">
              SHOW PRICING
            </LinkButton>
            {/* Issue 19: the 24/7 gyms' tours; the Armory keeps its free-class flow. */}
            {gym.hours.access === "24/7" ? (
              <LinkButton to={`${gym.pageLink}/tour`} variant="outline-light" size="lg">
                Book a tour
              </LinkButton>
            ) : null}
          </div>
        </div>
        <Media
          name={imageKey(gym.gymInterior)}
          priority
          className="w-full"
          sizes="(min-width: 1024px) 45vw, 100vw"
        />
      </Container>
    </section>
  );
}
