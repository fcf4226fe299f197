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
import { pageFactSources } from "#app/content/page-copy.server.ts";
import { shippedGyms } from "#tests/gyms.ts";
import { pageSnapshot } from "#tests/shipped-copy.ts";

export function shippedFranchising(dir = "content"): FranchisingCopy {
  const entry = yaml.load(
    readFileSync(path.join(dir, "pages", "franchising.yaml"), "utf8"),
  ) as FranchisingEntry;
  // Every fact the page fills, the standing offers' included ({offers.armoryTrial}).
  return franchisingFrom(entry, factsFrom(pageFactSources(pageSnapshot(dir), shippedGyms)));
}
