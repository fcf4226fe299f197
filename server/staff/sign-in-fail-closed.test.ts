/**
 * Sign-in fails closed (issue 21.8): when Redis cannot count a client's sign-in requests, no link is mailed
 * (area.ts treats an unknown count as over the limit), and the answer is the same page as ever. The Redis
 * here is a real client whose server is never reachable: every command fails at once.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, staffSignInTokens } from "#server/db/schema.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { MANAGEMENT, staffSteps, staffTestApp } from "#server/test/staff.ts";

let backend: TestBackend;
let app: FastifyInstance;
let broken: Redis;

beforeAll(async () => {
  backend = await createBackend("pglite");
  // Port 1 on loopback: nothing listens, no queueing, no retry, so each command rejects immediately.
  broken = new Redis({
    host: "127.0.0.1",
    port: 1,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  broken.on("error", () => {});
  app = await staffTestApp(backend.database, { redis: broken });
}, 300_000);
afterAll(async () => {
  await app?.close();
  broken?.disconnect();
  await backend?.dispose();
});

describe("staff sign-in when Redis errors", () => {
  it("mails no link, and answers as it always does", async () => {
    const { requestLink } = staffSteps(
      () => app,
      () => backend.database.db,
    );
    await expect(broken.incr("probe")).rejects.toThrow();
    const answer = await requestLink(MANAGEMENT);
    expect(answer.statusCode).toBeLessThan(400);
    const mails = await backend.database.db.select().from(outbox).where(eq(outbox.recipient, MANAGEMENT));
    expect(mails).toEqual([]);
    expect(await backend.database.db.select().from(staffSignInTokens)).toEqual([]);
  });
});
