/**
 * No plausible lead is refused (issue 10 point 8): over the per-address or per-e-mail thresholds a
 * submission is stored and held for review (not mailed), and only flood rates answer 429. Counters in
 * memory, and shared through Redis when TEST_REDIS_URL is set; on PGlite and PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { listSubmissions } from "#server/cli/commands.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { disposeTestRedis, openTestRedis, testRedisUrl } from "#server/test/redis.ts";

const redisUrl = testRedisUrl;
const counterStores = redisUrl ? (["memory", "redis"] as const) : (["memory"] as const);

/** The documented defaults (README, docs/api.md), written out so a change of default is a visible change here. */
const defaults = {
  RATE_LIMIT_PER_MINUTE: "60",
  RATE_LIMIT_PER_DAY: "1000",
  RATE_LIMIT_HOLD_PER_MINUTE: "10",
  RATE_LIMIT_HOLD_PER_DAY: "50",
  RATE_LIMIT_EMAIL_HOLD_PER_MINUTE: "3",
  RATE_LIMIT_EMAIL_HOLD_PER_DAY: "20",
};

describe.each(backendNames)("held for review, not refused, on %s", (backendName) => {
  let backend: TestBackend;
  let redis: Redis | undefined;
  const apps: FastifyInstance[] = [];
  const nameSpace = `h12-hold-${randomBytes(4).toString("hex")}-`;

  beforeAll(async () => {
    backend = await createBackend(backendName);
    redis = openTestRedis();
  });
  afterAll(async () => {
    await disposeTestRedis(redis, nameSpace);
    await backend?.dispose();
  });
  beforeEach(() => backend.reset());
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  describe.each(counterStores)("counters in %s", (store) => {
    let run = 0;
    async function app(env: Record<string, string> = {}) {
      const database = apps.length === 0 ? backend.database : await backend.open();
      const instance = await testApp(database, {
        env: { ...defaults, ...(store === "redis" ? { REDIS_URL: redisUrl ?? "" } : {}), ...env },
        ...(store === "redis" ? { redis } : {}),
        // Fresh counters for each test; instances of one test share them.
        rateLimitNameSpace: `${nameSpace}${store}-${run}-`,
      });
      apps.push(instance);
      return instance;
    }
    beforeEach(() => {
      run++;
    });
    const post = (target: FastifyInstance, i: number, ip: string, email = `person${i}@example.com`) =>
      target.inject({
        method: "POST",
        url: apiPaths.lead,
        headers: { ...apiHeaders, "x-forwarded-for": ip },
        payload: JSON.stringify({
          ...validBodies.lead,
          firstName: `Person ${String.fromCharCode(65 + (i % 26))}`,
          email,
        }),
      });
    const rows = () => backend.database.db.select().from(submissions).orderBy(asc(submissions.createdAt));
    const messagesOf = async (id: string) =>
      (await backend.database.db.select({ n: count() }).from(outbox).where(eq(outbox.submissionId, id)))[0]
        ?.n;

    it("past 10 a minute from one address (a gym's Wi-Fi): stored and held, never refused, not mailed", async () => {
      const target = await app();
      const answers = [];
      for (let i = 0; i < 14; i++) answers.push(await post(target, i, "203.0.113.10"));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(14).fill(201));
      const stored = await rows();
      expect(stored).toHaveLength(14);
      const held = stored.filter((r) => r.held);
      expect(held).toHaveLength(4);
      for (const row of held) expect(await messagesOf(row.id)).toBe(0);
      for (const row of stored.filter((r) => !r.held)) expect(await messagesOf(row.id)).toBe(4);
      // Another address is counted apart.
      expect((await post(target, 99, "203.0.113.11")).statusCode).toBe(201);
      expect((await rows()).filter((r) => r.held)).toHaveLength(4);
    });

    it("rotating IPv6 addresses inside one /64 counts as one address: held, then refused", async () => {
      const target = await app();
      const statuses: number[] = [];
      for (let i = 0; i < 62; i++)
        statuses.push((await post(target, i, `2001:db8:77:1:${(i + 1).toString(16)}::${i + 7}`)).statusCode);
      expect(statuses.slice(0, 60)).toEqual(Array(60).fill(201));
      expect(statuses.slice(60)).toEqual([429, 429]);
      expect((await rows()).filter((r) => r.held)).toHaveLength(50);
      // The next /64 is another subscriber.
      const before = (await rows()).length;
      expect((await post(target, 99, "2001:db8:77:2::1")).statusCode).toBe(201);
      expect((await rows()).slice(before).map((r) => r.held)).toEqual([false]);
    });

    it("past 3 a minute for one e-mail address, from different addresses: held", async () => {
      const target = await app();
      for (let i = 0; i < 5; i++)
        expect((await post(target, i, `198.51.100.${i + 1}`, "Same.Person@Example.com")).statusCode).toBe(
          201,
        );
      const stored = await rows();
      expect(stored.map((r) => r.held)).toEqual([false, false, false, true, true]);
    });

    it("refuses with 429 only at flood rates (over 60 a minute from one address), storing nothing more", async () => {
      const target = await app();
      const statuses: number[] = [];
      for (let i = 0; i < 62; i++) statuses.push((await post(target, i, "192.0.2.50")).statusCode);
      expect(statuses.slice(0, 60)).toEqual(Array(60).fill(201));
      expect(statuses.slice(60)).toEqual([429, 429]);
      const stored = await rows();
      expect(stored).toHaveLength(60);
      expect(stored.filter((r) => r.held)).toHaveLength(50);
    });

    it.runIf(store === "redis" && backendName === "postgres")(
      "two instances count together through Redis",
      async () => {
        const a = await app();
        const b = await app();
        for (let i = 0; i < 12; i++)
          expect((await post(i % 2 ? a : b, i, "203.0.113.20")).statusCode).toBe(201);
        expect((await rows()).filter((r) => r.held)).toHaveLength(2);
      },
    );

    it("held submissions show in the staff CLI's list", async () => {
      const target = await app({ RATE_LIMIT_EMAIL_HOLD_PER_MINUTE: "1" });
      await post(target, 1, "203.0.113.30", "twice@example.com");
      await post(target, 2, "203.0.113.31", "twice@example.com");
      const chunks: string[] = [];
      await listSubmissions(backend.database.db, { write: (chunk) => chunks.push(chunk) });
      const lines = chunks.join("").split("\n");
      expect(lines[0]).toMatch(/\bheld\b/);
      const held = lines.filter((line) => line.includes("twice@example.com") && /\byes\b/.test(line));
      expect(held).toHaveLength(1);
    });
  });
});
