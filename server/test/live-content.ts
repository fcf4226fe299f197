/**
 * The real server over the production build (build/test), serving a copy of the shipped content with the day
 * pass running that the test edits by hand, as the owner would (the pages and the tour settings tests). Call
 * at a test file's top level: it registers its own beforeAll (the build, the server) and afterAll.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { forgetContentStore } from "#server/content/stores.ts";
import { contentDirWithOffer } from "#server/test/content.ts";
import { ensureBuild, siteServer } from "#tests/build/build-output.ts";

export function liveContentSite() {
  const contentDir = contentDirWithOffer();
  let server: Awaited<ReturnType<typeof siteServer>> | undefined;
  beforeAll(async () => {
    await ensureBuild();
    server = await siteServer({ POSTCODES_API_URL: "http://127.0.0.1:9", CONTENT_DIR: contentDir });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    forgetContentStore(contentDir);
  });

  const app = (): FastifyInstance => {
    if (!server) throw new Error("the site starts in beforeAll: ask for it within a test");
    return server.app;
  };
  const get = (url: string) => app().inject({ url });
  /** The page's HTML, once it has answered 200. */
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  return { contentDir, app, get, page };
}
