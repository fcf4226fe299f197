/** Rate limits (in memory and in Redis), CORS, security headers with the site's CSP, and log redaction. */
import { Writable } from "node:stream";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { buildApp } from "#server/app.ts";
import { submissions } from "#server/db/schema.ts";
import { loggerOptions } from "#server/logging.ts";
import { apiHeaders, TEST_SITE_ORIGIN, testApp, testEnv, validBodies } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { inlineHashes } from "#server/test/inline-scripts.ts";
import { buildRoot, ensureBuild } from "#tests/build/build-output.ts";
import { cspDirectives, isEditorPath, markedInlineScripts } from "./csp";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createBackend("pglite");
});
afterAll(async () => {
  await backend?.dispose();
});
beforeEach(() => backend.reset());

const stored = async () => (await backend.database.db.select({ n: count() }).from(submissions))[0]?.n;
const investor = (app: FastifyInstance, ip = "203.0.113.7") =>
  app.inject({
    method: "POST",
    url: apiPaths.investor,
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    payload: JSON.stringify(validBodies.investor),
  });

describe("rate limits", () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  it("answers 429 JSON past RATE_LIMIT_PER_MINUTE per client, across the POST endpoints, storing nothing", async () => {
    const app = await testApp(backend.database, {
      env: { RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_PER_DAY: "100" },
    });
    apps.push(app);
    expect((await investor(app)).statusCode).toBe(201);
    const lead = await app.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: { ...apiHeaders, "x-forwarded-for": "203.0.113.7" },
      payload: JSON.stringify(validBodies.lead),
    });
    expect(lead.statusCode).toBe(201);
    const limited = await investor(app);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ ok: false, error: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await stored()).toBe(2);
    // Another client is not affected, and reading reviews is not limited.
    expect((await investor(app, "198.51.100.9")).statusCode).toBe(201);
    const reviews = await app.inject({
      method: "GET",
      url: apiPaths.reviews("ChIJgreenwich-sample-place-id"),
      headers: { "x-api-key": apiHeaders["x-api-key"], "x-forwarded-for": "203.0.113.7" },
    });
    expect(reviews.statusCode).toBe(200);
  });

  it("applies the daily cap too", async () => {
    const app = await testApp(backend.database, {
      env: { RATE_LIMIT_PER_MINUTE: "100", RATE_LIMIT_PER_DAY: "3" },
    });
    apps.push(app);
    for (let i = 0; i < 3; i++) expect((await investor(app)).statusCode).toBe(201);
    expect((await investor(app)).statusCode).toBe(429);
    expect(await stored()).toBe(3);
  });

  it("counts bad requests as well, so probing costs the same", async () => {
    const app = await testApp(backend.database, {
      env: { RATE_LIMIT_PER_MINUTE: "1", RATE_LIMIT_PER_DAY: "100" },
    });
    apps.push(app);
    const bad = await app.inject({
      method: "POST",
      url: apiPaths.investor,
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.8" },
      payload: "{}",
    });
    expect(bad.statusCode).toBe(400);
    expect((await investor(app, "203.0.113.8")).statusCode).toBe(429);
  });

  // TRUST_PROXY decides who may name the client in X-Forwarded-For, and so who owns a rate-limit bucket.
  const fromPeer = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: "POST",
      url: apiPaths.investor,
      remoteAddress,
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      payload: JSON.stringify(validBodies.investor),
    });

  it("by default believes X-Forwarded-For only from a proxy on this host", async () => {
    const app = await testApp(backend.database, {
      env: { RATE_LIMIT_PER_MINUTE: "1", RATE_LIMIT_PER_DAY: "100" },
    });
    apps.push(app);
    // Behind the local proxy, two visitors are two clients.
    expect((await fromPeer(app, "127.0.0.1", "203.0.113.20")).statusCode).toBe(201);
    expect((await fromPeer(app, "127.0.0.1", "203.0.113.21")).statusCode).toBe(201);
    // A remote peer cannot dodge its limit by inventing a new address each time.
    expect((await fromPeer(app, "198.51.100.30", "203.0.113.22")).statusCode).toBe(201);
    const dodge = await fromPeer(app, "198.51.100.30", "203.0.113.23");
    expect(dodge.statusCode).toBe(429);
    expect(await stored()).toBe(3);
  });

  it("with TRUST_PROXY=false ignores X-Forwarded-For altogether", async () => {
    const app = await testApp(backend.database, {
      env: { RATE_LIMIT_PER_MINUTE: "1", RATE_LIMIT_PER_DAY: "100", TRUST_PROXY: "false" },
    });
    apps.push(app);
    expect((await fromPeer(app, "127.0.0.1", "203.0.113.20")).statusCode).toBe(201);
    expect((await fromPeer(app, "127.0.0.1", "203.0.113.21")).statusCode).toBe(429);
  });

  it("trusts the proxies TRUST_PROXY names by address", async () => {
    const app = await testApp(backend.database, {
      env: { RATE_LIMIT_PER_MINUTE: "1", RATE_LIMIT_PER_DAY: "100", TRUST_PROXY: "10.0.0.0/8" },
    });
    apps.push(app);
    expect((await fromPeer(app, "10.1.2.3", "203.0.113.20")).statusCode).toBe(201);
    expect((await fromPeer(app, "10.1.2.3", "203.0.113.21")).statusCode).toBe(201);
    expect((await fromPeer(app, "127.0.0.1", "203.0.113.22")).statusCode).toBe(201);
    expect((await fromPeer(app, "127.0.0.1", "203.0.113.23")).statusCode).toBe(429);
  });
});

const redisUrl = process.env.TEST_REDIS_URL || undefined;
describe.runIf(redisUrl)("rate limits shared through Redis", () => {
  let redis: Redis;
  const nameSpace = `novo-test-${process.pid}-${Date.now()}-`;
  const apps: FastifyInstance[] = [];
  beforeAll(() => {
    redis = new Redis(redisUrl ?? "");
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("two instances count one client together", async () => {
    const env = { RATE_LIMIT_PER_MINUTE: "3", RATE_LIMIT_PER_DAY: "100", REDIS_URL: redisUrl ?? "" };
    for (let i = 0; i < 2; i++)
      apps.push(await testApp(backend.database, { env, redis, rateLimitNameSpace: nameSpace }));
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    expect((await investor(a)).statusCode).toBe(201);
    expect((await investor(b)).statusCode).toBe(201);
    expect((await investor(a)).statusCode).toBe(201);
    const limited = await investor(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ ok: false, error: "rate_limited" });
    expect(await stored()).toBe(3);
    expect((await redis.keys(`${nameSpace}*`)).length).toBeGreaterThan(0);
  });

  it("builds its own client from REDIS_URL", async () => {
    const app = await testApp(backend.database, {
      env: { RATE_LIMIT_PER_MINUTE: "1", RATE_LIMIT_PER_DAY: "100", REDIS_URL: redisUrl ?? "" },
      rateLimitNameSpace: `${nameSpace}own-`,
    });
    apps.push(app);
    expect((await investor(app, "192.0.2.44")).statusCode).toBe(201);
    expect((await investor(app, "192.0.2.44")).statusCode).toBe(429);
  });
});

describe("CORS", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(backend.database);
  });
  afterAll(() => app?.close());

  it("allows the site's origin with the key header and the page script's landing header (issue 38)", async () => {
    const response = await app.inject({
      method: "OPTIONS",
      url: apiPaths.lead,
      headers: {
        origin: TEST_SITE_ORIGIN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,x-api-key,x-novo-landing",
      },
    });
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers["access-control-allow-origin"]).toBe(TEST_SITE_ORIGIN);
    // An API on another origin (API_BASE_URL) must let the landing through, or a lead loses its source.
    const allowed = String(response.headers["access-control-allow-headers"]).split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(["content-type", "x-api-key", "x-novo-landing"]));
  });

  it("does not allow other origins", async () => {
    const response = await app.inject({
      method: "OPTIONS",
      url: apiPaths.lead,
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    const get = await app.inject({
      method: "GET",
      url: apiPaths.health,
      headers: { origin: "https://evil.example" },
    });
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("security headers and the Content-Security-Policy", () => {
  let app: FastifyInstance;
  // As rendered: React Router's scripts carry the render's mark; a script the content smuggled in does not.
  const mark = "Zm9yLXRoaXMtcmVuZGVyLW9ubHk";
  const page = `<!doctype html><html><head><link rel="stylesheet" href="/assets/a.css" nonce="${mark}"></head><body>
<p>A post</p><script>fetch("/steal?c="+document.cookie)</script><script nonce="guessed">alert(1)</script>
<script nonce="${mark}">window.__ctx = {"a":1};</script><script nonce="${mark}" type="module" async="">import "/assets/entry.js";</script>
<script src="/assets/x.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>
<style>.x{color:red}</style></body></html>`;

  beforeAll(async () => {
    await ensureBuild();
    const env = testEnv({
      BUILD_DIR: buildRoot,
      MEDIA_BASE_URL: "https://media.example.net/novo",
      POSTCODES_API_URL: "https://postcodes.example.org",
    });
    app = await buildApp({ env, database: backend.database, startWorker: false });
    await app.ready();
  }, 300_000);
  afterAll(() => app?.close());

  it("takes as the site's own only the inline scripts carrying the render's mark, and takes the mark off", () => {
    const own = markedInlineScripts(page, mark);
    expect(own.scripts).toEqual(['window.__ctx = {"a":1};', 'import "/assets/entry.js";']);
    expect(own.html).not.toContain(mark);
    expect(own.html).toContain('<script>window.__ctx = {"a":1};</script><script type="module" async="">');
    // The content's scripts stay as they were, unallowed; without a mark nothing is the site's.
    expect(own.html).toContain('<script>fetch("/steal?c="+document.cookie)</script>');
    expect(own.html).toContain('<script nonce="guessed">alert(1)</script>');
    expect(markedInlineScripts(page, null)).toEqual({ html: page, scripts: [] });
  });

  it("serves pages with a policy that allows their own inline scripts by hash, never 'unsafe-inline' scripts", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers["content-security-policy"]);
    const directives = Object.fromEntries(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    // The page as served: React Router's inline scripts, the held-back hydration module among them.
    const hashes = inlineHashes(response.body).scripts;
    expect(response.body).toContain('type="text/x-module-after-paint"');
    expect(hashes.length).toBeGreaterThan(1);
    for (const hash of hashes) expect(directives["script-src"]).toContain(hash);
    // Exactly those (the loader's copy of the module is the module's hash): nothing else is allowed, and the
    // render's mark is on neither the page nor the answer.
    expect([...(directives["script-src"] ?? [])].sort()).toEqual(["'self'", ...hashes].sort());
    expect(response.body).not.toContain("nonce=");
    expect(response.headers["x-novo-script-mark"]).toBeUndefined();
    expect(directives["script-src"]).not.toContain("'unsafe-inline'");
    expect(directives["script-src"]).toContain("'self'");
    expect(directives["img-src"]).toEqual(
      expect.arrayContaining([
        "'self'",
        "data:",
        "https://media.example.net",
        "https://*.googleusercontent.com",
      ]),
    );
    expect(directives["img-src"]).not.toContain("blob:");
    expect(directives["media-src"]).toEqual(["'self'", "https://media.example.net"]);
    expect(directives["connect-src"]).toEqual(["'self'", "https://postcodes.example.org"]);
    expect(directives["frame-src"]).toEqual([
      "https://www.google.com",
      "https://app.glofox.com",
      "https://join.novogyms.co.uk",
    ]);
    expect(directives["font-src"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // Full URL to ourselves (a lead's page of origin), nothing to other sites.
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });

  it("puts the same headers on API answers", async () => {
    const response = await app.inject({ method: "GET", url: apiPaths.health });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("builds the policy from configuration", () => {
    const directives = cspDirectives({ postcodesApiUrl: "https://api.postcodes.io" });
    expect(directives["connect-src"]).toEqual(["'self'", "https://api.postcodes.io"]);
    expect(directives["media-src"]).toEqual(["'self'"]);
  });

  it("lets only the content editor show blob: images (the preview of a photo chosen for upload)", () => {
    const sources = { postcodesApiUrl: "https://api.postcodes.io" };
    expect(cspDirectives(sources, undefined, { editor: true })["img-src"]).toContain("blob:");
    expect(cspDirectives(sources)["img-src"]).not.toContain("blob:");
    expect(["/keystatic", "/keystatic/collection/photos/create"].every(isEditorPath)).toBe(true);
    expect(["/", "/keystatics", "/staff/content"].some(isEditorPath)).toBe(false);
  });
});

describe("logs", () => {
  it("redact personal data, keys, cookies and the client address", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions("info");
    const app = await testApp(backend.database, {
      logger: { ...(typeof options === "object" ? options : {}), stream },
    });
    await app.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: { ...apiHeaders, cookie: "session=abc", "x-forwarded-for": "203.0.113.99" },
      payload: JSON.stringify(validBodies.lead),
    });
    app.log.info(
      {
        req: {
          headers: { "x-api-key": "secret-key", cookie: "c=1", authorization: "Basic xyz" },
          remoteAddress: "203.0.113.99",
        },
        body: validBodies.lead,
        payload: { email: "jane@example.com" },
        recipient: "jane@example.com",
      },
      "probe",
    );
    await app.close();
    const output = lines.join("");
    expect(output).toContain("probe");
    expect(output).toContain("[redacted]");
    for (const secret of [
      "jane@example.com",
      "07700 900123",
      "secret-key",
      "c=1",
      "Basic xyz",
      "203.0.113.99",
      "session=abc",
    ])
      expect(output).not.toContain(secret);
  });
});
