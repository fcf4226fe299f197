/**
 * Copy for the home page (/): the service sections and the offers banner. Facts (prices, offers, classes,
 * gym names) are read from their own modules so they change in one place.
 */
import { armoryClasses, classSize } from "./armory-classes";
import { armoryTrialOffer, interestOffer } from "./brand";
import { findableGyms, gymBySlug } from "./gyms";
import type { ImageKey } from "./media";

export interface HomeService {
  id: string;
  eyebrow: string;
  heading: string;
  text: string;
  points: string[];
  image: ImageKey;
  cta: { label: string; to: `/${string}` };
}

const armory = gymBySlug("armory");
const gymNames = findableGyms.map((gym) => gym.shortName).join(" and ");
const lowestPrice = Math.min(...findableGyms.map((gym) => gym.monthlyPrice));
const classNames = armoryClasses.slice(0, 5).map((c) => c.name);

export const homeIntro = {
  eyebrow: "Novo gyms",
  lines: [
    `Two 24/7 gyms in ${gymNames} with recovery suites, and ${armory.name}, our coached group-training ` +
      "studio. Premium equipment, real coaching and the space to train your way, day or night.",
  ],
};

export const homeServices: HomeService[] = [
  {
    id: "gyms",
    eyebrow: "24/7 gyms",
    heading: "Train any hour",
    text:
      `${gymNames}: premium strength and cardio floors, open around the clock through the members' app, ` +
      "with an infra-red sauna and steam room for afterwards.",
    points: [
      "Open 24/7, staffed every day",
      "Sauna and steam at the recovery times listed",
      `Memberships from £${lowestPrice.toFixed(2)} a month`,
    ],
    image: "service-gym",
    cta: { label: "Find your gym", to: "/locations" },
  },
  {
    id: "armory",
    eyebrow: "Group training",
    heading: armory.name,
    text: `${armory.intro} ${armory.introSecondLine}`,
    points: [
      `${classNames.join(", ")} and more`,
      `Groups of ${classSize.min} to ${classSize.max}, every class coached`,
      `New members: ${armoryTrialOffer.summary}`,
    ],
    image: "service-armory",
    cta: { label: "See the classes", to: armory.pageLink },
  },
  {
    id: "retreat",
    eyebrow: "Coming soon",
    heading: "Retreats",
    text:
      "Five days of coached training in the Cyprus sun, with good food, recovery and people who train " +
      "like you.",
    points: [
      "5 days in Cyprus",
      "Daily coached sessions",
      `${interestOffer.percentOff}% off when you register`,
    ],
    image: "service-retreat",
    cta: { label: "Register interest", to: "/retreat" },
  },
  {
    id: "prep",
    eyebrow: "Coming soon",
    heading: "Prep",
    text: "Fresh, macro-balanced meals made for your goals and ready to collect at the gym.",
    points: [
      "Every macro counted",
      "Made fresh, never frozen",
      `${interestOffer.percentOff}% off when you register`,
    ],
    image: "service-prep",
    cta: { label: "Register interest", to: "/meal-prep" },
  },
];

/** The home page's offer band, around the live offer (loader data); there is no band when none runs. */
export const offersBanner = {
  eyebrow: "Limited offer",
  /** "50% off your first day pass at Greenwich and Welling. Use code" */
  text: (summary: string, gymShortNames: string[]) =>
    `${summary} at ${gymShortNames.join(" and ")}. Use code`,
  ends: (endsOnLabel: string) => `Offers end ${endsOnLabel}.`,
  cta: { label: "See all offers", to: "/offers" },
};

export const homeBlog = {
  eyebrow: "From the blog",
  heading: "Latest articles",
  cta: { label: "All articles", to: "/blog" },
};
