import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyRetention, retentionPeriods } from "#server/privacy/retention.ts";
import { eraseSubject, findSubject } from "#server/privacy/subject.ts";
import { prepareSubmission } from "#server/submissions/store.ts";
import { testEnv } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { runningDayPass } from "#tests/offers.ts";
import { shippedGyms, shippedPlaces } from "#tests/shipped.ts";
import { Journal, spoolDir, spooledCount, spoolKey } from "./journal";

const options = {
  siteOrigin: "https://novo.example",
  smsEnabled: false,
  offers: runningDayPass,
  gyms: () => shippedGyms,
  places: () => shippedPlaces,
};

function submission(email: string) {
  return prepareSubmission(
    {
      kind: "investor",
      payload: { firstName: "Ivan", lastName: "Stone", phoneNum: "07700 900789", email },
      email,
      gym: null,
      spam: false,
      client: { referer: null, ipHash: "hash", userAgent: null },
    },
    options,
  );
}

describe("spooled submissions and data-subject requests, retention", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createBackend("pglite");
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  async function spooled(...records: Awaited<ReturnType<typeof submission>>[]) {
    const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-subject-"));
    const journal = new Journal({ dir: spoolDir(dataDir), maxBytes: 1 << 20 });
    for (const record of records) await journal.append(record);
    return dataDir;
  }

  it("find shows them and erase removes them (the address in any case), leaving the others", async () => {
    const mine = await submission("Ivan@Example.com");
    const other = await submission("other@example.com");
    const dataDir = await spooled(mine, other);
    const found = await findSubject(backend.database.db, "ivan@example.com", { dataDir });
    expect(found.spooled?.map((s) => s.id)).toEqual([mine.id]);
    const gone = await eraseSubject(backend.database.db, "IVAN@example.com", { dataDir });
    expect(gone.spooledIds).toEqual([mine.id]);
    expect(await spooledCount(dataDir)).toBe(1);
    expect((await findSubject(backend.database.db, "ivan@example.com", { dataDir })).spooled).toBeUndefined();
  });

  it("the retention job expires spooled submissions past their period, and only those", async () => {
    const old = { ...(await submission("old@example.com")), receivedAt: "2020-01-01T00:00:00.000Z" };
    const recent = await submission("recent@example.com");
    const dataDir = await spooled(old, recent);
    const report = await applyRetention(backend.database.db, retentionPeriods(testEnv()), { dataDir });
    expect(report.spooledDeleted).toBe(1);
    const left = await findSubject(backend.database.db, "recent@example.com", { dataDir });
    expect(left.spooled?.map((s) => s.id)).toEqual([recent.id]);
  });
});

describe("damaged spooled records and data-subject requests, retention (issue 30)", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createBackend("pglite");
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  /** A record in an instance's folder, set aside as damaged (forged: framed under another key). */
  async function damaged(dataDir: string, record: Awaited<ReturnType<typeof submission>>) {
    const dir = path.join(spoolDir(dataDir), "instance-gone");
    const forger = new Journal({ dir, maxBytes: 1 << 20, key: "another-key" });
    const name = await forger.append(record);
    const reader = new Journal({ dir, maxBytes: 1 << 20, key: spoolKey(dataDir) });
    expect(await reader.read(name)).toBeNull();
    return `spool/instance-gone/${name}.damaged`;
  }

  it("find shows the text of those naming the address, and erase deletes them", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-subject-"));
    const mine = await submission("Dana@Example.com");
    const file = await damaged(dataDir, mine);
    await damaged(dataDir, await submission("other@example.com"));
    const found = await findSubject(backend.database.db, "dana@example.com", { dataDir });
    expect(found.spooled).toBeUndefined();
    expect(found.spooledDamaged).toEqual([{ file, text: expect.stringContaining("Dana@Example.com") }]);
    const gone = await eraseSubject(backend.database.db, "dana@example.com", { dataDir });
    expect(gone.spooledIds).toEqual([mine.id]);
    expect(
      (await findSubject(backend.database.db, "dana@example.com", { dataDir })).spooledDamaged,
    ).toBeUndefined();
    expect(await readdir(path.join(spoolDir(dataDir), "instance-gone"))).toHaveLength(1);
  });

  it("the retention job deletes them past the shortest period, whatever kind they claim", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-subject-"));
    // An investor enquiry is kept for months; damaged, its kind cannot be trusted.
    await damaged(dataDir, {
      ...(await submission("old@example.com")),
      receivedAt: "2026-01-01T00:00:00.000Z",
    });
    await damaged(dataDir, await submission("recent@example.com"));
    const report = await applyRetention(backend.database.db, retentionPeriods(testEnv()), { dataDir });
    expect(report.spooledDeleted).toBe(1);
    const left = await readdir(path.join(spoolDir(dataDir), "instance-gone"));
    expect(left).toHaveLength(1);
    expect(
      (await findSubject(backend.database.db, "recent@example.com", { dataDir })).spooledDamaged,
    ).toHaveLength(1);
  });
});
