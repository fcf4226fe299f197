/**
 * The live content in the database (decision 0022), on PGlite and, with TEST_DATABASE_URL, PostgreSQL: the
 * seed, the deploy rule, one checked write, and an instance's working copy following the database.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { copyOfShippedContent, shippedContentDir } from "#server/test/content.ts";
import { waitFor } from "#server/test/wait.ts";
import {
  blobSha,
  ContentWriteError,
  contentVersionOf,
  listContentDifferences,
  listContentFiles,
  readContentFile,
  writeContentFiles,
} from "./files.ts";
import { applyShip, readShippedContent } from "./ship.ts";
import { ContentSync } from "./sync.ts";

const owner = { email: "management@novogyms.co.uk", role: "management" };

function edited(text: string, field: string, value: string): Buffer {
  const pattern = new RegExp(`^${field}: .*$`, "m");
  if (!pattern.test(text)) throw new Error(`no ${field}`);
  return Buffer.from(text.replace(pattern, `${field}: ${value}`));
}

describe.each(backendNames)("content in the database (%s)", (name) => {
  let backend: TestBackend;
  const folders: string[] = [];
  const syncs: ContentSync[] = [];
  const folder = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    backend = await createBackend(name);
  }, 60_000);
  afterEach(async () => {
    for (const sync of syncs.splice(0)) await sync.close();
  });
  afterAll(async () => {
    await backend?.dispose();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it("seeds an empty database from the ship, and applies the deploy rule to a later ship", async () => {
    const db = backend.database.db;
    const ship = copyOfShippedContent();
    folders.push(ship);
    const first = await applyShip(db, await readShippedContent(ship));
    expect(first.seeded).toBe(true);
    expect(first.invalid).toEqual([]);
    const files = await listContentFiles(db);
    expect(files.map((file) => file.path)).toContain("gyms/greenwich.yaml");
    const greenwich = readFileSync(path.join(shippedContentDir, "gyms/greenwich.yaml"));
    expect((await readContentFile(db, "gyms/greenwich.yaml"))?.sha).toBe(blobSha(greenwich));

    // The owner changes Greenwich's phone; the ship then changes Greenwich's and Welling's.
    const ownerGreenwich = edited(greenwich.toString(), "monthlyPrice", "81.99");
    const saved = await writeContentFiles(db, {
      actor: owner,
      files: [{ path: "gyms/greenwich.yaml", bytes: ownerGreenwich }],
    });
    expect(saved.changed).toEqual(["gyms/greenwich.yaml"]);
    expect(saved.version).toBeGreaterThan(first.version);
    writeFileSync(
      path.join(ship, "gyms/greenwich.yaml"),
      edited(greenwich.toString(), "monthlyPrice", "82.99"),
    );
    const welling = readFileSync(path.join(ship, "gyms/welling.yaml"), "utf8");
    const shippedWelling = edited(welling, "monthlyPrice", "83.99");
    writeFileSync(path.join(ship, "gyms/welling.yaml"), shippedWelling);
    writeFileSync(
      path.join(ship, "offers/new-offer.yaml"),
      readFileSync(path.join(ship, "offers/day-pass.yaml")),
    );

    const second = await applyShip(db, await readShippedContent(ship));
    expect(second.seeded).toBe(false);
    expect(second.updated).toEqual(["gyms/welling.yaml"]);
    expect(second.added).toEqual(["offers/new-offer.yaml"]);
    expect(second.differences).toEqual(["gyms/greenwich.yaml"]);
    expect((await readContentFile(db, "gyms/greenwich.yaml"))?.bytes.equals(ownerGreenwich)).toBe(true);
    expect((await readContentFile(db, "gyms/welling.yaml"))?.bytes.equals(shippedWelling)).toBe(true);
    const differences = await listContentDifferences(db);
    expect(differences.map((d) => d.path)).toEqual(["gyms/greenwich.yaml"]);
    expect(differences[0]?.shippedBytes?.toString()).toContain("82.99");
    expect(differences[0]?.ownerBytes?.equals(ownerGreenwich)).toBe(true);

    // The same ship again changes nothing.
    const again = await applyShip(db, await readShippedContent(ship));
    expect([again.added, again.updated, again.removed, again.differences]).toEqual([[], [], [], []]);
    expect(again.version).toBe(second.version);
  });

  it("refuses a write that fails the schema, naming the file, and changes nothing", async () => {
    const db = backend.database.db;
    const before = await contentVersionOf(db);
    const write = writeContentFiles(db, {
      actor: owner,
      files: [{ path: "gyms/welling.yaml", bytes: Buffer.from("name: 3\n") }],
    });
    await expect(write).rejects.toBeInstanceOf(ContentWriteError);
    await expect(write).rejects.toThrow(/gyms\/welling\.yaml/);
    await expect(
      writeContentFiles(db, { actor: owner, files: [{ path: "../etc/passwd", bytes: Buffer.from("x") }] }),
    ).rejects.toThrow(/not a file of a content entry/);
    expect(await contentVersionOf(db)).toBe(before);
  });

  it("keeps an instance's working copy with the database, by notification and by the poll", async () => {
    const db = backend.database.db;
    const workDir = path.join(folder("novo-work-"), "content");
    const sync = new ContentSync({
      database: backend.database,
      shippedDir: shippedContentDir,
      workDir,
      pollMs: 500,
    });
    syncs.push(sync);
    let reloads = 0;
    sync.onChange(async () => {
      reloads += 1;
    });
    await sync.start();
    const live = await readContentFile(db, "gyms/welling.yaml");
    expect(readFileSync(path.join(workDir, "gyms/welling.yaml")).equals(live?.bytes ?? Buffer.alloc(0))).toBe(
      true,
    );

    const text = readFileSync(path.join(workDir, "gyms/armory.yaml"), "utf8");
    const bytes = edited(text, "monthlyPrice", "89.99");
    await writeContentFiles(db, { actor: owner, files: [{ path: "gyms/armory.yaml", bytes }] });
    await waitFor(
      () => readFileSync(path.join(workDir, "gyms/armory.yaml")).equals(bytes),
      10_000,
      "the edit",
    );
    expect(reloads).toBeGreaterThan(0);
    expect(sync.version()).toBe(await contentVersionOf(db));

    const job = "jobs/sales-manager-welling.yaml";
    expect(readFileSync(path.join(workDir, job)).length).toBeGreaterThan(0);
    await writeContentFiles(db, { actor: owner, files: [{ path: job, bytes: null }] });
    await waitFor(
      () => {
        try {
          readFileSync(path.join(workDir, job));
          return false;
        } catch {
          return true;
        }
      },
      10_000,
      "the deletion",
    );
  });
});
