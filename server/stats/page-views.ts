/**
 * Cookie-free page-view counts: the server counts the pages it serves, per path and London day, in memory,
 * and adds them to page_views every few seconds and at close. Nothing about the visitor is read beyond the
 * User-Agent (to leave out known bots) and nothing about them is kept. A crash loses the counts of the last
 * few seconds, which the statistics can bear (docs/analytics.md).
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { isbot } from "isbot";
import type { Db } from "#server/db/client.ts";
import { pageViews } from "#server/db/schema.ts";
import { londonDay } from "./london";
import { pagePath } from "./paths";

export interface PageViewCounter {
  /** Counts one view of a page path (already normalised) at that instant. */
  record(path: string, at?: Date): void;
  /** Adds the counts held in memory to the database; concurrent calls run one after the other. */
  flush(): Promise<void>;
  /** Views held in memory, not yet flushed. */
  pending(): number;
  start(): void;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

export function createPageViewCounter(options: {
  db: Db;
  log: FastifyBaseLogger;
  flushIntervalMs?: number;
}): PageViewCounter {
  const { db, log, flushIntervalMs = 5000 } = options;
  // key: JSON of [day, path], which no path can make ambiguous
  let counts = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();

  const writeOut = async () => {
    if (counts.size === 0) return;
    const batch = counts;
    counts = new Map();
    const rows = [...batch].map(([key, views]) => {
      const [day, path] = JSON.parse(key) as [string, string];
      return { path, day, views };
    });
    try {
      await db
        .insert(pageViews)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViews.path, pageViews.day],
          set: { views: sql`${pageViews.views} + excluded.views` },
        });
    } catch (error) {
      // Kept for the next flush: a database that is briefly away costs no counts.
      for (const [key, views] of batch) counts.set(key, (counts.get(key) ?? 0) + views);
      log.warn({ err: error, pages: rows.length }, "page views: flush failed, kept for the next one");
    }
  };

  return {
    record(path, at = new Date()) {
      const key = JSON.stringify([londonDay(at), path]);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    flush: () => chainFlush(),
    pending: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
    start() {
      if (timer) return;
      timer = setInterval(() => void chainFlush(), flushIntervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await chainFlush();
    },
  };

  function chainFlush(): Promise<void> {
    chain = chain.then(writeOut, writeOut);
    return chain;
  }
}

/** The API and the staff area are not pages of the public site. */
const notCounted = ["/api", "/staff"];

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's page-view counts (server/stats/page-views.ts). */
    pageViews: PageViewCounter;
  }
}

/**
 * Counts every page the site serves: a GET answered with HTML, outside /api and /staff, to a client that is not a known
 * bot. 200, and 304 too: pages are no-cache, so a returning visitor's browser revalidates and gets a 304 for
 * a page it then shows. Assets, files, 404 pages, HEAD and the API are not counted. Flushes at close,
 * before the database closes (index.ts closes the app first).
 */
export function registerPageViews(app: FastifyInstance, counter: PageViewCounter): void {
  app.decorate("pageViews", counter);
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !type.startsWith("text/html")) return;
    const path = pagePath(request.url);
    if (path === null || notCounted.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
      return;
    // Browsers always send a User-Agent; requests without one are scripts and monitors.
    const userAgent = request.headers["user-agent"];
    if (!userAgent || isbot(userAgent)) return;
    counter.record(path);
  });
  app.addHook("onReady", async () => counter.start());
  app.addHook("onClose", async () => counter.stop());
}
