/**
 * The offer cards of SPEC §2 (offers page): one card per live offer and gym (the day pass: Greenwich and
 * Welling), from the content's offers, then the Armory trial and the two interest offers.
 */
import type { GymLocation } from "#contracts/content/gym-location.ts";
import type { ImageKey } from "#contracts/content/media.ts";
import { endsOnLabel, type Offer, type OfferGym } from "#contracts/content/offer.ts";
import type { StandingOffers } from "#contracts/content/standing-offers.ts";

export interface OfferCard {
  id: string;
  /** Who or what the offer is for. */
  title: string;
  /** The offer itself, the card's headline. */
  headline: string;
  detail: string;
  code?: string;
  /** A dated offer's card: its end date (YYYY-MM-DD and as words) and conditions. */
  dated?: { endsOn: string; endsOnLabel: string; offer: Offer };
  cta: { label: string; to: string; fromOffers: boolean };
  image: ImageKey;
  comingSoon?: boolean;
}

/** What a card says of a gym: from the gyms as the content has them (loader data). */
type CardGym = Pick<GymLocation, "id" | "kind" | "name" | "pageLink" | "signUpLink" | "gymInterior">;

function datedCard(offer: Offer, gym: CardGym): OfferCard {
  return {
    id: `${offer.slug}-${gym.id}`,
    title: gym.name,
    headline: offer.headline,
    detail: `${offer.summary} at ${gym.name}. Claim your code and we will text it to you.`,
    code: offer.code,
    dated: { endsOn: offer.endsOn, endsOnLabel: endsOnLabel(offer), offer },
    cta: { label: "CLAIM YOUR DISCOUNT", to: gym.pageLink, fromOffers: true },
    image: gym.gymInterior,
  };
}

/**
 * The cards for the offers live now, then the standing ones (loader data). A gym missing from `gyms` (its
 * entry never passed its schema) has no card.
 */
export function offerCards(
  live: readonly Offer[],
  standing: StandingOffers,
  gyms: readonly CardGym[],
): OfferCard[] {
  const gymOf = (id: OfferGym) => gyms.find((gym) => gym.id === id);
  const dated = live.flatMap((offer) =>
    offer.gyms.flatMap((id) => {
      const gym = gymOf(id);
      return gym ? [datedCard(offer, gym)] : [];
    }),
  );
  // The standing trial is the studio's (SPEC §2: the Armory's card).
  const studio = gyms.find((gym) => gym.kind === "studio");
  return [...dated, ...(studio ? [studioCard(studio, standing)] : []), ...interestCards(standing)];
}

function studioCard(studio: CardGym, { armoryTrial }: StandingOffers): OfferCard {
  return {
    id: studio.id,
    title: studio.name,
    headline: armoryTrial.summary,
    detail: armoryTrial.cardDetail,
    // SPEC §2: the Armory's button reads 'show prices' and goes to its sign-up route.
    cta: { label: "show prices", to: studio.signUpLink, fromOffers: false },
    image: "service-armory",
  };
}

const interestCards = ({ interest }: StandingOffers): OfferCard[] => [
  {
    id: "retreat",
    title: "Retreats",
    headline: `${interest.percentOff}% off`,
    detail: `${interest.retreatCardDetail} ${interest.summary}.`,
    cta: { label: "Register interest", to: "/retreat", fromOffers: true },
    image: "service-retreat",
    comingSoon: true,
  },
  {
    id: "prep",
    title: "Prep",
    headline: `${interest.percentOff}% off`,
    detail: `${interest.prepCardDetail} ${interest.summary}.`,
    cta: { label: "Register interest", to: "/meal-prep", fromOffers: true },
    image: "service-prep",
    comingSoon: true,
  },
];
