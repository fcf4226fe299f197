/**
 * Every rendered page paints before its JavaScript loads (server/pages/after-paint.ts): no modulepreload
 * competes with the stylesheet and fonts, and the hydration module waits, held back, for the loader.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, LOADER } from "#server/pages/after-paint.ts";
import { type BuiltPage, clientDir, ensureBuild, renderedPages, scriptsOf } from "./build-output";

let pages: BuiltPage[] = [];
beforeAll(async () => {
  await ensureBuild();
  pages = await renderedPages();
}, 300_000);

describe("pages paint before their JavaScript loads", () => {
  it("has no modulepreload and no module script that runs during parsing", () => {
    for (const page of pages) {
      expect(page.html, page.route).not.toContain('rel="modulepreload"');
      expect(page.html, page.route).not.toMatch(/<script[^>]*type="module"/);
    }
  });

  it("holds exactly one hydration module per page, followed by the loader", () => {
    for (const page of pages) {
      const held = [...page.html.matchAll(new RegExp(`<script type="${HELD_MODULE_TYPE}"[^>]*>`, "g"))];
      expect(held, page.route).toHaveLength(1);
      expect(page.html, page.route).toContain(`</script><script>${LOADER}</script>`);
    }
  });

  it("names only chunks that exist in the build", () => {
    for (const page of pages)
      for (const chunk of scriptsOf(page.html))
        expect(existsSync(path.join(clientDir, chunk)), `${page.route}: ${chunk}`).toBe(true);
  });
});
