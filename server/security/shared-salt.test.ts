/**
 * Settings that must agree, agree (issue 31 §5): without IP_HASH_SALT configured, every instance on one
 * database uses the one salt generated once into it (an install's existing salt is the one kept), so a
 * limit counts across instances on one Redis; without Redis, the per-instance limits are named. On PGlite
 * and on PostgreSQL when TEST_DATABASE_URL is set; the shared limit with TEST_REDIS_URL.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { instanceSettings, submissions } from "#server/db/schema.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { disposeTestRedis, openTestRedis, testRedisUrl } from "#server/test/redis.ts";

const redisUrl = testRedisUrl;

const secretsOf = (dataDir: string) =>
  JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as Record<string, string>;

describe.each(backendNames)("one IP hash salt for every instance on %s", (backendName) => {
  let backend: TestBackend;
  let redis: Redis | undefined;
  const apps: FastifyInstance[] = [];
  const nameSpace = `salt-${randomBytes(4).toString("hex")}-`;

  beforeAll(async () => {
    backend = await createBackend(backendName);
    redis = openTestRedis();
  });
  afterAll(async () => {
    await disposeTestRedis(redis, nameSpace);
    await backend?.dispose();
  });
  beforeEach(async () => {
    await backend.reset();
    await backend.database.db.delete(instanceSettings);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  /** An instance with its own DATA_DIR and no IP_HASH_SALT configured, on the one database. */
  async function instance(env: Record<string, string> = {}, options: { redis?: Redis; run?: string } = {}) {
    const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "novo-salt-"));
    const database = apps.length === 0 ? backend.database : await backend.open();
    const app = await testApp(database, {
      env: { IP_HASH_SALT: "", DATA_DIR: dataDir, ...env },
      ...(options.redis ? { redis: options.redis, rateLimitNameSpace: `${nameSpace}${options.run}-` } : {}),
    });
    apps.push(app);
    return { app, dataDir };
  }

  const post = (app: FastifyInstance, i: number, ip = "203.0.113.7") =>
    app.inject({
      method: "POST",
      url: apiPaths.lead,
      headers: { ...apiHeaders, "x-forwarded-for": ip },
      payload: JSON.stringify({ ...validBodies.lead, email: `salt${i}@example.com` }),
    });
  const rows = () => backend.database.db.select().from(submissions).orderBy(asc(submissions.createdAt));
  const stored = async () => (await backend.database.db.select().from(instanceSettings)).map((r) => r.value);

  it("two instances with their own DATA_DIR use the one salt generated into the database", async () => {
    const a = await instance();
    const b = await instance();
    const [salt] = await stored();
    expect(salt).toMatch(/^[\w-]{43}$/);
    // The first instance's own became the database's; the second keeps a copy of the database's.
    expect(secretsOf(a.dataDir).IP_HASH_SALT).toBe(salt);
    expect(secretsOf(b.dataDir).IP_HASH_SALT).toBe(salt);
    // The same visitor's address hashes alike on both.
    expect((await post(a.app, 1)).statusCode).toBe(201);
    expect((await post(b.app, 2)).statusCode).toBe(201);
    const [first, second] = await rows();
    expect(first?.ipHash).toBe(second?.ipHash);
  });

  it("an install whose salt is in secrets.json keeps it: it is the one written into the database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "novo-salt-"));
    writeFileSync(
      path.join(dataDir, "secrets.json"),
      JSON.stringify({ IP_HASH_SALT: "the-salt-of-an-older-install" }),
    );
    await instance({ DATA_DIR: dataDir });
    expect(await stored()).toEqual(["the-salt-of-an-older-install"]);
    const other = await instance();
    expect(secretsOf(other.dataDir).IP_HASH_SALT).toBe("the-salt-of-an-older-install");
  });

  it("a configured salt is used as it is and leaves the database's alone", async () => {
    const generated = await instance();
    const configured = await instance({ IP_HASH_SALT: "configured-salt" });
    expect(await stored()).toEqual([secretsOf(generated.dataDir).IP_HASH_SALT]);
    expect((await post(generated.app, 1)).statusCode).toBe(201);
    expect((await post(configured.app, 2)).statusCode).toBe(201);
    const [first, second] = await rows();
    expect(first?.ipHash).not.toBe(second?.ipHash);
  });

  it("names the per-instance limits in health when DATABASE_URL is set and REDIS_URL is not", async () => {
    const { app } = await instance({ DATABASE_URL: "postgres://db.example/novo" });
    const health = (await app.inject({ method: "GET", url: apiPaths.health })).json() as {
      fallbacks: { id: string; message: string }[];
    };
    expect(health.fallbacks).toContainEqual({
      id: "limits-per-instance",
      message: expect.stringMatching(/^REDIS_URL is not set: rate limits .* each counts on its own/),
    });
    const shared = await instance({
      DATABASE_URL: "postgres://db.example/novo",
      REDIS_URL: "redis://127.0.0.1:1",
    });
    const healthShared = (await shared.app.inject({ method: "GET", url: apiPaths.health })).json() as {
      fallbacks: { id: string }[];
    };
    expect(healthShared.fallbacks.map((f) => f.id)).not.toContain("limits-per-instance");
  });

  it.runIf(redisUrl)("a limit counts across two instances on one Redis with no salt configured", async () => {
    const limits = {
      RATE_LIMIT_HOLD_PER_MINUTE: "2",
      RATE_LIMIT_HOLD_PER_DAY: "50",
      REDIS_URL: redisUrl ?? "",
    };
    const run = randomBytes(3).toString("hex");
    const a = await instance(limits, { redis, run });
    const b = await instance(limits, { redis, run });
    // One address, a submission on each instance in turn: the third is past 2 a minute, wherever it lands.
    for (const [i, app] of [a.app, b.app, a.app, b.app].entries())
      expect((await post(app, i)).statusCode).toBe(201);
    expect((await rows()).map((r) => r.held)).toEqual([false, false, true, true]);
  });
});
