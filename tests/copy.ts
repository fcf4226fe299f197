/**
 * The shipped franchising copy as the page renders it, for component tests (jsdom) that name a heading or a
 * button from the copy rather than repeat it: synchronous and file-only. tests/copy.server.ts reads every
 * page through the content store and its schema, as the loaders do.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { franchisingFrom } from "#app/content/copy.ts";
import { factsFrom } from "#app/content/facts.ts";
import type { FranchisingCopy, FranchisingEntry } from "#app/content/franchising.ts";
import { shippedGyms } from "#tests/gyms.ts";

export function shippedFranchising(dir = "content"): FranchisingCopy {
  const entry = yaml.load(
    readFileSync(path.join(dir, "pages", "franchising.yaml"), "utf8"),
  ) as FranchisingEntry;
  return franchisingFrom(entry, factsFrom({ gyms: shippedGyms }));
}
