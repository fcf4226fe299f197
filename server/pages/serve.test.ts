/**
 * The site as the real server serves it from the production build (build/test): pages rendered by React
 * Router through the page cache, the build's files, 404s. Renders are counted, never timed.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANDING_FIELD } from "#contracts/attribution.ts";
import { buildApp } from "#server/app.ts";
import { submissions } from "#server/db/schema.ts";
import { TEST_SITE_ORIGIN, testEnv } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { buildRoot, clientDir, ensureBuild } from "#tests/build/build-output.ts";
import type { PageCache } from "./cache";

let backend: TestBackend;
let version = "v1";
let boundary: Date | null = null;
/** The cache's clock: moved by hand where expiry is tested, never waited on. */
let clock = Date.now();
let app: FastifyInstance;
let pages: PageCache;
/** ASSETS_KEEP_DIR, holding a script of another build (a rolling deploy) before the server starts. */
const keptDir = mkdtempSync(path.join(tmpdir(), "novo-kept-assets-"));
const otherBuildScript = "entry.client-0therBld.js";

beforeAll(async () => {
  await ensureBuild();
  mkdirSync(path.join(keptDir, "assets"));
  writeFileSync(path.join(keptDir, "assets", otherBuildScript), "console.log('the other build');\n");
  writeFileSync(path.join(keptDir, "assets", `${otherBuildScript}.br`), zlib.brotliCompressSync("x"));
  backend = await createBackend("pglite");
  app = await buildApp({
    env: testEnv({ BUILD_DIR: buildRoot, POSTCODES_API_URL: "http://127.0.0.1:9" }),
    database: backend.database,
    startWorker: false,
    pages: {
      contentVersion: () => version,
      validUntil: () => boundary,
      now: () => clock,
      keptAssetsDir: keptDir,
    },
  });
  await app.ready();
  if (!app.pages) throw new Error("no page cache: is the build there?");
  pages = app.pages;
}, 300_000);
afterAll(async () => {
  await app?.close();
  await backend?.dispose();
  rmSync(keptDir, { recursive: true, force: true });
});

const renders = () => pages.stats().renders;

describe("pages rendered at request time", () => {
  it("serves a page with and without the trailing slash: one render, then memory", async () => {
    const before = renders();
    for (const url of ["/faq", "/faq/", "/faq?utm_source=news", "//faq"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<h1");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers.vary).toBe("Accept-Encoding");
    }
    expect(renders() - before).toBe(1);
  });

  it("gives each page the policy that names its own inline scripts, and nothing unsafe for scripts", async () => {
    const response = await app.inject({ url: "/faq" });
    const policy = String(response.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(response.body).toContain('type="text/x-module-after-paint"');
  });

  it("serves brotli or gzip as the browser accepts, with a validator and 304 for a page it has", async () => {
    const plain = await app.inject({ url: "/", headers: { "accept-encoding": "identity" } });
    const br = await app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await app.inject({ url: "/", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers HEAD with the page's headers and no body", async () => {
    const get = await app.inject({ url: "/offers", headers: { "accept-encoding": "br" } });
    const head = await app.inject({ method: "HEAD", url: "/offers", headers: { "accept-encoding": "br" } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it("renders a page again when the content version changes, and serves it from memory while it does not", async () => {
    await app.inject({ url: "/athletic" });
    const before = renders();
    await app.inject({ url: "/athletic" });
    expect(renders()).toBe(before);
    version = "v2";
    const changed = await app.inject({ url: "/athletic" });
    expect(changed.statusCode).toBe(200);
    expect(renders()).toBe(before + 1);
    await app.inject({ url: "/athletic" });
    expect(renders()).toBe(before + 1);
  });

  it("renders a page again once an offer boundary has passed", async () => {
    boundary = new Date(clock + 60_000);
    await app.inject({ url: "/welling" });
    const before = renders();
    clock += 59_000;
    await app.inject({ url: "/welling" });
    expect(renders()).toBe(before);
    clock += 1_000;
    boundary = null;
    await app.inject({ url: "/welling" });
    expect(renders()).toBe(before + 1);
  });

  it("renders once for concurrent misses of one page", async () => {
    version = "v3";
    const before = renders();
    const responses = await Promise.all(Array.from({ length: 6 }, () => app.inject({ url: "/franchising" })));
    expect(renders() - before).toBe(1);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    for (const response of responses) expect(response.statusCode).toBe(200);
  });

  it("caches a client navigation's data apart from the page", async () => {
    const before = renders();
    const data = await app.inject({ url: "/blog/1.data" });
    expect(data.statusCode).toBe(200);
    expect(data.headers["content-type"]).toContain("text/x-script");
    await app.inject({ url: "/blog/1.data" });
    expect(renders() - before).toBe(1);
  });

  it("answers React Router's route discovery with the routes of the paths asked, cacheable for good, and no page", async () => {
    const page = (await app.inject({ url: "/faq" })).body;
    const buildVersion = /"version":\s*"([^"]+)"/.exec(page)?.[1];
    expect(buildVersion, "the page names its build's version").toBeTruthy();
    const before = renders();
    const found = await app.inject({
      url: `/__manifest?paths=${encodeURIComponent("/greenwich,/blog/1")}&version=${buildVersion}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Object.keys(found.json()).sort()).toEqual(["root", "routes/blog-post", "routes/place"]);
    // Another build's version: the browser is asked to load the document instead.
    const stale = await app.inject({ url: "/__manifest?paths=%2Ffaq&version=0ther" });
    expect(stale.statusCode).toBe(204);
    expect(stale.headers["x-remix-reload-document"]).toBe("true");
    expect(renders() - before).toBe(0);
  });

  it("never caches a personal query: the finder's postcode renders for that request alone", async () => {
    const before = pages.stats();
    for (const postcode of ["SE10 8ES", "DA16 3PB"]) {
      const response = await app.inject({ url: `/locations?postcode=${encodeURIComponent(postcode)}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers.etag).toBeUndefined();
      expect(response.body).toContain(postcode);
    }
    const after = pages.stats();
    expect(after.renders).toBe(before.renders);
    expect(after.entries).toBe(before.entries);
  });

  it("never caches a form post's answer", async () => {
    const before = pages.stats();
    const post = () =>
      app.inject({
        method: "POST",
        url: "/contacts",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        payload: "_form=enquiry&firstName=",
      });
    const first = await post();
    expect(first.statusCode).toBe(400);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers["content-security-policy"]).toMatch(/'sha256-/);
    expect(first.body).toContain('type="text/x-module-after-paint"');
    await post();
    expect(pages.stats().entries).toBe(before.entries);
    // The page itself is still the page, not the post's answer.
    expect((await app.inject({ url: "/contacts" })).body).not.toContain('aria-invalid="true"');
  });

  it("compresses a page rendered for one request as the browser accepts, never the staff area's", async () => {
    // The tour page's free slots change with every booking: rendered for each visitor, 180 KB of HTML.
    const tour = await app.inject({ url: "/greenwich/tour", headers: { "accept-encoding": "gzip, br" } });
    expect(tour.statusCode).toBe(200);
    expect(tour.headers["cache-control"]).toBe("no-store");
    expect(tour.headers["content-encoding"]).toBe("br");
    expect(tour.headers.vary).toBe("Accept-Encoding");
    const html = zlib.brotliDecompressSync(tour.rawPayload).toString("utf8");
    expect(html).toContain('type="radio"');
    expect(tour.rawPayload.length).toBeLessThan(html.length / 4);
    const gzipped = await app.inject({ url: "/greenwich/tour", headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.rawPayload).toString("utf8")).toContain('type="radio"');
    const plain = await app.inject({ url: "/greenwich/tour" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain('type="radio"');
    // A form post's answer too: it holds what the visitor typed, and no secret.
    const post = await app.inject({
      method: "POST",
      url: "/contacts",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        "accept-encoding": "br",
      },
      payload: "_form=enquiry&firstName=",
    });
    expect(post.headers["content-encoding"]).toBe("br");
    // Staff pages hold a CSRF token beside text an attacker may choose: compressed, its length would leak it.
    const staff = await app.inject({ url: "/staff/sign-in", headers: { "accept-encoding": "br, gzip" } });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers["content-encoding"]).toBeUndefined();
  });

  it("answers unknown paths with the not-found page and HTTP 404", async () => {
    for (const url of ["/nope", "/nope/deeper/", "/404", "/../etc/passwd", "/index.html", "/nope.data"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      if (!url.endsWith(".data")) expect(response.body, url).toContain("Looks like this page doesn");
    }
  });

  it("rejects a malformed URL as a bad request", async () => {
    expect((await app.inject({ url: "/%E0%A4%A" })).statusCode).toBe(400);
  });

  it("answers an unknown blog post with the blog's own not-found page and HTTP 404", async () => {
    const response = await app.inject({ url: "/blog/999" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Blog post not found");
    expect((await app.inject({ url: "/blog/1" })).statusCode).toBe(200);
  });

  it("serves the build's files: hashed assets cached for a year, compressed; other files for an hour", async () => {
    const asset = readdirSync(path.join(clientDir, "assets")).find((file) => file.endsWith(".js"));
    const response = await app.inject({ url: `/assets/${asset}`, headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
    const favicon = await app.inject({ url: "/favicon.svg" });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves another build's assets from ASSETS_KEEP_DIR, and keeps its own there for the other build", async () => {
    // A page of the other build, opened during a rolling deploy, asks this instance for its script.
    const other = await app.inject({ url: `/assets/${otherBuildScript}` });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe("console.log('the other build');\n");
    expect(other.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // This build's assets were copied in at start, byte for byte, with their compressed copies.
    const own = readdirSync(path.join(clientDir, "assets"));
    const kept = new Set(readdirSync(path.join(keptDir, "assets")));
    expect(own.filter((name) => !kept.has(name))).toEqual([]);
    const script = own.find((file) => file.endsWith(".js")) ?? "";
    expect(readFileSync(path.join(keptDir, "assets", script))).toEqual(
      readFileSync(path.join(clientDir, "assets", script)),
    );
    // Nothing else of the folder is reachable: an unknown name, a partial copy or a path outside assets/.
    writeFileSync(path.join(keptDir, "assets", "x.js.1.abc.tmp"), "partial");
    writeFileSync(path.join(keptDir, "secret.txt"), "not an asset");
    for (const url of [
      "/assets/nope-123.js",
      "/assets/x.js.1.abc.tmp",
      "/secret.txt",
      "/assets/../secret.txt",
    ])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
  });
});

describe("a referrer's host in the forms of a cached page (decisions 0029, 0034)", () => {
  const empty = `name="${LANDING_FIELD}" value=""`;
  const google = "https://www.google.com/search?q=gym+greenwich";
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { "accept-encoding": "identity", ...headers } });
  const filledWith = (html: string, value: string) =>
    html.replaceAll(empty, `name="${LANDING_FIELD}" value="${value}"`);

  it("serves the shared page, byte for byte, without another site's Referer, a campaign link included", async () => {
    const shared = await get("/greenwich");
    expect(shared.body).toContain(empty);
    for (const referer of [undefined, `${TEST_SITE_ORIGIN}/offers`, "http://localhost:80/"]) {
      const same = await get("/greenwich?utm_source=x&gclid=y", referer ? { referer } : {});
      expect(same.body).toBe(shared.body);
      expect(same.headers.etag).toBe(shared.headers.etag);
      expect(same.headers["cache-control"]).toBe("no-cache");
    }
    // A page without a form is the shared page whoever sent the visitor.
    const faq = await get("/faq?utm_source=x", { referer: google });
    expect(faq.headers["cache-control"]).toBe("no-cache");
  });

  it("fills the landing field for a visitor from another site with a copy made once per host, as cacheable as the shared page", async () => {
    const shared = await get("/greenwich");
    const before = pages.stats();
    const filled = await get("/greenwich", { referer: google });
    const value = "ref=www.google.com&#38;path=%2Fgreenwich";
    expect(filled.statusCode).toBe(200);
    expect(filled.body).toBe(filledWith(shared.body, value));
    expect(filled.headers["cache-control"]).toBe("no-cache");
    expect(filled.headers.vary).toBe("Accept-Encoding, Referer");
    expect(filled.headers.etag).toMatch(/^W\/"/);
    expect(filled.headers.etag).not.toBe(shared.headers.etag);
    expect(filled.headers["content-length"]).toBe(String(Buffer.byteLength(filled.body)));
    const after = pages.stats();
    expect([after.renders, after.entries]).toEqual([before.renders, before.entries]);

    // Brotli and gzip, as the shared page, both the same page.
    const br = await get("/greenwich", { referer: google, "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(filled.body);
    const gz = await get("/greenwich", { referer: google, "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString("utf8")).toBe(filled.body);
    // Its own validator: a 304 for the filled copy, a 200 for a cache holding the shared one.
    const etag = String(filled.headers.etag);
    expect((await get("/greenwich", { referer: google, "if-none-match": etag })).statusCode).toBe(304);
    const stale = await get("/greenwich", { referer: google, "if-none-match": String(shared.headers.etag) });
    expect(stale.statusCode).toBe(200);
    expect((await get("/greenwich", { "if-none-match": etag })).statusCode).toBe(200);
    const head = await app.inject({ method: "HEAD", url: "/greenwich", headers: { referer: google } });
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(filled.headers["content-length"]);

    // Only the host and the path: every visitor from that site gets the one copy, a campaign link's too
    // (its parameters reach a native post through the post's own Referer). A client navigation's data is
    // never filled.
    const tagged = await get("/greenwich?utm_source=facebook&utm_medium=paid_social&fbclid=abc", {
      referer: "https://www.google.com/",
    });
    expect(tagged.body).toBe(filled.body);
    expect(tagged.headers.etag).toBe(filled.headers.etag);
    const data = await get("/greenwich.data", { referer: google });
    expect(data.headers["cache-control"]).toBe("no-cache");
  });

  it("carries the filled field in the native post to the stored lead: organic search, not direct", async () => {
    const page = await get("/welling", { referer: "https://www.bing.com/" });
    const field = new RegExp(`name="${LANDING_FIELD}" value="([^"]*)"`).exec(page.body)?.[1] ?? "";
    const email = "organic.nojs@example.com";
    const response = await app.inject({
      method: "POST",
      url: "/welling",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        // The post's own Referer is the site's page: it says nothing of Bing.
        referer: `${TEST_SITE_ORIGIN}/welling`,
      },
      payload: new URLSearchParams({
        _form: "discount",
        firstName: "Ola",
        lastName: "Search",
        email,
        phone: "07700 900123",
        gym: "novowelling",
        faxNumber: "",
        [LANDING_FIELD]: field.replaceAll("&#38;", "&"),
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const [row] = await backend.database.db.select().from(submissions).where(eq(submissions.email, email));
    expect(row).toMatchObject({
      channel: "organic-search",
      referrerHost: "www.bing.com",
      landingPath: "/welling",
    });
  });
});
