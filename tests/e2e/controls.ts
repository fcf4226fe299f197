import type { Page, Route } from "@playwright/test";
import { shippedJobs as jobListings } from "#tests/shipped.server.ts";

/** A gym page's amenity item (a <details>) by its title. */
export const amenity = (page: Page, title: string) =>
  page.locator("details", { has: page.locator("summary", { hasText: title }) });

/** A job listing's item by the job's title and location. */
export const job = (page: Page, index: number) => {
  const listing = jobListings[index]!;
  return page.locator("details", {
    has: page.locator("summary", { hasText: new RegExp(`${listing.title}.*${listing.location}`) }),
  });
};

/** The page's menu, a popover with the dialog role. */
export const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });

/**
 * Holds every JavaScript file the page asks for until `release` is called: the page is painted and usable as
 * HTML, as on a slow link before its chunks arrive.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let releasing = false;
  await page.route(/\.m?js(\?.*)?$/, (route) => {
    if (releasing) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
