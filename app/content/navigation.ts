/**
 * The site's navigation: navbar, mobile menu and footer columns read from here. The places' links come from
 * the open places (root loader data), so a new gym is listed and a closed one is not (decision 0030).
 */
import type { PlaceKind } from "#contracts/places.ts";

export interface NavLink {
  label: string;
  to: string;
}

/** What the navigation needs of a place. */
export interface NavPlace {
  kind: PlaceKind;
  name: string;
  shortName: string;
  pageLink: string;
  signUpLink: string;
}

const studios = (places: readonly NavPlace[]) => places.filter((place) => place.kind === "studio");
const gyms = (places: readonly NavPlace[]) => places.filter((place) => place.kind === "gym");

/** SPEC §2: HOME, GYM (the finder), each studio by its short name (ARMORY), RETREAT, PREP. */
export function primaryNavFor(places: readonly NavPlace[]): NavLink[] {
  return [
    { label: "HOME", to: "/" },
    { label: "GYM", to: "/locations" },
    ...studios(places).map((studio) => ({ label: studio.shortName.toUpperCase(), to: studio.pageLink })),
    { label: "RETREAT", to: "/retreat" },
    { label: "PREP", to: "/meal-prep" },
  ];
}

export const contactButton: NavLink = { label: "CONTACT", to: "/contacts" };
export const offersButton: NavLink = { label: "OUR OFFERS", to: "/offers" };

/** The footer's link columns: each open gym by name, then each studio ("The Armory"), and their sign-ups. */
export const footerColumnsFor = (places: readonly NavPlace[]): { title: string; links: NavLink[] }[] => [
  {
    title: "Gyms",
    links: [
      { label: "Find a gym", to: "/locations" },
      ...gyms(places).map((gym) => ({ label: gym.name, to: gym.pageLink })),
      ...studios(places).map((studio) => ({ label: `The ${studio.shortName}`, to: studio.pageLink })),
      { label: "Recovery", to: "/recovery" },
    ],
  },
  {
    title: "Join",
    links: [
      { label: "Our offers", to: "/offers" },
      ...gyms(places).map((gym) => ({ label: `Join ${gym.shortName}`, to: gym.signUpLink })),
      ...studios(places).map((studio) => ({ label: `Join the ${studio.shortName}`, to: studio.signUpLink })),
      { label: "Retreats", to: "/retreat" },
      { label: "Prep meal plans", to: "/meal-prep" },
    ],
  },
  {
    title: "Novo",
    links: [
      { label: "Blog", to: "/blog" },
      { label: "Novo Athletic", to: "/athletic" },
      { label: "Join the team", to: "/join-the-team" },
      { label: "Franchising", to: "/franchising" },
      { label: "Press enquiries", to: "/pr-enquiries" },
    ],
  },
  {
    title: "Help",
    links: [
      { label: "Contact us", to: "/contacts" },
      { label: "FAQ", to: "/faq" },
      { label: "Terms and conditions", to: "/terms-and-conditions" },
      { label: "Privacy policy", to: "/privacy-policy" },
      { label: "Review policy", to: "/review-policy" },
    ],
  },
];
