import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Journal, SpoolRefusedError, spoolDir, spooledCount, spoolKey } from "./journal";

interface Rec {
  id: string;
  receivedAt: string;
  email: string;
}

async function fresh(maxBytes = 1 << 20) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "novo-spool-"));
  const warnings: { object: object; message: string }[] = [];
  const journal = new Journal<Rec>({
    dir: spoolDir(dataDir),
    maxBytes,
    log: { warn: (object, message) => warnings.push({ object, message }) },
  });
  await journal.open({ owner: true });
  return { dataDir, journal, warnings };
}

const rec = (i: number, at = "2026-11-26T03:00:00.000Z"): Rec => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  receivedAt: at,
  email: `person${i}@example.com`,
});

describe("spool journal", () => {
  it("appends records readable by the owner only and reads them back in arrival order", async () => {
    const { dataDir, journal } = await fresh();
    for (let i = 0; i < 5; i++) await journal.append(rec(i));
    await journal.append(rec(5, "2026-11-26T02:59:00.000Z"));
    expect((await stat(spoolDir(dataDir))).mode & 0o777).toBe(0o700);
    for (const name of await readdir(spoolDir(dataDir)))
      expect((await stat(path.join(spoolDir(dataDir), name))).mode & 0o777).toBe(0o600);
    const entries = await journal.entries();
    // A clock that steps back never reorders: the sequence follows arrival.
    expect(entries.map((e) => e.record.email)).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `person${i}@example.com`),
    );
    expect(journal.depth()).toBe(6);
    expect(await spooledCount(dataDir)).toBe(6);
    expect(journal.oldest()?.toISOString()).toBe("2026-11-26T03:00:00.000Z");

    // Another process (a restart) finds the same records.
    const again = new Journal<Rec>({ dir: spoolDir(dataDir), maxBytes: 1 << 20 });
    await again.open();
    expect((await again.entries()).map((e) => e.id)).toEqual(entries.map((e) => e.id));
    expect(await again.remove(entries[0]?.name ?? "")).toBe(true);
    expect(await again.remove(entries[0]?.name ?? "")).toBe(false);
    expect(again.depth()).toBe(5);
  });

  it("skips a torn record and logs it without personal data", async () => {
    const { dataDir, journal, warnings } = await fresh();
    await journal.append(rec(1));
    const torn = await journal.append(rec(2));
    await journal.append(rec(3));
    const file = path.join(spoolDir(dataDir), torn);
    await truncate(file, (await stat(file)).size - 7);
    const entries = await journal.entries();
    expect(entries.map((e) => e.record.email)).toEqual(["person1@example.com", "person3@example.com"]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.object).toMatchObject({ damaged: "torn" });
    expect(JSON.stringify(warnings)).not.toContain("@example.com");
    expect(journal.depth()).toBe(2);
  });

  it("skips a record whose checksum does not match", async () => {
    const { dataDir, journal, warnings } = await fresh();
    const name = await journal.append(rec(1));
    const file = path.join(spoolDir(dataDir), name);
    const data = await readFile(file, "utf8");
    await writeFile(file, data.replace("person1", "person9"));
    expect(await journal.entries()).toEqual([]);
    expect(warnings[0]?.object).toMatchObject({ damaged: "checksum" });
  });

  it("removes temporaries of an append cut short at the next open", async () => {
    const { dataDir, journal } = await fresh();
    await journal.append(rec(1));
    await writeFile(path.join(spoolDir(dataDir), ".tmp-000000000000001-000000-x.rec"), "NOVO-SPOOL 1 99 ab");
    const reader = new Journal<Rec>({ dir: spoolDir(dataDir), maxBytes: 1 << 20 });
    await reader.open();
    // Another process (the staff CLI) leaves the server's appends in flight alone, and never reads them.
    expect(await readdir(spoolDir(dataDir))).toHaveLength(2);
    expect(reader.depth()).toBe(1);
    expect(await reader.entries()).toHaveLength(1);
    expect(await spooledCount(dataDir)).toBe(1);
    const again = new Journal<Rec>({ dir: spoolDir(dataDir), maxBytes: 1 << 20 });
    await again.open({ owner: true });
    expect(await readdir(spoolDir(dataDir))).toHaveLength(1);
    expect(again.depth()).toBe(1);
  });

  it("refuses a record once the size cap is reached, and keeps nothing of it", async () => {
    const { dataDir, journal } = await fresh(400);
    await journal.append(rec(1));
    await journal.append(rec(2));
    await expect(journal.append(rec(3))).rejects.toBeInstanceOf(SpoolRefusedError);
    expect(await spooledCount(dataDir)).toBe(2);
    expect(journal.hasRoom()).toBe(true);
    // Room again once a record leaves.
    const [first] = await journal.entries();
    await journal.remove(first?.name ?? "");
    await journal.append(rec(3));
  });
});

describe("spool records keyed with SPOOL_KEY (issue 30)", () => {
  it("refuses a record framed under another key and one from before records were keyed: set aside, logged", async () => {
    const { dataDir, journal, warnings } = await fresh();
    await journal.append(rec(1));
    // Written by someone with write access to the folder but not the key: a well-formed, forged record.
    const forger = new Journal<Rec>({ dir: spoolDir(dataDir), maxBytes: 1 << 20, key: "not-the-key" });
    const forged = await forger.append(rec(2));
    const body = JSON.stringify(rec(3));
    const unkeyed = "000000000000009-000000-00000000-0000-4000-8000-000000000003.rec";
    await writeFile(
      path.join(spoolDir(dataDir), unkeyed),
      `NOVO-SPOOL 1 ${Buffer.byteLength(body)} ${createHash("sha256").update(body).digest("hex")}\n${body}`,
    );
    const entries = await journal.entries();
    expect(entries.map((e) => e.record.email)).toEqual(["person1@example.com"]);
    expect(warnings.map((w) => w.object)).toEqual([
      { record: unkeyed, damaged: "unkeyed" },
      { record: forged, damaged: "checksum" },
    ]);
    expect(JSON.stringify(warnings)).not.toContain("@example.com");
    expect(await journal.damagedNames()).toEqual([`${unkeyed}.damaged`, `${forged}.damaged`]);
    // The key is this DATA_DIR's own, generated once into secrets.json and read without the database.
    expect(spoolKey(dataDir)).toMatch(/^[\w-]{43}$/);
    expect(JSON.parse(await readFile(path.join(dataDir, "secrets.json"), "utf8")).SPOOL_KEY).toBe(
      spoolKey(dataDir),
    );
  });
});
