/**
 * The site's pages as code: each page's id and its path. The route table (app/routes.ts) serves these paths,
 * the sitemap test and the e2e route list read them; a page's words (title, description, heading, intro)
 * are content (content/pages/meta.yaml, read through page-copy.server.ts) under the same id. A place's pages
 * are not here: their paths are its entry's (content/gyms/<id>.yaml, decision 0030).
 * Client-safe and tiny.
 */

/** Every page of SPEC §2 with no parameter, in its order, but the places'. */
export const pagePaths = {
  home: "/",
  locations: "/locations",
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
  reviewPolicy: "/review-policy",
  franchising: "/franchising",
  athletic: "/athletic",
  careers: "/join-the-team",
} as const satisfies Record<string, `/${string}`>;

export type PageId = keyof typeof pagePaths;

export const pageIds = Object.keys(pagePaths) as PageId[];

/**
 * The pages that present the day-pass offer: while it runs, their meta description gains the offer and its
 * end date (app/lib/meta.ts); once ended, the page's own description stands alone. A 24/7 gym's page does
 * too (its copy says so: place-copy.ts).
 */
export const dayPassPages: ReadonlySet<PageId> = new Set<PageId>(["offers"]);
