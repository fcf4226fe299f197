/**
 * The shipped content (content/) read synchronously from its files and filled as the loaders fill it: the
 * gyms, the page copy (home, athletic, retreat, Prep, recovery guide, Armory classes), the standing offers,
 * the company's contact facts,
 * every page's title, description, heading and intro (pages/meta) and the franchising copy. Tests, component tests (jsdom) and benches name what they look for from the content, not from a copy
 * of it. What needs the content store (posts, jobs, FAQ, terms, privacy) is tests/shipped.server.ts;
 * app/content's own tests check these files against their schemas.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { type PlaceView, placeCopy } from "#app/features/places/place-copy.ts";
import { franchisingFrom } from "#contracts/content/copy.ts";
import { factsFrom, ownPlaceFacts } from "#contracts/content/facts.ts";
import type { FranchisingEntry } from "#contracts/content/franchising.ts";
import {
  type GymEntry,
  type GymLocation,
  gymLocation,
  type PageWords,
  siteOrder,
} from "#contracts/content/gym-location.ts";
import {
  armoryClassesIn,
  athleticCopyIn,
  companyIn,
  fillCopy,
  filledIn,
  homeCopyIn,
  interestCopyIn,
  notFoundCopyIn,
  type PageCopyOf,
  pageCopyIn,
  pageFactSources,
  recoveryGuideIn,
  standingOffersIn,
} from "#contracts/content/page-copy.server.ts";
import type { PageCopy } from "#contracts/content/page-meta.ts";
import { type PageId, pageIds } from "#contracts/content/page-paths.ts";
import { type PlaceRef, placeRefsOf } from "#contracts/places.ts";
import type { ContentSnapshot } from "#server/content/store.ts";

const shippedDir = path.resolve("content");
const readYaml = (dir: string, ...file: string[]): unknown =>
  yaml.load(readFileSync(path.join(dir, ...file), "utf8"));

const gymEntries = readdirSync(path.join(shippedDir, "gyms"))
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => ({
    id: file.slice(0, -".yaml".length),
    entry: readYaml(shippedDir, "gyms", file) as GymEntry,
  }));

/** Every shipped place, in site order. */
export const shippedGyms: readonly GymLocation[] = gymEntries
  .map(({ id, entry }) => gymLocation(id, entry))
  .sort(siteOrder);

/** The places of the shipped gym entries, as the contracts check them (contracts/places.ts). */
export const shippedPlaces: readonly PlaceRef[] = placeRefsOf(
  Object.fromEntries(gymEntries.map(({ id, entry }) => [id, entry])),
);

/** A shipped place by its id (content/gyms/<id>.yaml). */
export function shippedGym(id: string): GymLocation {
  const gym = shippedGyms.find((candidate) => candidate.id === id);
  if (!gym) throw new Error(`no content/gyms/${id}.yaml`);
  return gym;
}

/** The singletons the page copy reads, by their file under content/. */
const pageFiles = {
  home: "pages/home",
  athletic: "pages/athletic",
  retreat: "pages/retreat",
  mealPrep: "pages/meal-prep",
  recovery: "pages/recovery",
  armoryClasses: "pages/armory-classes",
  standingOffers: "standing-offers",
  company: "company",
  pageMeta: "pages/meta",
} as const;

/** A snapshot holding only the page singletons, as they are in `dir` (the shipped content unless told). */
export function pageSnapshot(dir = shippedDir): ContentSnapshot {
  const singletons = Object.fromEntries(
    Object.entries(pageFiles).map(([name, file]) => [name, readYaml(dir, `${file}.yaml`)]),
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
/** The company's phone, e-mails, social links, minimum age and terms' numbers (content/company.yaml). */
export const shippedCompany = read(companyIn);
/** Every page's title, description, heading and intro (content/pages/meta.yaml), by page id. */
export const shippedPages = Object.fromEntries(pageIds.map((id) => [id, read((s) => pageCopyIn(s, id))])) as {
  [Id in PageId]: PageCopyOf<Id>;
};
export const shippedNotFound = read(notFoundCopyIn);

/** A shipped place's page, sign-up or tour words, as its route's loader sends them (facts filled). */
export function shippedPlacePage(id: string, view: PlaceView): PageCopy {
  const own = gymEntries.find((candidate) => candidate.id === id)?.entry.pages?.[view] as
    | PageWords
    | undefined;
  const facts = { ...factsFrom(pageFactSources(snapshot, shippedGyms)), ...ownPlaceFacts(shippedGym(id)) };
  return fillCopy(placeCopy(shippedGym(id), view, own), facts);
}
/** The franchising copy, its facts (the standing offers' included: {offers.armoryTrial}) filled. */
export const franchisingCopy = franchisingFrom(
  readYaml(shippedDir, "pages", "franchising.yaml") as FranchisingEntry,
  factsFrom(pageFactSources(snapshot, shippedGyms)),
);

/** The default gym (SPEC §3): the first in site order. */
export const shippedDefaultGym: GymLocation = shippedGyms[0] ?? shippedGym("armory");

export function shippedGymByFormName(formName: string): GymLocation | undefined {
  return shippedGyms.find((gym) => gym.formName === formName);
}
