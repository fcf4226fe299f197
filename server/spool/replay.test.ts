/**
 * Replay against records it must not trust or must not race (issues 30 and 31): a forged record is refused,
 * a record another replayer stored and removed is never deleted, and an erasure made while a replay stores
 * the record still reaches the database. Real PGlite; the moment between a commit and the record's removal
 * is reached by running the other party's step right after the replay's transaction commits.
 */
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { prepareSubmission, writeSubmission } from "#server/submissions/store.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { runningDayPass } from "#tests/offers.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
import { Journal } from "./journal";
import { Spool } from "./spool";
import { eraseSpooled } from "./subject";

const options = {
  siteOrigin: "https://novo.example",
  smsEnabled: false,
  offers: runningDayPass,
  gyms: () => shippedGyms,
  places: () => shippedPlaces,
};

function lead(i: number) {
  const email = `replay${i}@example.com`;
  return prepareSubmission(
    {
      kind: "lead",
      payload: {
        gymName: "novogreenwich",
        firstName: "Ria",
        lastName: "Lane",
        email,
        phoneNum: "07700 900123",
        source: "website",
      },
      email,
      gym: "novogreenwich",
      spam: false,
      client: { referer: null, ipHash: "hash", userAgent: null },
    },
    options,
  );
}

/** The real database, with `after` run once right after the next transaction commits. */
function afterNextCommit(db: Db, after: () => Promise<void>): Db {
  let pending: (() => Promise<void>) | null = after;
  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property !== "transaction") return typeof value === "function" ? value.bind(target) : value;
      return async (...args: Parameters<Db["transaction"]>) => {
        const result = await target.transaction(...args);
        const step = pending;
        pending = null;
        await step?.();
        return result;
      };
    },
  });
}

describe("spool replay: forged records, racing replayers, erasure", () => {
  let backend: TestBackend;
  const warnings: { object: object; message: string }[] = [];
  const log = {
    info: () => {},
    warn: (object: object, message: string) => void warnings.push({ object, message }),
  };
  beforeAll(async () => {
    backend = await createBackend("pglite");
  });
  afterAll(async () => {
    await backend?.dispose();
  });
  beforeEach(async () => {
    warnings.length = 0;
    await backend.database.db.delete(outbox);
    await backend.database.db.delete(submissions);
  });

  const spoolOf = (dataDir: string, db: Db = backend.database.db) =>
    new Spool({ dataDir, maxBytes: 1 << 20, db, log, stored: () => {}, writeTimeoutMs: 5000 });
  const storedIds = async () =>
    (await backend.database.db.select({ id: submissions.id }).from(submissions)).map((r) => r.id).sort();

  it("refuses a record written without the key: not stored, set aside and logged by id only", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-replay-"));
    const spool = spoolOf(dataDir);
    await spool.open();
    const genuine = await lead(1);
    await spool.keep(genuine);
    // Someone who can write to DATA_DIR/spool, but cannot read DATA_DIR/secrets.json, plants a record.
    const forged = await lead(2);
    await new Journal({ dir: spool.journal.dir, maxBytes: 1 << 20, key: "guessed" }).append(forged);
    expect(await spool.replay()).toBe(1);
    expect(await storedIds()).toEqual([genuine.id]);
    expect(warnings.filter((w) => w.message.includes("damaged"))).toEqual([
      {
        object: { record: expect.stringContaining(forged.id), damaged: "checksum" },
        message: expect.stringContaining("damaged record set aside"),
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain("@example.com");
    expect((await readdir(spool.journal.dir)).filter((n) => n.endsWith(".damaged"))).toHaveLength(1);
    await spool.close();
  });

  it("a record another replayer stored and removed meanwhile is kept, never taken for an erasure", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-replay-"));
    const submission = await lead(3);
    let spool: Spool | null = null;
    // Right after this replay's commit, the other replayer (its write stored nothing) removes the record.
    spool = spoolOf(
      dataDir,
      afterNextCommit(backend.database.db, async () => {
        const journal = spool?.journal;
        if (!journal) throw new Error("no spool yet");
        const [name] = await journal.names();
        expect(await journal.remove(name ?? "")).toBe(true);
      }),
    );
    await spool.open();
    await spool.keep(submission);
    expect(await spool.replay()).toBe(1);
    expect(await storedIds()).toEqual([submission.id]);
    const messages = await backend.database.db.select({ id: outbox.id }).from(outbox);
    expect(messages).toHaveLength(submission.messages.length);
    await spool.close();
  });

  it("an erasure made while a replay stores the record deletes what was stored, and later erasures too", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-replay-"));
    const erasedDuring = await lead(4);
    const erasedAfter = await lead(5);
    const kept = await lead(6);
    let spool: Spool | null = null;
    spool = spoolOf(
      dataDir,
      afterNextCommit(backend.database.db, async () => {
        expect(await eraseSpooled(dataDir, "replay4@example.com")).toEqual([erasedDuring.id]);
      }),
    );
    await spool.open();
    for (const s of [erasedDuring, kept]) await spool.keep(s);
    expect(await spool.replay()).toBe(1);
    expect(await storedIds()).toEqual([kept.id]);
    expect(await backend.database.db.select().from(outbox)).toHaveLength(kept.messages.length);

    // Stored by a replay that had not yet removed it (an instance since gone) when the erasure came.
    await spool.keep(erasedAfter);
    await writeSubmission(backend.database.db, erasedAfter);
    expect(await eraseSpooled(dataDir, "replay5@example.com")).toEqual([erasedAfter.id]);
    await spool.replay();
    expect(await storedIds()).toEqual([kept.id]);
    expect((await readdir(spool.journal.dir)).filter((n) => n.endsWith(".erased"))).toEqual([]);
    await spool.close();
  });
});
