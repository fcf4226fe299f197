/**
 * The pages with a build that changes while the server runs (`npm run dev`, decision 0032): a new build
 * renders the page again at once, the route table (sitemap) is the current build's, and one build keeps
 * its cache. Without BUILD_DIR/client no file is served. A stand-in mount, no React Router build needed.
 */
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReactRouterMount } from "#server/forms/handler.ts";
import type { PageCache } from "./cache";
import { registerPages } from "./serve";

/** A build whose route table has a root and these pages, each with a component. */
function buildWith(label: string, pages: string[]): ServerBuild {
  const route = (id: string, path: string | undefined, parentId?: string) => ({
    id,
    path,
    parentId,
    module: { default: () => null },
  });
  const routes = Object.fromEntries([
    ["root", route("root", "")],
    ...pages.map((page) => [`routes/${page}`, route(`routes/${page}`, page, "root")]),
  ]);
  // Only the fields the pages read of a build (its routes) and a label the stand-in render shows.
  return { routes, label } as unknown as ServerBuild;
}

describe("pages from a build that changes (npm run dev)", () => {
  let app: FastifyInstance;
  let pages: PageCache;
  let current = buildWith("first", ["faq"]);
  let renders = 0;

  beforeAll(async () => {
    app = Fastify();
    const mount: ReactRouterMount = {
      build: async () => current,
      respond: async () => {
        renders++;
        const { label } = current as unknown as { label: string };
        return new Response(`<!DOCTYPE html><html><body><p>${label}</p></body></html>`, {
          headers: { "content-type": "text/html" },
        });
      },
      render: async (_request, reply) => reply.code(405).send(),
    };
    pages = await registerPages(app, { mount, siteOrigin: "https://novo.example" });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ method: "GET", url });

  it("keeps one build's page in the cache and renders it again, at once, from a new build", async () => {
    expect((await get("/faq")).body).toContain("<p>first</p>");
    expect((await get("/faq")).body).toContain("<p>first</p>");
    expect(renders).toBe(1);

    current = buildWith("second", ["faq", "offers"]);
    expect((await get("/faq")).body).toContain("<p>second</p>");
    expect(renders).toBe(2);
    expect(pages.stats().versionChanges).toBe(1);
  });

  it("reads the route table of the current build", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("https://novo.example/offers");
  });

  it("serves no file without a client folder: the path is a page like any other", async () => {
    const response = await get("/favicon.svg");
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });
});
