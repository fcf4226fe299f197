/**
 * Issue 31 §4 against the real PostgreSQL: two server processes share one DATA_DIR (a scaled compose service
 * on one volume) and one database. The database refuses connections while both take submissions; after
 * recovery every submission is stored exactly once and none is deleted. Then again with one process
 * SIGKILLed while it replays: the other takes its journal over and stores the rest.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { apiHeaders, validBodies } from "#server/test/app.ts";
import { testDatabaseUrl } from "#server/test/backends.ts";
import { allowConnections, freshDatabase, refuseConnections } from "#server/test/database-faults.ts";
import { sleep } from "#server/test/wait.ts";
import { plainNameFor } from "#tests/plain-names.ts";
import { spoolDir } from "./journal";

/**
 * Short, so that the instance killed here is taken over within the test; not shorter, as a loaded machine
 * can hold a live process's timers back for a second or more (then both would replay one folder: safe, but
 * not what this test is about).
 */
const LOCK_STALE_MS = 5000;

/** One server process on the shared DATA_DIR, as `npm start` runs it (the API only, worker off). */
const serverScript = `import { openDatabase } from "#server/db/client.ts";
import { testApp } from "#server/test/app.ts";
const database = await openDatabase({ url: process.env.URL, dataDir: "unused", onConnectionError: () => {} });
const app = await testApp(database, {
  env: { DATA_DIR: process.env.DIR, SPOOL_WRITE_TIMEOUT_MS: "800", LOG_LEVEL: process.env.CHILD_LOG_LEVEL ?? "silent" },
  spoolRetryMs: { min: 100, max: 400 },
  spoolLockStaleMs: ${LOCK_STALE_MS},
});
await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write("port " + app.server.address().port + "\\n");
process.on("SIGTERM", async () => { await app.close(); await database.close(); process.exit(0); });`;

interface Instance {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function startInstance(dataDir: string, url: string): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", serverScript], {
    env: { ...process.env, DIR: dataDir, URL: url },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  let out = "";
  child.stdout?.on("data", (chunk) => {
    out += String(chunk);
    if (process.env.CHILD_LOG_LEVEL) process.stderr.write(String(chunk));
  });
  const started = Date.now();
  while (!/port \d+/.test(out)) {
    if (child.exitCode !== null) throw new Error("the server process exited at start-up");
    if (Date.now() - started > 60_000) throw new Error("the server process did not start");
    await sleep(50);
  }
  return { child, url: `http://127.0.0.1:${/port (\d+)/.exec(out)?.[1]}`, exited };
}

const emailOf = (who: string, i: number) => `${who}${i}@example.com`;

async function submit(instance: Instance, who: string, count: number): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${instance.url}${apiPaths.lead}`, {
        method: "POST",
        headers: apiHeaders,
        body: JSON.stringify({
          ...validBodies.lead,
          email: emailOf(who, i),
          firstName: plainNameFor("Shared", i),
        }),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

async function depth(instance: Instance): Promise<number> {
  const health = (await (await fetch(`${instance.url}${apiPaths.health}`)).json()) as {
    spool: { depth: number };
  };
  return health.spool.depth;
}

/** Instance folders with records waiting, and how many each holds. */
async function waitingByFolder(dataDir: string): Promise<number[]> {
  const root = spoolDir(dataDir);
  const counts: number[] = [];
  for (const entry of await readdir(root, { withFileTypes: true }))
    if (entry.isDirectory())
      counts.push((await readdir(path.join(root, entry.name))).filter((n) => n.endsWith(".rec")).length);
  return counts;
}

describe.runIf(testDatabaseUrl)("one DATA_DIR, two instances, a database outage", () => {
  async function setup() {
    const fresh = await freshDatabase("spool_shared");
    cleanups.push(fresh.drop);
    const database: Database = await openDatabase({
      url: fresh.url,
      dataDir: "unused",
      onConnectionError: () => {},
    });
    cleanups.push(() => database.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-shared-"));
    // One after the other: the first migrates the fresh database.
    const a = await startInstance(dataDir, fresh.url);
    const b = await startInstance(dataDir, fresh.url);
    const storedEmails = async () =>
      (await database.db.select({ email: submissions.email }).from(submissions)).map((r) => r.email).sort();
    const messageCount = async () => (await database.db.select({ id: outbox.id }).from(outbox)).length;
    return { fresh, database, dataDir, a, b, storedEmails, messageCount };
  }

  /** Every submission stored once, with its messages once; still so a while later (none deleted). */
  async function expectEachStoredOnce(s: Awaited<ReturnType<typeof setup>>, expected: string[]) {
    await expect.poll(s.storedEmails, { timeout: 60_000, interval: 200 }).toEqual(expected.sort());
    const messages = await s.messageCount();
    expect(messages).toBeGreaterThan(0);
    await sleep(2 * LOCK_STALE_MS);
    expect(await s.storedEmails()).toEqual(expected.sort());
    expect(await s.messageCount()).toBe(messages);
    // A lead causes the same messages whoever replays it: as many per submission.
    expect(messages % expected.length).toBe(0);
  }

  it("submissions on both are each stored exactly once after recovery, and none is deleted", async () => {
    const s = await setup();
    await refuseConnections(s.fresh.name);
    const answers = await Promise.all([submit(s.a, "a", 15), submit(s.b, "b", 15)]);
    expect(answers.flat()).toEqual(Array(30).fill(201));
    // Each instance wrote its own folder (a third only if a stalled instance's folder was taken over).
    const folders = await waitingByFolder(s.dataDir);
    expect(folders.reduce((sum, n) => sum + n, 0)).toBe(30);
    expect(folders.length).toBeGreaterThanOrEqual(2);
    await allowConnections(s.fresh.name);
    const expected = [
      ...Array.from({ length: 15 }, (_, i) => emailOf("a", i)),
      ...Array.from({ length: 15 }, (_, i) => emailOf("b", i)),
    ];
    await expectEachStoredOnce(s, expected);
    await expect.poll(async () => [await depth(s.a), await depth(s.b)], { timeout: 10_000 }).toEqual([0, 0]);
  }, 180_000);

  it("one instance SIGKILLed while it replays: the other takes its journal over and stores the rest", async () => {
    const s = await setup();
    await refuseConnections(s.fresh.name);
    const answers = await Promise.all([submit(s.a, "a", 60), submit(s.b, "b", 10)]);
    expect(answers.flat()).toEqual(Array(70).fill(201));
    await allowConnections(s.fresh.name);
    // Killed once its replay has begun: some of its submissions stored, not all.
    await expect
      .poll(async () => (await s.storedEmails()).some((e) => e.startsWith("a")), {
        timeout: 20_000,
        interval: 10,
      })
      .toBe(true);
    s.a.child.kill("SIGKILL");
    await s.a.exited;
    const leftByA = Math.max(...(await waitingByFolder(s.dataDir)));
    expect(leftByA, "A had stored all it spooled before it was killed: nothing to take over").toBeGreaterThan(
      0,
    );
    const expected = [
      ...Array.from({ length: 60 }, (_, i) => emailOf("a", i)),
      ...Array.from({ length: 10 }, (_, i) => emailOf("b", i)),
    ];
    await expectEachStoredOnce(s, expected);
    // The last record leaves its folder just after its commit.
    await expect.poll(() => depth(s.b), { timeout: 10_000 }).toBe(0);
    // A's records, left when it was killed, were stored by B: nothing waits in any folder.
    expect((await waitingByFolder(s.dataDir)).every((n) => n === 0)).toBe(true);
  }, 180_000);
});
