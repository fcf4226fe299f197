/**
 * Issue 20 against the real PostgreSQL: while the database cannot take writes (read-only with its
 * connections cut, refusing connections, a stalled network) every valid submission is answered 201, kept
 * in the spool, then stored and mailed exactly once after recovery. A full spool answers as before: 503.
 */
import { readdir } from "node:fs/promises";
import { notInArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { LEAD_CHASES } from "#server/staff/first-contact.ts";
import { apiHeaders, testApp, validBodies } from "#server/test/app.ts";
import { testDatabaseUrl } from "#server/test/backends.ts";
import { capturedLog } from "#server/test/captured-log.ts";
import {
  allowConnections,
  freshDatabase,
  readOnly,
  refuseConnections,
  type StallingProxy,
  stallingProxy,
  writable,
} from "#server/test/database-faults.ts";
import { startSmtpServer, type TestSmtpServer } from "#server/test/smtp.ts";
import { sleep } from "#server/test/wait.ts";
import { plainNameFor } from "#tests/plain-names.ts";

interface Setup {
  app: FastifyInstance;
  database: Database;
  smtp: TestSmtpServer;
  name: string;
  log: () => string;
  dataDir: string;
  stalling?: StallingProxy;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function setup(
  env: Record<string, string> = {},
  proxy?: (url: string) => Promise<StallingProxy>,
): Promise<Setup> {
  const fresh = await freshDatabase("spool_test");
  cleanups.push(fresh.drop);
  let url = fresh.url;
  let stalling: StallingProxy | undefined;
  if (proxy) {
    stalling = await proxy(fresh.url);
    cleanups.push(() => stalling?.close() ?? Promise.resolve());
    url = stalling.url;
  }
  const database = await openDatabase({ url, dataDir: "unused", onConnectionError: () => {} });
  cleanups.push(() => database.close());
  const smtp = await startSmtpServer();
  cleanups.push(() => smtp.stop());
  const log = capturedLog("info");
  const app = await testApp(database, {
    env: { SMTP_URL: smtp.url, SPOOL_WRITE_TIMEOUT_MS: "800", ...env },
    startWorker: true,
    worker: { pollIntervalMs: 100, backoffMs: () => 200 },
    spoolRetryMs: { min: 100, max: 400 },
    logger: log.logger,
  });
  cleanups.push(() => app.close());
  const dataDir = app.spool?.journal.dir ?? "";
  return { app, database, smtp, name: fresh.name, log: log.text, dataDir, stalling };
}

const lead = (i: number) =>
  JSON.stringify({
    ...validBodies.lead,
    email: `outage${i}@example.com`,
    firstName: plainNameFor("Outage", i),
  });

async function submitAll(app: FastifyInstance, from: number, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      app.inject({ method: "POST", url: apiPaths.lead, headers: apiHeaders, payload: lead(from + i) }),
    ),
  );
}

/** After recovery: every submission stored once, and each visitor's confirmation and staff mail sent once. */
async function expectStoredAndMailedOnce(s: Setup, count: number) {
  await expect.poll(() => s.app.spool?.status().depth, { timeout: 20_000 }).toBe(0);
  await expect.poll(() => s.smtp.received.length, { timeout: 20_000 }).toBe(count * 2);
  // Nothing more arrives later (a second replay or delivery).
  await sleep(600);
  expect(s.smtp.received).toHaveLength(count * 2);
  const stored = await s.database.db.select({ email: submissions.email }).from(submissions);
  expect(stored.map((r) => r.email).sort()).toEqual(
    Array.from({ length: count }, (_, i) => `outage${i}@example.com`).sort(),
  );
  // The leads' reminders and escalations are due later, in staffed time (issue 32): not part of this.
  const messages = await s.database.db
    .select({ status: outbox.status })
    .from(outbox)
    .where(notInArray(outbox.purpose, [...LEAD_CHASES]));
  expect(messages.map((m) => m.status)).toEqual(Array(count * 2).fill("sent"));
  for (let i = 0; i < count; i++)
    expect(s.smtp.received.filter((m) => m.envelopeTo.includes(`outage${i}@example.com`))).toHaveLength(1);
}

function expectLogsWithoutPersonalData(output: string) {
  expect(output).toContain("spool: the database cannot take writes");
  expect(output).toContain("spool: drained");
  expect(output).not.toMatch(/outage\d+@example\.com|Outage\d|07700 900123/);
}

describe.runIf(testDatabaseUrl)("a database outage: the spool", () => {
  it("read-only with its connections cut: answered 201, ready stays 200, stored and mailed once after", async () => {
    const s = await setup();
    await readOnly(s.name);
    const answers = await submitAll(s.app, 0, 6);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(s.app.spool?.status().depth).toBe(6);
    expect(await readdir(s.dataDir)).toHaveLength(6);
    const health = await s.app.inject({ method: "GET", url: apiPaths.health });
    expect(health.statusCode).toBe(200);
    // Ready, and saying why it is not well (issue 43): the spool holds the submissions.
    expect(health.json()).toMatchObject({
      status: "degraded",
      reasons: ["spool-holding"],
      database: "unavailable",
      spool: { depth: 6 },
    });
    expect(await s.database.db.select({ id: submissions.id }).from(submissions)).toEqual([]);
    expect(s.smtp.received).toEqual([]);

    await writable(s.name);
    await expectStoredAndMailedOnce(s, 6);
    expect((await s.app.inject({ method: "GET", url: apiPaths.health })).json()).toMatchObject({
      status: "ok",
      reasons: [],
      database: "ok",
      spool: { depth: 0, oldestAgeSeconds: null },
    });
    expectLogsWithoutPersonalData(s.log());
  });

  it("ALLOW_CONNECTIONS false: answered 201, stored and mailed once after", async () => {
    const s = await setup();
    await refuseConnections(s.name);
    const answers = await submitAll(s.app, 0, 5);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(s.app.spool?.status().depth).toBe(5);
    await sleep(500);
    await allowConnections(s.name);
    await expectStoredAndMailedOnce(s, 5);
    expectLogsWithoutPersonalData(s.log());
  });

  it("a stalled network: answered 201 after SPOOL_WRITE_TIMEOUT_MS; stored once although the stalled writes commit too", async () => {
    const s = await setup({}, stallingProxy);
    // Connections open before the stall (the pool's) and new ones both hang.
    expect((await submitAll(s.app, 100, 1))[0]?.statusCode).toBe(201);
    await expect.poll(() => s.smtp.received.length, { timeout: 10_000 }).toBe(2);
    await s.database.db.delete(outbox);
    await s.database.db.delete(submissions);
    s.smtp.received.length = 0;
    s.stalling?.pause();
    const started = Date.now();
    const answers = await submitAll(s.app, 0, 4);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(4).fill(201));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(s.app.spool?.status().depth).toBe(4);
    const health = await s.app.inject({ method: "GET", url: apiPaths.health });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ database: "unavailable", spool: { depth: 4 } });
    await sleep(300);
    s.stalling?.resume();
    await expectStoredAndMailedOnce(s, 4);
  });

  it("a full spool (a tiny SPOOL_MAX_MB): answered 503 with the error, never 201, and nothing kept", async () => {
    const s = await setup({ SPOOL_MAX_MB: "0.0005" });
    await readOnly(s.name);
    try {
      const answers = await submitAll(s.app, 0, 3);
      expect(answers.map((r) => r.statusCode)).toEqual(Array(3).fill(503));
      expect(answers.map((r) => r.json())).toEqual(Array(3).fill({ ok: false, error: "unavailable" }));
      expect(s.app.spool?.status().depth).toBe(0);
      expect(await readdir(s.dataDir)).toEqual([]);
      expect((await s.app.inject({ method: "GET", url: apiPaths.health })).statusCode).toBe(503);
    } finally {
      await writable(s.name);
    }
  });
});
