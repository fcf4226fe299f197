/**
 * The shipped page copy (content/pages/*.yaml) with its facts filled, read synchronously as the loaders give it:
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
  recoveryGuideIn,
} from "#app/content/page-copy.server.ts";
import type { ContentSnapshot } from "#app/content/store.server.ts";
import { shippedGyms } from "#tests/gyms.ts";

const files = {
  home: "home",
  athletic: "athletic",
  retreat: "retreat",
  mealPrep: "meal-prep",
  recovery: "recovery",
  armoryClasses: "armory-classes",
} as const;

/** A snapshot holding only the page singletons, as they are in `dir` (the shipped content unless told). */
export function pageSnapshot(dir = path.resolve("content")): ContentSnapshot {
  const singletons = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      yaml.load(readFileSync(path.join(dir, "pages", `${file}.yaml`), "utf8")),
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
