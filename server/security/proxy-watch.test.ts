/**
 * An untrusted proxy is noticed (issue 21.6): 60 posts through a proxy on another machine, whose
 * X-Forwarded-For the default TRUST_PROXY ignores, are all one address: the leads past the threshold are held,
 * the server warns once and health says what to set. Trusting the proxy makes the warning go.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { submissions } from "#server/db/schema.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { createProxyWatch, UNTRUSTED_PROXY } from "./proxy-watch.ts";

const holds = { RATE_LIMIT_HOLD_PER_DAY: "50", RATE_LIMIT_PER_MINUTE: "0" };
const PROXY = "10.0.0.5";

describe.each(backendNames)("an untrusted proxy (%s)", (backendName) => {
  let backend: TestBackend;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    backend = await createBackend(backendName);
  });
  afterAll(async () => {
    await backend?.dispose();
  });
  beforeEach(() => backend.reset());
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function throughProxy(env: Record<string, string>) {
    const app = await testApp(backend.database, { env: { ...holds, ...env } });
    apps.push(app);
    const warn = vi.spyOn(app.log, "warn");
    for (let i = 0; i < 60; i++) {
      const response = await app.inject({
        method: "POST",
        url: apiPaths.lead,
        remoteAddress: PROXY,
        headers: { ...apiHeaders, "x-forwarded-for": `198.51.100.${i + 1}` },
        payload: { ...validBodies.lead, email: `visitor${i}@example.com` },
      });
      expect(response.statusCode).toBe(201);
    }
    const health = await app.inject({ method: "GET", url: "/api/health", remoteAddress: PROXY });
    const fallbacks = (health.json() as { fallbacks: { id: string }[] }).fallbacks.map((f) => f.id);
    const held = await backend.database.db.select().from(submissions).where(eq(submissions.held, true));
    const warnings = warn.mock.calls.filter((call) => call[1] === UNTRUSTED_PROXY.message);
    return { app, fallbacks, held: held.length, warnings: warnings.length };
  }

  it("60 posts through a proxy that is not trusted: leads held, one warning, health names it", async () => {
    const seen = await throughProxy({});
    expect(seen.held).toBe(10);
    expect(seen.warnings).toBe(1);
    expect(seen.fallbacks).toContain(UNTRUSTED_PROXY.id);
    // A visitor from another address: the sign no longer holds.
    await seen.app.inject({ method: "GET", url: "/api/health/live", remoteAddress: "192.0.2.7" });
    const health = await seen.app.inject({ method: "GET", url: "/api/health", remoteAddress: "192.0.2.8" });
    expect(JSON.stringify(health.json())).not.toContain(UNTRUSTED_PROXY.id);
  });

  it("the same posts with TRUST_PROXY naming the proxy: each visitor is themselves, nothing held, no warning", async () => {
    const seen = await throughProxy({ TRUST_PROXY: "10.0.0.0/8" });
    expect(seen.held).toBe(0);
    expect(seen.warnings).toBe(0);
    expect(seen.fallbacks).not.toContain(UNTRUSTED_PROXY.id);
  });
});

describe("createProxyWatch", () => {
  const forwarded = (ip: string) => ({ ip, headers: { "x-forwarded-for": "203.0.113.1" } });

  it("warns once however long the sign holds, and not for loopback or requests without the header", () => {
    const log = { warn: vi.fn() };
    const watch = createProxyWatch({ log, minRequests: 5 });
    for (let i = 0; i < 20; i++) watch.see({ ip: "127.0.0.1", headers: { "x-forwarded-for": "1.2.3.4" } });
    for (let i = 0; i < 20; i++) watch.see({ ip: "10.0.0.5", headers: {} });
    expect(watch.fallbacks()).toEqual([]);
    watch.see({ ip: "10.0.0.5", headers: {} });
    for (let i = 0; i < 4; i++) watch.see(forwarded("10.0.0.5"));
    expect(watch.fallbacks()).toEqual([]);
    watch.see(forwarded("10.0.0.5"));
    expect(watch.fallbacks()).toEqual([UNTRUSTED_PROXY]);
    for (let i = 0; i < 20; i++) watch.see(forwarded("10.0.0.5"));
    watch.see({ ip: "::1", headers: {} });
    watch.see({ ip: "10.0.0.5", headers: {} });
    expect(watch.fallbacks()).toEqual([UNTRUSTED_PROXY]);
    watch.see(forwarded("10.0.0.6"));
    expect(watch.fallbacks()).toEqual([]);
    for (let i = 0; i < 20; i++) watch.see(forwarded("10.0.0.6"));
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
