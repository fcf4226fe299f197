/**
 * sitemap.xml and robots.txt, made by the server at request time (server/pages/sitemap.ts) from the build's
 * route table, the blog posts and SITE_ORIGIN; every page they list answers 200, the not-found pages 404.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placePagePaths } from "#contracts/content/gym-location.ts";
import { pagePaths } from "#contracts/content/page-paths.ts";
import { robotsTxt, sitemapXml, staticPaths } from "#server/pages/sitemap.ts";
import { TEST_SITE_ORIGIN } from "#server/test/app.ts";
import { shippedPosts as blogPosts } from "#tests/shipped.server.ts";
import { shippedGyms } from "#tests/shipped.ts";
import { ensureBuild, NOT_FOUND_ROUTES, serverBuild, siteServer } from "./build-output";

let server: Awaited<ReturnType<typeof siteServer>> | undefined;
let app: FastifyInstance;
beforeAll(async () => {
  await ensureBuild();
  server = await siteServer();
  app = server.app;
}, 300_000);
afterAll(async () => server?.close());

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

describe("sitemap and robots", () => {
  it("takes the site's pages from the route table: every route of SPEC §2, once", async () => {
    const paths = staticPaths((await serverBuild()).routes);
    expect([...paths].sort()).toEqual(Object.values(pagePaths).sort());
    const xml = sitemapXml("https://example.org", [{ path: "/a&b", lastmod: "2025-01-02" }]);
    expect(xml).toContain("<loc>https://example.org/a&amp;b</loc><lastmod>2025-01-02</lastmod>");
    expect(robotsTxt("https://example.org")).toMatch(/^Sitemap: https:\/\/example\.org\/sitemap\.xml$/m);
  });

  // Renders every page once: allowed two minutes on a loaded machine.
  it("serves sitemap.xml listing every page and post with the site origin, each answering 200", {
    timeout: 120_000,
  }, async () => {
    const response = await app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const locs = locsOf(response.body);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(
      [
        ...Object.values(pagePaths),
        // The places' pages (decision 0030): SPEC §2's /greenwich, /welling-signup, /novoarmory, ...
        ...shippedGyms.flatMap(placePagePaths),
        ...blogPosts.map((post) => `/blog/${post.id}`),
      ]
        .map((path) => `${TEST_SITE_ORIGIN}${path}`)
        .sort(),
    );
    for (const post of blogPosts)
      expect(response.body).toContain(
        `<loc>${TEST_SITE_ORIGIN}/blog/${post.id}</loc><lastmod>${post.lastUpdated.slice(0, 10)}</lastmod>`,
      );
    for (const loc of locs) {
      const page = await app.inject({ url: loc.slice(TEST_SITE_ORIGIN.length) });
      expect(page.statusCode, loc).toBe(200);
    }
    for (const route of NOT_FOUND_ROUTES) {
      expect(response.body).not.toContain(`${TEST_SITE_ORIGIN}${route}<`);
      expect((await app.inject({ url: route })).statusCode, route).toBe(404);
    }
  });

  it("serves robots.txt that allows the site, keeps crawlers off the API and points to the sitemap", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("User-agent: *");
    expect(response.body).toContain("Disallow: /api/");
    expect(response.body).toContain(`Sitemap: ${TEST_SITE_ORIGIN}/sitemap.xml`);
  });
});
