/**
 * The shipped page copy (content/pages/*.yaml, content/standing-offers.yaml) with its facts filled, read synchronously as the loaders give it:
 * tests and benches name the texts they look for from the content, not from a copy of it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import {
  armoryClassesIn,
  athleticCopyIn,
  filledIn,
  homeCopyIn,
  interestCopyIn,
  notFoundCopyIn,
  type PageCopyOf,
  pageCopyIn,
  recoveryGuideIn,
  standingOffersIn,
} from "#app/content/page-copy.server.ts";
import { type PageId, pageIds } from "#app/content/page-paths.ts";
import type { ContentSnapshot } from "#app/content/store.server.ts";
import { shippedGyms } from "#tests/gyms.ts";

const files = {
  home: "pages/home",
  athletic: "pages/athletic",
  retreat: "pages/retreat",
  mealPrep: "pages/meal-prep",
  recovery: "pages/recovery",
  armoryClasses: "pages/armory-classes",
  standingOffers: "standing-offers",
  pageMeta: "pages/meta",
} as const;

/** A snapshot holding only the page singletons, as they are in `dir` (the shipped content unless told). */
export function pageSnapshot(dir = path.resolve("content")): ContentSnapshot {
  const singletons = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      yaml.load(readFileSync(path.join(dir, `${file}.yaml`), "utf8")),
    ]),
  );
  // The files hold every field the schema reads (page-copy.test.ts checks them against it).
  return { singletons } as unknown as ContentSnapshot;
}

const snapshot = pageSnapshot();
const read = <T>(reader: (s: ContentSnapshot) => T): T => filledIn(snapshot, shippedGyms, reader);

export const homeCopy = read(homeCopyIn);
export const athleticCopy = read(athleticCopyIn);
export const retreatCopy = read((s) => interestCopyIn(s, "retreat"));
export const prepCopy = read((s) => interestCopyIn(s, "mealPrep"));
export const recoveryGuide = read(recoveryGuideIn);
export const armoryClassesCopy = read(armoryClassesIn);
export const standingOffers = read(standingOffersIn);
/** Every page's title, description, heading and intro (content/pages/meta.yaml), by page id. */
export const shippedPages = Object.fromEntries(pageIds.map((id) => [id, read((s) => pageCopyIn(s, id))])) as {
  [Id in PageId]: PageCopyOf<Id>;
};
export const shippedNotFound = read(notFoundCopyIn);
