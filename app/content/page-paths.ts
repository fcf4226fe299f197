/**
 * The site's pages as code: each page's id and its path. The route table (app/routes.ts) serves these paths,
 * the sitemap test and the e2e route list read them; a page's words (title, description, heading, intro)
 * are content (content/pages/meta.yaml, read through page-copy.server.ts) under the same id.
 * Client-safe and tiny.
 */
import { type GymSlug, gymIdentities } from "./gym-identity";

function gym(slug: GymSlug) {
  const identity = gymIdentities.find((g) => g.slug === slug);
  if (!identity) throw new Error(`Unknown gym ${slug}`);
  return identity;
}

const greenwich = gym("greenwich");
const welling = gym("welling");
const armory = gym("armory");

/** Every page of SPEC §2 with no parameter, in its order. */
export const pagePaths = {
  home: "/",
  locations: "/locations",
  greenwich: greenwich.pageLink,
  welling: welling.pageLink,
  armory: armory.pageLink,
  greenwichSignup: greenwich.signUpLink,
  wellingSignup: welling.signUpLink,
  armorySignup: armory.signUpLink,
  retreat: "/retreat",
  mealPrep: "/meal-prep",
  recovery: "/recovery",
  offers: "/offers",
  contacts: "/contacts",
  faq: "/faq",
  press: "/pr-enquiries",
  blog: "/blog",
  terms: "/terms-and-conditions",
  privacy: "/privacy-policy",
  franchising: "/franchising",
  athletic: "/athletic",
  careers: "/join-the-team",
  greenwichTour: `${greenwich.pageLink}/tour`,
  wellingTour: `${welling.pageLink}/tour`,
} as const satisfies Record<string, `/${string}`>;

export type PageId = keyof typeof pagePaths;

export const pageIds = Object.keys(pagePaths) as PageId[];

/**
 * The pages that present the day-pass offer: while it runs, their meta description gains the offer and its
 * end date (app/lib/meta.ts); once ended, the page's own description stands alone.
 */
export const dayPassPages: ReadonlySet<PageId> = new Set<PageId>(["greenwich", "welling", "offers"]);
