import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { pageViews } from "#server/db/schema.ts";
import { testApp, testEnv } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { buildRoot, clientDir, ensureBuild } from "#tests/build/build-output.ts";
import { londonDay } from "./london";

const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe.each(backendNames)("page-view counting on %s", (backendName) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let asset = "";

  const siteApp = async () =>
    testApp(await backend.open(), { serveSite: true, env: { BUILD_DIR: buildRoot } });
  const counts = async () => {
    const rows = await backend.database.db.select().from(pageViews).orderBy(pageViews.path);
    return Object.fromEntries(rows.map((row) => [`${row.day} ${row.path}`, row.views]));
  };
  const today = () => londonDay(new Date());
  const get = (url: string, userAgent = browser, method: "GET" | "HEAD" = "GET") =>
    app.inject({ method, url, headers: { "user-agent": userAgent } });

  beforeAll(async () => {
    await ensureBuild();
    asset = `/assets/${readdirSync(path.join(clientDir, "assets")).find((file) => file.endsWith(".js"))}`;
    backend = await createBackend(backendName);
    app = await siteApp();
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });
  beforeEach(async () => {
    await app.pageViews.flush();
    await backend.database.db.execute(sql`TRUNCATE page_views`);
  });

  it("counts a page served to a browser, one row per normalised path and London day", async () => {
    // Each page's first render (not counted: a bot asks) happens before the views, so that the views come
    // from the page cache well within the counter's 5 s flush interval, as served pages do.
    for (const url of ["/faq", "/"]) await get(url, "Googlebot");
    for (const url of ["/faq", "/faq/", "/faq/?utm_source=news#x", "/?gclid=1"])
      expect((await get(url)).statusCode).toBe(200);
    expect(app.pageViews.pending()).toBe(4);
    await app.pageViews.flush();
    expect(app.pageViews.pending()).toBe(0);
    expect(await counts()).toEqual({ [`${today()} /`]: 1, [`${today()} /faq`]: 3 });
    const first = await get("/faq");
    const again = await app.inject({
      url: "/faq",
      headers: { "user-agent": browser, "if-none-match": String(first.headers.etag) },
    });
    // A returning visitor's browser revalidates the no-cache page: still a view of it.
    expect(again.statusCode).toBe(304);
    expect(app.pageViews.pending()).toBe(2);
  });

  it("does not count bots, assets, files, 404s, the API, HEAD or a request without a User-Agent", async () => {
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect((await get("/faq", googlebot)).statusCode).toBe(200);
    expect((await get("/faq", "Googlebot")).statusCode).toBe(200);
    expect((await get(asset)).statusCode).toBe(200);
    expect((await get("/robots.txt")).statusCode).toBe(200);
    expect((await get("/nope")).statusCode).toBe(404);
    expect((await get("/404")).statusCode).toBe(404);
    expect((await get("/api/health")).statusCode).toBe(200);
    expect((await get("/faq", browser, "HEAD")).statusCode).toBe(200);
    expect((await app.inject({ url: "/faq" })).statusCode).toBe(200);
    expect(app.pageViews.pending()).toBe(0);
    await app.pageViews.flush();
    expect(await counts()).toEqual({});
  });

  it("does not count the staff area", async () => {
    // The staff pages are another engineer's routes: a fake one answering HTML stands in for them.
    const staff = await buildApp({
      env: testEnv({ BUILD_DIR: buildRoot }),
      database: backend.database,
      startWorker: false,
    });
    staff.get("/staff/leads", async (_request, reply) => reply.type("text/html").send("<h1>Leads</h1>"));
    const response = await staff.inject({ url: "/staff/leads", headers: { "user-agent": browser } });
    expect(response.statusCode).toBe(200);
    expect(staff.pageViews.pending()).toBe(0);
    await staff.close();
  });

  it("keeps the counts in memory when a flush fails, and adds them at the next one", async () => {
    await get("/faq");
    await backend.database.db.execute(sql`ALTER TABLE page_views RENAME TO page_views_away`);
    try {
      await app.pageViews.flush();
      expect(app.pageViews.pending()).toBe(1);
    } finally {
      await backend.database.db.execute(sql`ALTER TABLE page_views_away RENAME TO page_views`);
    }
    await get("/faq");
    await app.pageViews.flush();
    expect(await counts()).toEqual({ [`${today()} /faq`]: 2 });
  });

  it("adds the counts of two instances on one database, and flushes at close", async () => {
    const second = await siteApp();
    await get("/faq");
    await get("/faq");
    await second.inject({ url: "/faq", headers: { "user-agent": browser } });
    await app.pageViews.flush();
    await second.close(); // flushes on close, no explicit flush
    expect(await counts()).toEqual({ [`${today()} /faq`]: 3 });
  });

  it("counts under the London day of the view", async () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST); in January the two agree.
    app.pageViews.record("/faq", new Date("2026-07-01T23:30:00Z"));
    app.pageViews.record("/faq", new Date("2026-01-01T23:30:00Z"));
    await app.pageViews.flush();
    expect(await counts()).toEqual({ "2026-07-02 /faq": 1, "2026-01-01 /faq": 1 });
  });
});
