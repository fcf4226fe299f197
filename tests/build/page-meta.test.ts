/**
 * Each page as the server renders it from the build and the shipped content: its <title>, meta description,
 * <h1> and intro are the strings it had when they were code (tests/pages-before.ts), byte for byte once the
 * HTML's entities are read; the not-found page's too.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { notFoundBefore, pagesBefore } from "#tests/pages-before.ts";
import { type BuiltPage, ensureBuild, renderedPages } from "./build-output";

let pages: BuiltPage[] = [];
beforeAll(async () => {
  await ensureBuild();
  pages = await renderedPages();
}, 300_000);

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
/** Text as a reader sees it: tags dropped, entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? "");

function page(route: string): string {
  const found = pages.find((p) => p.route === route);
  if (!found) throw new Error(`no rendered page ${route}`);
  return found.html;
}

const titleOf = (html: string) => textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
const descriptionOf = (html: string) =>
  textOf(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
const h1Of = (html: string) => textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");

describe("the pages' titles, descriptions and headings, rendered from the content", () => {
  for (const [id, before] of Object.entries(pagesBefore))
    it(`${id} (${before.path})`, () => {
      const html = page(before.path);
      expect(titleOf(html)).toBe(before.title);
      const description = descriptionOf(html);
      // A page presenting the day pass adds it while it runs (app/lib/meta.ts); the page's own words lead.
      if ("mentionsDayPass" in before && description !== before.description)
        expect(description.startsWith(`${before.description} `)).toBe(true);
      else expect(description).toBe(before.description);
      expect(h1Of(html)).toBe(before.heading);
      if ("intro" in before) expect(textOf(html)).toContain(before.intro);
    });

  it("the not-found page", () => {
    const html = page("/404");
    expect(titleOf(html)).toBe(notFoundBefore.title);
    expect(h1Of(html)).toBe(notFoundBefore.heading);
    expect(textOf(html)).toContain(notFoundBefore.text);
    expect(textOf(html)).toContain(notFoundBefore.button);
  });
});
