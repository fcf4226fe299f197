/**
 * The live content in the database (decision 0022), on PGlite and, with TEST_DATABASE_URL, PostgreSQL: the
 * seed and the deploy rule, one checked write, and an instance's working copy following the database.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentChanges } from "#server/db/schema.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { copyOfShippedContent, shippedContentDir, withField } from "#server/test/content.ts";
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

describe.each(backendNames)("content in the database (%s)", (name) => {
  let backend: TestBackend;
  const folders: string[] = [];
  const syncs: ContentSync[] = [];
  const db = () => backend.database.db;
  /** A fresh copy of the shipped content, for a test to change as a later ship would. */
  const ship = () => {
    const dir = copyOfShippedContent();
    folders.push(dir);
    return dir;
  };
  const text = (dir: string, file: string) => readFileSync(path.join(dir, file), "utf8");
  const apply = async (dir: string) => applyShip(db(), await readShippedContent(dir));
  const live = async (file: string) => (await readContentFile(db(), file))?.bytes.toString("utf8");
  const save = (file: string, bytes: string | null) =>
    writeContentFiles(db(), {
      actor: owner,
      files: [{ path: file, bytes: bytes === null ? null : Buffer.from(bytes) }],
    });

  beforeAll(async () => {
    backend = await createBackend(name);
  }, 60_000);
  beforeEach(async () => {
    // Each test starts from an empty database, as a new install does.
    await db().execute(sql`TRUNCATE content_files, content_differences, content_changes`);
    await db().execute(sql`UPDATE content_version SET version = 0, seeded_at = NULL`);
  });
  afterEach(async () => {
    for (const sync of syncs.splice(0)) await sync.close();
  });
  afterAll(async () => {
    await backend?.dispose();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  describe("the deploy rule", () => {
    it("seeds an empty database from the ship, once", async () => {
      const first = await apply(shippedContentDir);
      expect(first.seeded).toBe(true);
      expect(first.invalid).toEqual([]);
      const files = await listContentFiles(db());
      expect(files.map((file) => file.path)).toContain("gyms/greenwich.yaml");
      expect(files.every((file) => file.origin === "ship")).toBe(true);
      const greenwich = readFileSync(path.join(shippedContentDir, "gyms/greenwich.yaml"));
      expect((await readContentFile(db(), "gyms/greenwich.yaml"))?.sha).toBe(blobSha(greenwich));
      const again = await apply(shippedContentDir);
      expect([again.seeded, again.added, again.updated, again.removed]).toEqual([false, [], [], []]);
      expect(again.version).toBe(first.version);
    });

    it("keeps an owner-changed entry through a ship of a new version of it, listed as differing; an untouched entry takes the ship's", async () => {
      await apply(shippedContentDir);
      const ownerGreenwich = withField(
        text(shippedContentDir, "gyms/greenwich.yaml"),
        "monthlyPrice",
        "81.99",
      );
      const saved = await save("gyms/greenwich.yaml", ownerGreenwich);
      expect(saved.changed).toEqual(["gyms/greenwich.yaml"]);

      const next = ship();
      const shippedGreenwich = withField(text(next, "gyms/greenwich.yaml"), "monthlyPrice", "82.99");
      writeFileSync(path.join(next, "gyms/greenwich.yaml"), shippedGreenwich);
      const shippedWelling = withField(text(next, "gyms/welling.yaml"), "monthlyPrice", "83.99");
      writeFileSync(path.join(next, "gyms/welling.yaml"), shippedWelling);
      writeFileSync(path.join(next, "offers/new-offer.yaml"), text(next, "offers/day-pass.yaml"));

      const report = await apply(next);
      expect(report.seeded).toBe(false);
      expect(report.updated).toEqual(["gyms/welling.yaml"]);
      expect(report.added).toEqual(["offers/new-offer.yaml"]);
      expect(report.differences).toEqual(["gyms/greenwich.yaml"]);
      expect(report.version).toBeGreaterThan(saved.version);
      expect(await live("gyms/greenwich.yaml")).toBe(ownerGreenwich);
      expect(await live("gyms/welling.yaml")).toBe(shippedWelling);
      const [difference, ...others] = await listContentDifferences(db());
      expect(others).toEqual([]);
      expect(difference?.path).toBe("gyms/greenwich.yaml");
      expect(difference?.shippedBytes?.toString()).toBe(shippedGreenwich);
      expect(difference?.ownerBytes?.toString()).toBe(ownerGreenwich);
      expect(difference?.updatedBy).toBe(owner.email);

      // The same ship again: nothing new, and the difference is still listed.
      const again = await apply(next);
      expect([again.added, again.updated, again.removed, again.differences]).toEqual([[], [], [], []]);
      expect((await listContentDifferences(db())).map((d) => d.path)).toEqual(["gyms/greenwich.yaml"]);

      // Management takes the ship's version: nothing differs any more.
      await save("gyms/greenwich.yaml", shippedGreenwich);
      expect(await listContentDifferences(db())).toEqual([]);
      expect((await readContentFile(db(), "gyms/greenwich.yaml"))?.origin).toBe("ship");
    });

    it("does not take a shipped entry that fails the schema: the live version keeps serving, and the ship names it", async () => {
      await apply(shippedContentDir);
      const before = await live("gyms/welling.yaml");
      const next = ship();
      writeFileSync(
        path.join(next, "gyms/welling.yaml"),
        withField(text(next, "gyms/welling.yaml"), "monthlyPrice", "cheap"),
      );
      const report = await apply(next);
      expect(report.invalid.map((problem) => problem.path)).toEqual(["gyms/welling.yaml"]);
      expect(report.invalid[0]?.message).toMatch(/monthlyPrice/);
      expect(report.updated).toEqual([]);
      expect(await live("gyms/welling.yaml")).toBe(before);
    });

    it("removes an untouched entry the ship removed, keeps the files the site needs and the owner's, and never brings back what the owner deleted", async () => {
      await apply(shippedContentDir);
      const ownerJob = withField(
        text(shippedContentDir, "jobs/personal-trainer-welling.yaml"),
        "title",
        "Senior PT",
      );
      await save("jobs/personal-trainer-welling.yaml", ownerJob);
      await save("jobs/sales-manager-welling.yaml", null);
      const next = ship();
      for (const file of [
        "jobs/fitness-instructor-welling.yaml",
        "jobs/personal-trainer-welling.yaml",
        "gyms/armory.yaml",
        "company.yaml",
      ])
        rmSync(path.join(next, file));

      const report = await apply(next);
      expect(report.removed).toEqual(["jobs/fitness-instructor-welling.yaml"]);
      expect(report.added).toEqual([]);
      expect(report.differences).toEqual(["jobs/personal-trainer-welling.yaml"]);
      const paths = (await listContentFiles(db())).map((file) => file.path);
      expect(paths).toEqual(
        expect.arrayContaining(["gyms/armory.yaml", "company.yaml", "jobs/personal-trainer-welling.yaml"]),
      );
      expect(paths).not.toContain("jobs/fitness-instructor-welling.yaml");
      // Deleted by the owner, still in the ship: not back.
      expect(paths).not.toContain("jobs/sales-manager-welling.yaml");
      const difference = (await listContentDifferences(db()))[0];
      expect([difference?.shippedBytes, difference?.ownerBytes?.toString()]).toEqual([null, ownerJob]);
    });

    it("applies one ship once when two instances start together", async () => {
      const [first, second] = await Promise.all([apply(shippedContentDir), apply(shippedContentDir)]);
      expect([first.seeded, second.seeded].sort()).toEqual([false, true]);
      expect(first.version).toBe(second.version);
    });
  });

  it("refuses a write that fails the schema or names no entry's file, naming it, and changes nothing", async () => {
    await apply(shippedContentDir);
    const before = await contentVersionOf(db());
    const write = save("gyms/welling.yaml", "name: 3\n");
    await expect(write).rejects.toBeInstanceOf(ContentWriteError);
    await expect(write).rejects.toThrow(/gyms\/welling\.yaml/);
    await expect(save("../etc/passwd", "x")).rejects.toThrow(/not a file of a content entry/);
    expect(await contentVersionOf(db())).toBe(before);
    expect(await db().select().from(contentChanges)).toEqual([]);
  });

  it("writes one change with its change-log rows and one version, and a write that changes nothing changes nothing", async () => {
    await apply(shippedContentDir);
    const before = await contentVersionOf(db());
    const yaml = withField(text(shippedContentDir, "gyms/armory.yaml"), "monthlyPrice", "121");
    const result = await save("gyms/armory.yaml", yaml);
    expect(result).toEqual({ version: before + 1, changed: ["gyms/armory.yaml"] });
    const rows = await db()
      .select({
        entry: contentChanges.entry,
        kind: contentChanges.kind,
        actor: contentChanges.actor,
        contents: contentChanges.contents,
      })
      .from(contentChanges);
    expect(rows).toEqual([{ entry: "gyms/armory", kind: "save", actor: owner.email, contents: yaml }]);
    expect(await save("gyms/armory.yaml", yaml)).toEqual({ version: before + 1, changed: [] });
  });

  it("keeps an instance's working copy with the database, by notification and by the poll", async () => {
    await apply(shippedContentDir);
    const workDir = path.join(await mkdtemp(path.join(tmpdir(), "novo-work-")), "content");
    folders.push(path.dirname(workDir));
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
    expect(readFileSync(path.join(workDir, "gyms/welling.yaml"), "utf8")).toBe(
      await live("gyms/welling.yaml"),
    );

    const yaml = withField(text(workDir, "gyms/armory.yaml"), "monthlyPrice", "119");
    await save("gyms/armory.yaml", yaml);
    await waitFor(() => text(workDir, "gyms/armory.yaml") === yaml, 10_000, "the edit");
    expect(reloads).toBeGreaterThan(0);
    await waitFor(async () => sync.version() === (await contentVersionOf(db())), 10_000, "the version");

    const job = "jobs/sales-manager-welling.yaml";
    expect(existsSync(path.join(workDir, job))).toBe(true);
    await save(job, null);
    await waitFor(() => !existsSync(path.join(workDir, job)), 10_000, "the deletion");
  });

  it("rebuilds a working copy that was changed or emptied on disk at the next start", async () => {
    await apply(shippedContentDir);
    const workDir = path.join(await mkdtemp(path.join(tmpdir(), "novo-work-")), "content");
    folders.push(path.dirname(workDir));
    const options = { database: backend.database, shippedDir: shippedContentDir, workDir };
    const first = new ContentSync(options);
    await first.start();
    await first.close();
    writeFileSync(path.join(workDir, "gyms/welling.yaml"), "damaged");
    rmSync(path.join(workDir, "company.yaml"));
    writeFileSync(path.join(workDir, "offers/stray.yaml"), "name: stray\n");
    const second = new ContentSync(options);
    syncs.push(second);
    await second.start();
    expect(text(workDir, "gyms/welling.yaml")).toBe(await live("gyms/welling.yaml"));
    expect(text(workDir, "company.yaml")).toBe(await live("company.yaml"));
    expect(existsSync(path.join(workDir, "offers/stray.yaml"))).toBe(false);
  });
});
