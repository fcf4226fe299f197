/** The five offer cards of SPEC §2 (offers page), built from the gym and offer facts. */
import { armoryTrialOffer, dayPassOffer, interestOffer } from "./brand";
import { gymBySlug } from "./gyms";
import type { ImageKey } from "./media";

export interface OfferCard {
  id: string;
  /** Who or what the offer is for. */
  title: string;
  /** The offer itself, the card's headline. */
  headline: string;
  detail: string;
  code?: string;
  /** The day-pass cards: their code, end date and claim wording follow the offer's end (app/lib/day-pass.ts). */
  dayPass?: { endedHeadline: string; endedDetail: string; endedCtaLabel: string };
  cta: { label: string; to: string; fromOffers: boolean };
  image: ImageKey;
  comingSoon?: boolean;
}

const greenwich = gymBySlug("greenwich");
const welling = gymBySlug("welling");
const armory = gymBySlug("armory");

function dayPassCard(gym: typeof greenwich, image: ImageKey): OfferCard {
  return {
    id: gym.slug,
    title: gym.name,
    headline: dayPassOffer.headline,
    detail: `${dayPassOffer.summary} at ${gym.name}. Claim your code and we will text it to you.`,
    code: dayPassOffer.code,
    dayPass: {
      endedHeadline: "Offer ended",
      endedDetail: `Our ${dayPassOffer.name} offer at ${gym.name} has ended. ${dayPassOffer.afterEnd}`,
      endedCtaLabel: "Ask about offers",
    },
    cta: { label: "CLAIM YOUR DISCOUNT", to: gym.pageLink, fromOffers: true },
    image,
  };
}

export const offerCards: OfferCard[] = [
  dayPassCard(greenwich, "greenwich-interior"),
  dayPassCard(welling, "welling-interior"),
  {
    id: armory.slug,
    title: armory.name,
    headline: armoryTrialOffer.summary,
    detail: "Try boxing, Muay Thai, spin and more. Book any three classes in your first week.",
    // SPEC §2: the Armory's button reads 'show prices' and goes to its sign-up route.
    cta: { label: "show prices", to: armory.signUpLink, fromOffers: false },
    image: "service-armory",
  },
  {
    id: "retreat",
    title: "Retreats",
    headline: `${interestOffer.percentOff}% off`,
    detail: `Five days of training in Cyprus, coming soon. ${interestOffer.summary}.`,
    cta: { label: "Register interest", to: "/retreat", fromOffers: true },
    image: "service-retreat",
    comingSoon: true,
  },
  {
    id: "prep",
    title: "Prep",
    headline: `${interestOffer.percentOff}% off`,
    detail: `Meal prep collected at your gym, coming soon. ${interestOffer.summary}.`,
    cta: { label: "Register interest", to: "/meal-prep", fromOffers: true },
    image: "service-prep",
    comingSoon: true,
  },
];
