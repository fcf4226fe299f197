/**
 * Backups hold the live content (issue 31): an owner's edit, an uploaded photo and the record of an entry that
 * differs from the ship come back from a restore through the real CLI, into a database a first start had
 * already seeded from the ship. PGlite (JSON lines), and PostgreSQL (pg_dump) when TEST_DATABASE_URL is set.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  contentVersionOf,
  listContentDifferences,
  readContentFile,
  writeContentFiles,
} from "#server/content/files.ts";
import { applyShip, readShippedContent } from "#server/content/ship.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { emptyPostgresDatabases, testDatabaseUrl } from "#server/test/backends.ts";
import { shippedContentDir } from "#server/test/content.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

function cli(env: { DATA_DIR?: string; DATABASE_URL?: string }, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", path.join(root, "server/cli/leads.ts"), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
  });
}

const owner = { email: "owner@example.com", role: "management" };
const welling = "gyms/welling.yaml";
const shippedWelling = readFileSync(path.join(shippedContentDir, welling), "utf8");
const ownersWelling = shippedWelling.replace(/^monthlyPrice: .*$/m, "monthlyPrice: 47.5");
const photoEntry = [
  "name: Greenwich weights photo",
  "slot: greenwich-weights",
  "image: image.jpg",
  "alt: Power racks at Novo Greenwich",
  "",
].join("\n");

async function shipped() {
  return readShippedContent(shippedContentDir);
}

/** A first start's seed, the owner's edit and photo, then a ship with its own Welling price. */
async function ownerWork(database: Database): Promise<Buffer> {
  const db = database.db;
  await applyShip(db, await shipped());
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b43c2a" } })
    .jpeg()
    .toBuffer();
  await writeContentFiles(db, {
    actor: owner,
    files: [
      { path: welling, bytes: Buffer.from(ownersWelling) },
      { path: "photos/greenwich-weights.yaml", bytes: Buffer.from(photoEntry) },
      { path: "photos/greenwich-weights/image.jpg", bytes: photo },
    ],
  });
  const nextShip = (await shipped()).map((file) =>
    file.path === welling
      ? { ...file, bytes: Buffer.from(shippedWelling.replace(/^monthlyPrice: .*$/m, "monthlyPrice: 59.99")) }
      : file,
  );
  await applyShip(db, nextShip);
  return photo;
}

/** A database a first start seeded from the ship: what a restore target usually is. */
async function seeded(database: Database): Promise<number> {
  await applyShip(database.db, await shipped());
  return contentVersionOf(database.db);
}

async function expectOwnerWorkBack(database: Database, photo: Buffer, versionBefore: number): Promise<void> {
  const db = database.db;
  expect((await readContentFile(db, welling))?.bytes.toString("utf8")).toBe(ownersWelling);
  expect((await readContentFile(db, welling))?.origin).toBe("owner");
  expect((await readContentFile(db, "photos/greenwich-weights/image.jpg"))?.bytes.equals(photo)).toBe(true);
  expect((await readContentFile(db, "photos/greenwich-weights.yaml"))?.bytes.toString("utf8")).toBe(
    photoEntry,
  );
  const differences = await listContentDifferences(db);
  expect(differences.map((difference) => difference.path)).toEqual([welling]);
  expect(differences[0]?.shippedBytes?.toString("utf8")).toContain("monthlyPrice: 59.99");
  // Every running instance follows the restored content: the version moved on.
  expect(await contentVersionOf(db)).toBeGreaterThan(versionBefore);
}

describe("backups hold the owner's content and photos (PGlite)", () => {
  it("brings back an owner's edit, a photo and a difference from the ship, over a seeded database", async () => {
    const source = mkdtempSync(path.join(tmpdir(), "novo-backup-content-src-"));
    const target = mkdtempSync(path.join(tmpdir(), "novo-backup-content-dst-"));
    const file = path.join(source, "nightly.jsonl");
    const db = await openDatabase({ dataDir: source });
    const photo = await ownerWork(db);
    await db.close();

    const backup = await cli({ DATA_DIR: source }, "backup", file);
    expect(backup.stderr).toMatch(/content file\(s\)/);

    const first = await openDatabase({ dataDir: target });
    const versionBefore = await seeded(first);
    expect((await readContentFile(first.db, welling))?.bytes.toString("utf8")).toBe(shippedWelling);
    await first.close();

    const restore = await cli({ DATA_DIR: target }, "restore", file);
    expect(restore.stderr).toMatch(/content file\(s\)/);
    const restored = await openDatabase({ dataDir: target });
    try {
      await expectOwnerWorkBack(restored, photo, versionBefore);
    } finally {
      await restored.close();
    }
  }, 240_000);
});

describe.runIf(testDatabaseUrl)("backups hold the owner's content and photos (PostgreSQL)", () => {
  const databases = emptyPostgresDatabases();
  const freshDatabase = () => databases.fresh("h31c_backup");
  afterAll(() => databases.dropAll());

  it("pg_dump: brings back an owner's edit, a photo and a difference, into a database a start had seeded", async () => {
    const sourceUrl = await freshDatabase();
    const source = await openDatabase({ url: sourceUrl, dataDir: "unused" });
    const photo = await ownerWork(source);
    await source.close();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "novo-pgdump-content-")), "nightly.dump");
    await cli({ DATABASE_URL: sourceUrl }, "backup", file);

    const targetUrl = await freshDatabase();
    const first = await openDatabase({ url: targetUrl, dataDir: "unused" });
    await seeded(first);
    await first.close();
    await cli({ DATABASE_URL: targetUrl }, "restore", file);
    const target = await openDatabase({ url: targetUrl, dataDir: "unused" });
    try {
      // pg_restore brings the version row as it was; it is the backup's own, past the seed's first.
      await expectOwnerWorkBack(target, photo, 0);
    } finally {
      await target.close();
    }
  }, 240_000);

  it("a PGlite backup's content restores into PostgreSQL", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "novo-move-content-"));
    const db = await openDatabase({ dataDir });
    const photo = await ownerWork(db);
    await db.close();
    const file = path.join(dataDir, "move.jsonl");
    await cli({ DATA_DIR: dataDir }, "backup", file);
    const targetUrl = await freshDatabase();
    const first = await openDatabase({ url: targetUrl, dataDir: "unused" });
    const versionBefore = await seeded(first);
    await first.close();
    await cli({ DATABASE_URL: targetUrl }, "restore", file);
    const target = await openDatabase({ url: targetUrl, dataDir: "unused" });
    try {
      await expectOwnerWorkBack(target, photo, versionBefore);
    } finally {
      await target.close();
    }
  }, 240_000);
});
