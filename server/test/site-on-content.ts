/**
 * The real server and production build (build/test) on a content directory of the test file's own: a copy
 * of the shipped content with the day pass running, which the file's tests write to by hand. Started before
 * the file's tests and closed after them.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { forgetContentStore } from "#app/content/store.server.ts";
import { contentDirWithOffer } from "#server/test/content.ts";
import { ensureBuild, siteServer } from "#tests/build/build-output.ts";

/** The bound for an edit to reach the pages: the watcher (or the 2 s poll) reloads, the cache follows. */
export const within10s = { timeout: 10_000, interval: 200 };

export function siteOnOwnContent(): {
  contentDir: string;
  app: () => FastifyInstance;
  /** The body of a page that must answer 200. */
  page: (url: string) => Promise<string>;
} {
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
  const app = () => {
    if (!server) throw new Error("the site server has not started");
    return server.app;
  };
  const page = async (url: string) => {
    const response = await app().inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  return { contentDir, app, page };
}
