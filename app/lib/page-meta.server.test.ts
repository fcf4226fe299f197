/**
 * Every page's title, description, heading and intro now come from the content (content/pages/meta.yaml, and
 * a place's own entry for its pages: decision 0030), read through the store and its schema, facts filled as
 * the loaders fill them. They must render exactly as they did when they were code (tests/pages-before.ts
 * holds those strings, verbatim).
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceView } from "#app/features/places/place-copy.ts";
import { placeCopyOf } from "#app/features/places/place-page.server.ts";
import { metaFor, notFoundMeta } from "#app/lib/meta.ts";
import { gymsFrom } from "#contracts/content/gyms.server.ts";
import { endsOnLabel } from "#contracts/content/offer.ts";
import { notFoundCopyOf, pageCopyOf } from "#contracts/content/page-copy.server.ts";
import type { PageCopy } from "#contracts/content/page-meta.ts";
import { dayPassPages, type PageId, pageIds, pagePaths } from "#contracts/content/page-paths.ts";
import { ContentStore } from "#server/content/store.ts";
import { shippedDayPass } from "#tests/offers.ts";
import { pagesBefore as before, notFoundBefore } from "#tests/pages-before.ts";

const content = new ContentStore(path.resolve("content"), { pollMs: 60_000 });
const context = { content };
beforeAll(() => content.loaded);
afterAll(() => content.close());

/** The seed places' pages, as pages-before.ts names them: each is its place's entry's now. */
const placePages: Record<string, [string, PlaceView]> = {
  greenwich: ["greenwich", "page"],
  welling: ["welling", "page"],
  armory: ["armory", "page"],
  greenwichSignup: ["greenwich", "signUp"],
  wellingSignup: ["welling", "signUp"],
  armorySignup: ["armory", "signUp"],
  greenwichTour: ["greenwich", "tour"],
  wellingTour: ["welling", "tour"],
};

async function copyOf(id: string): Promise<PageCopy> {
  const place = placePages[id];
  if (!place) return pageCopyOf(context, id as PageId);
  const snapshot = content.snapshot();
  const gym = gymsFrom(snapshot).find((candidate) => candidate.id === place[0]);
  if (!gym) throw new Error(`no place ${place[0]}`);
  return placeCopyOf(context, snapshot, gym, place[1]);
}

const tagOf = (tags: ReturnType<typeof metaFor>, match: (tag: Record<string, unknown>) => boolean) =>
  tags.find((tag) => match(tag as Record<string, unknown>)) as Record<string, unknown> | undefined;

describe("page titles and descriptions from the content", () => {
  it("read with no problem, for every page and no other", async () => {
    expect(content.problems().filter((p) => p.file.includes("meta"))).toEqual([]);
    expect(Object.keys(content.snapshot().singletons.pageMeta ?? {}).sort()).toEqual(
      [...pageIds, "notFound"].sort(),
    );
    expect([...pageIds, ...Object.keys(placePages)].sort()).toEqual(Object.keys(before).sort());
  });

  for (const id of Object.keys(before) as (keyof typeof before)[])
    it(`${id}: path, meta tags, heading and intro as before`, async () => {
      const expected: { path: string; title: string; description: string; heading: string; intro?: string } =
        before[id];
      const page = await copyOf(id);
      expect(page.path).toBe(expected.path);
      if (!placePages[id]) expect(pagePaths[id as PageId]).toBe(expected.path);
      expect({ heading: page.heading, intro: "intro" in page ? page.intro : undefined }).toEqual({
        heading: expected.heading,
        intro: expected.intro,
      });

      const tags = metaFor(page);
      expect(tagOf(tags, (t) => "title" in t)).toEqual({ title: expected.title });
      expect(tagOf(tags, (t) => t.name === "description")?.content).toBe(expected.description);
      expect(tagOf(tags, (t) => t.property === "og:title")?.content).toBe(expected.title);
      expect(tagOf(tags, (t) => t.property === "og:description")?.content).toBe(expected.description);
      expect(tagOf(tags, (t) => t.rel === "canonical")?.href).toBe(
        `http://localhost:3000${expected.path === "/" ? "/" : expected.path}`,
      );

      // While the day pass runs, the pages that present it add it to their description; the others never do.
      const withOffer = tagOf(metaFor(page, { offer: shippedDayPass }), (t) => t.name === "description");
      const mentions = "mentionsDayPass" in expected && expected.mentionsDayPass;
      expect(page.dayPass).toBe(mentions);
      if (!placePages[id]) expect(dayPassPages.has(id as PageId)).toBe(mentions);
      expect(withOffer?.content).toBe(
        mentions
          ? `${expected.description} ${shippedDayPass.summary} with code ${shippedDayPass.code} until ${endsOnLabel(shippedDayPass)}.`
          : expected.description,
      );
    });

  it("the not-found page: title, heading, text and button as before", async () => {
    const copy = await notFoundCopyOf(context);
    expect(copy).toEqual(notFoundBefore);
    expect(notFoundMeta(copy)).toEqual([
      { title: notFoundBefore.title },
      { name: "robots", content: "noindex" },
    ]);
  });
});
