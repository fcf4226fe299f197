/** sitemap.xml and robots.txt, generated at build time by scripts/sitemap.ts from the route table. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#app/content/blog.ts";
import { pages as pageCopy } from "#app/content/pages.ts";
import { browserBuildEnv } from "#config/env.ts";
import { robotsTxt, sitemapEntries, sitemapXml } from "#scripts/sitemap.ts";
import { type BuiltPage, builtPages, clientDir, ensureBuild } from "./build-output";

const origin = browserBuildEnv(process.env).VITE_SITE_ORIGIN;
const notIndexed = new Set(["/404", "/blog/not-found"]);

let pages: BuiltPage[] = [];
beforeAll(async () => {
  await ensureBuild();
  pages = builtPages();
}, 300_000);

describe("sitemap and robots", () => {
  it("lists every route of the table and every post, once, with the site origin", () => {
    const paths = sitemapEntries().map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...Object.values(pageCopy).map((page) => page.path),
        ...blogPosts.map((post) => `/blog/${post.id}`),
      ]),
    );
    const xml = sitemapXml("https://example.org", [{ path: "/a&b", lastmod: "2025-01-02" }]);
    expect(xml).toContain("<loc>https://example.org/a&amp;b</loc><lastmod>2025-01-02</lastmod>");
    expect(robotsTxt("https://example.org")).toMatch(/^Sitemap: https:\/\/example\.org\/sitemap\.xml$/m);
  });

  it("is written into the build and covers exactly the indexable prerendered pages", () => {
    const file = path.join(clientDir, "sitemap.xml");
    expect(existsSync(file)).toBe(true);
    const xml = readFileSync(file, "utf8");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = pages.filter((p) => !notIndexed.has(p.route)).map((p) => `${origin}${p.route}`);
    expect([...locs].sort()).toEqual(expected.sort());
    for (const route of notIndexed) expect(xml).not.toContain(`${origin}${route}<`);
  });

  it("writes robots.txt that allows the site, keeps crawlers off the API and points to the sitemap", () => {
    const robots = readFileSync(path.join(clientDir, "robots.txt"), "utf8");
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
