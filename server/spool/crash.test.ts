/**
 * SIGKILL at any point of an append or a replay loses nothing and doubles nothing. A child process appends
 * (or replays) while the test kills it at random moments, over and over; a step that cannot be hit by
 * chance reliably (killed between the commit and the record's removal) is also reproduced exactly.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { prepareSubmission, writeSubmission } from "#server/submissions/store.ts";
import { testDatabaseUrl } from "#server/test/backends.ts";
import { type FreshDatabase, freshDatabase } from "#server/test/database-faults.ts";
import { sleep } from "#server/test/wait.ts";
import { runningDayPass } from "#tests/offers.ts";
import { plainNameFor } from "#tests/plain-names.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
import { Journal, spoolDir } from "./journal";
import { Spool } from "./spool";

const here = (file: string) => JSON.stringify(fileURLToPath(new URL(file, import.meta.url)));

function run(script: string, env: Record<string, string>): { child: ChildProcess; out: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout?.on("data", (chunk) => {
    out += String(chunk);
  });
  return { child, out: () => out };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.on("exit", (code) => resolve(code));
  });

const messageOptions = {
  siteOrigin: "https://novo.example",
  smsEnabled: false,
  offers: runningDayPass,
  gyms: () => shippedGyms,
  places: () => shippedPlaces,
};

function prepared(i: number) {
  return prepareSubmission(
    {
      kind: "lead",
      payload: {
        gymName: "novogreenwich",
        firstName: plainNameFor("Crash", i),
        lastName: "Test",
        email: `crash${i}@example.com`,
        phoneNum: "07700 900123",
        source: "website",
      },
      email: `crash${i}@example.com`,
      gym: "novogreenwich",
      spam: false,
      client: { referer: null, ipHash: "hash", userAgent: null },
    },
    messageOptions,
  );
}

describe("SIGKILL during appends", () => {
  it("every append that resolved is there whole; one cut short is never read and is cleaned up", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-crash-"));
    const script = `import { Journal, spoolDir } from ${here("./journal.ts")};
const journal = new Journal({ dir: spoolDir(process.env.DIR), maxBytes: 1 << 30 });
await journal.open({ owner: true });
const round = process.env.ROUND;
for (let i = 0; ; i++) {
  const id = round + "-" + i;
  await journal.append({ id, receivedAt: new Date().toISOString(), pad: "x".repeat(2000 + (i % 7) * 3000) });
  process.stdout.write(id + "\\n");
}`;
    const acknowledged: string[] = [];
    for (let round = 0; round < 6; round++) {
      const { child, out } = run(script, { DIR: dataDir, ROUND: String(round) });
      // Past the child's start-up (tsx), then a random moment among its appends.
      while (!out().includes("\n")) await sleep(20);
      await sleep(20 + Math.random() * 150);
      child.kill("SIGKILL");
      await exited(child);
      acknowledged.push(...out().split("\n").filter(Boolean));
    }
    const warnings: object[] = [];
    const journal = new Journal<{ id: string; receivedAt: string }>({
      dir: spoolDir(dataDir),
      maxBytes: 1 << 30,
      log: { warn: (object) => warnings.push(object) },
    });
    await journal.open({ owner: true });
    const ids = (await journal.entries()).map((e) => e.id);
    expect(acknowledged.length).toBeGreaterThan(6);
    for (const id of acknowledged) expect(ids).toContain(id);
    // At most the one append in flight per kill got in without being acknowledged.
    expect(ids.length - acknowledged.length).toBeLessThanOrEqual(6);
    expect(warnings).toEqual([]);
    expect((await readdir(spoolDir(dataDir))).filter((n) => n.startsWith(".tmp-"))).toEqual([]);
  }, 120_000);
});

/** Short, so that a replayer killed here is taken over within the test. */
const LOCK_STALE_MS = 500;

describe.runIf(testDatabaseUrl)("SIGKILL during replay", () => {
  let fresh: FreshDatabase;
  let database: Database;
  beforeAll(async () => {
    fresh = await freshDatabase("spool_test");
    database = await openDatabase({ url: fresh.url, dataDir: "unused", onConnectionError: () => {} });
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  const spoolOf = (dataDir: string) =>
    new Spool({
      dataDir,
      maxBytes: 1 << 30,
      db: database.db,
      log: { info: () => {}, warn: () => {} },
      stored: () => {},
      writeTimeoutMs: 5000,
      lockStaleMs: LOCK_STALE_MS,
    });

  async function counts() {
    const rows = await database.db.select({ id: submissions.id }).from(submissions);
    const messages = await database.db.select({ id: outbox.submissionId }).from(outbox);
    return { rows: rows.length, messages: messages.length };
  }

  it("killed between a commit and the record's removal: the next replay stores nothing twice", async () => {
    await database.db.delete(outbox);
    await database.db.delete(submissions);
    const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-crash-"));
    const spool = spoolOf(dataDir);
    await spool.open();
    const submission = await prepared(0);
    await spool.keep(submission);
    // The commit went through; the process died before the record left the journal.
    expect((await writeSubmission(database.db, submission)).stored).toBe(true);
    await spool.close();
    const after = spoolOf(dataDir);
    await after.open();
    expect(await after.replay()).toBe(0);
    expect(after.status().depth).toBe(0);
    expect(await counts()).toEqual({ rows: 1, messages: submission.messages.length });
  });

  it("killed at random moments of a replay, again and again: each submission stored once with its messages", async () => {
    await database.db.delete(outbox);
    await database.db.delete(submissions);
    const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-crash-"));
    const spool = spoolOf(dataDir);
    await spool.open();
    const all = await Promise.all(Array.from({ length: 60 }, (_, i) => prepared(i)));
    for (const submission of all) await spool.keep(submission);
    // The instance that spooled them is gone: each child takes its journal over, or the last child's.
    await spool.close();
    const script = `import { openDatabase } from ${here("../db/client.ts")};
import { Spool } from ${here("./spool.ts")};
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
const database = await openDatabase({ url: process.env.URL, dataDir: "unused", onConnectionError: () => {} });
const spool = new Spool({ dataDir: process.env.DIR, maxBytes: 1 << 30, db: database.db, writeTimeoutMs: 5000, lockStaleMs: ${LOCK_STALE_MS},
  log: { info() {}, warn(o, m) { console.error(m); } }, stored() {} });
await spool.open();
process.stdout.write("ready\\n");
await spool.replay();
await database.close();`;
    let kills = 0;
    // Each child needs seconds to start on a loaded machine: a few kills, then one left to finish.
    for (let round = 0; round < 5; round++) {
      const { child, out } = run(script, { DIR: dataDir, URL: fresh.url });
      const done = exited(child);
      while (!out().includes("ready") && child.exitCode === null) await sleep(10);
      const outcome = await Promise.race([done, sleep(10 + Math.random() * 100).then(() => "kill" as const)]);
      if (outcome !== "kill") break;
      child.kill("SIGKILL");
      await done;
      kills++;
    }
    expect(kills).toBeGreaterThan(0);
    // Whatever the last child left, a replay here finishes the job, once that child's lock is stale.
    await sleep(LOCK_STALE_MS * 2);
    const last = spoolOf(dataDir);
    await last.open();
    await last.replay();
    expect(last.status().depth).toBe(0);
    const stored = await database.db.select({ id: submissions.id }).from(submissions);
    expect(stored.map((r) => r.id).sort()).toEqual(all.map((s) => s.id).sort());
    expect((await counts()).messages).toBe(all.reduce((n, s) => n + s.messages.length, 0));
  }, 180_000);
});
