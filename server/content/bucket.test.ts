/**
 * Photo originals in an S3-compatible bucket (issue 31 §3, decision 0022's amendment), against a fake bucket
 * on 127.0.0.1: a photo saved through the editor lands in the bucket under its sha and not in
 * content_files.bytes; a second instance on the same database serves it; a bucket failure at save writes
 * nothing; export and a JSON backup still carry the photo's bytes; a sync with the bucket down keeps the
 * working copy and catches up once it answers; with one object removed from the bucket (issue 36), a new
 * instance still starts and follows every YAML edit, health names the missing photo, and a save posted to it
 * answers 200 after its commit. On PGlite always, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dumpJson } from "#server/backup/backup.ts";
import { exportContent, importContent } from "#server/cli/content.ts";
import { blobSha, contentVersionOf } from "#server/content/files.ts";
import { forgetContentStore } from "#server/content/stores.ts";
import { ContentSync } from "#server/content/sync.ts";
import type { Database } from "#server/db/client.ts";
import { contentFiles } from "#server/db/schema.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { copyOfShippedContent, withField, within10s } from "#server/test/content.ts";
import { siteIn } from "#server/test/instances.ts";
import { type FakeS3, startFakeS3 } from "#server/test/s3.ts";
import { MANAGEMENT, staffSteps, staffTestApp } from "#server/test/staff.ts";

const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();

const photoEntry = (slug: string, alt: string) => ({
  [`photos/${slug}.yaml`]: [
    `name: ${slug}`,
    "slot: greenwich-interior",
    "image: image.jpg",
    `alt: ${alt}`,
    "",
  ].join("\n"),
});

describe.each(backendNames)("photo originals in a bucket (%s)", (backendName) => {
  let backend: TestBackend;
  let second: Database;
  let s3: FakeS3;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let cookie = "";
  const folders: string[] = [];
  const siteA = siteIn("A", () => a);
  const siteB = siteIn("B", () => b);
  const folder = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  const start = (database: Database) => {
    const ship = copyOfShippedContent();
    folders.push(ship);
    return staffTestApp(database, {
      env: { CONTENT_DIR: ship, DATA_DIR: folder("novo-bucket-"), ...s3.env },
    });
  };
  const rowOf = async (file: string) =>
    (await backend.database.db.select().from(contentFiles).where(eq(contentFiles.path, file)))[0];

  beforeAll(async () => {
    s3 = await startFakeS3();
    backend = await createBackend(backendName);
    second = await backend.open();
    a = await start(backend.database);
    b = await start(second);
    cookie = (
      await staffSteps(
        () => a,
        () => backend.database.db,
      ).signIn(MANAGEMENT)
    ).cookie;
  }, 300_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (second !== backend?.database) await second?.close();
    await backend?.dispose();
    await s3?.close();
    for (const dir of folders) {
      forgetContentStore(path.join(dir, "content"));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  let saved = Buffer.alloc(0);

  it("stores a saved photo in the bucket under its sha, not in content_files, and B serves it", async () => {
    saved = await photo("#2a6cb4");
    const alt = "The Greenwich floor from the bucket";
    const response = await siteA.save(cookie, {
      ...photoEntry("from-bucket", alt),
      "photos/from-bucket/image.jpg": saved,
    });
    expect(response.status, response.text).toBe(200);

    const sha = blobSha(saved);
    expect(s3.objects.get(`content/${sha}`)?.equals(saved)).toBe(true);
    const row = await rowOf("photos/from-bucket/image.jpg");
    expect([row?.sha, row?.bytes.length]).toEqual([sha, 0]);
    // The YAML entry stays in PostgreSQL.
    expect((await rowOf("photos/from-bucket.yaml"))?.bytes.length).toBeGreaterThan(0);
    expect(s3.requests.every((request) => request.signed)).toBe(true);

    await expect
      .poll(async () => (await siteB.get("/greenwich")).body.toString().includes(alt), within10s)
      .toBe(true);
    const stem = /\/media\/uploads\/from-bucket-[0-9a-f]{16}/.exec(
      (await siteB.get("/greenwich")).body.toString(),
    );
    expect(stem).not.toBeNull();
    const variant = await siteB.get(`${stem?.[0]}-480.webp`);
    expect(variant.status).toBe(200);
    expect((await sharp(variant.body).metadata()).width).toBe(480);
  });

  it("refuses a save with 503 and writes nothing when the bucket fails", async () => {
    const version = await contentVersionOf(backend.database.db);
    s3.failing = true;
    try {
      const response = await siteA.save(cookie, {
        ...photoEntry("refused", "Never stored"),
        "photos/refused/image.jpg": await photo("#b42a6c"),
      });
      expect(response.status).toBe(503);
      expect(response.text).toContain("nothing was saved");
    } finally {
      s3.failing = false;
    }
    expect(await rowOf("photos/refused/image.jpg")).toBeUndefined();
    expect(await rowOf("photos/refused.yaml")).toBeUndefined();
    expect(await contentVersionOf(backend.database.db)).toBe(version);
  });

  it("exports and backs up the photo's bytes from the bucket", async () => {
    const dir = folder("novo-bucket-export-");
    await exportContent(backend.database.db, dir, { write: () => true });
    expect(readFileSync(path.join(dir, "photos/from-bucket/image.jpg")).equals(saved)).toBe(true);

    const file = path.join(folder("novo-bucket-backup-"), "backup.json");
    await dumpJson(backend.database.db, file);
    const line = readFileSync(file, "utf8")
      .split("\n")
      .find((text) => text.includes('"path":"photos/from-bucket/image.jpg"'));
    const row = JSON.parse(line ?? "{}") as { row?: { bytes?: string } };
    expect(Buffer.from((row.row?.bytes ?? "").replace(/^\\x/, ""), "hex").equals(saved)).toBe(true);
  });

  it("imports a folder's new photo into the bucket, and refuses the import, changing nothing, while it fails", async () => {
    const dir = folder("novo-bucket-import-");
    await exportContent(backend.database.db, dir, { write: () => true });
    const imported = await photo("#6cb42a");
    for (const [file, text] of Object.entries(photoEntry("imported", "Imported with the bucket")))
      writeFileSync(path.join(dir, file), text);
    mkdirSync(path.join(dir, "photos/imported"));
    writeFileSync(path.join(dir, "photos/imported/image.jpg"), imported);
    const version = await contentVersionOf(backend.database.db);

    s3.failing = true;
    try {
      await expect(importContent(backend.database.db, dir, { write: () => true })).rejects.toThrow(
        /Not imported: .*bucket.*Nothing was changed/,
      );
    } finally {
      s3.failing = false;
    }
    expect(await rowOf("photos/imported/image.jpg")).toBeUndefined();
    expect(await contentVersionOf(backend.database.db)).toBe(version);

    await importContent(backend.database.db, dir, { write: () => true });
    expect(s3.objects.get(`content/${blobSha(imported)}`)?.equals(imported)).toBe(true);
    expect((await rowOf("photos/imported/image.jpg"))?.bytes.length).toBe(0);
  });

  it("keeps the last working copy while the bucket is down, and follows once it answers", async () => {
    const sync = new ContentSync({
      database: second,
      shippedDir: path.join(folder("novo-bucket-ship-"), "none"),
      workDir: path.join(folder("novo-bucket-copy-"), "content"),
      pollMs: 60_000,
    });
    try {
      // This sync's working copy starts empty: with the bucket down, its first follow fails and writes no photo.
      s3.failing = true;
      await expect(sync.follow()).rejects.toThrow(/bucket/);
      expect(existsSync(path.join(sync.workDir, "photos/from-bucket/image.jpg"))).toBe(false);
      s3.failing = false;
      await sync.follow();
      expect(readFileSync(path.join(sync.workDir, "photos/from-bucket/image.jpg")).equals(saved)).toBe(true);
    } finally {
      s3.failing = false;
      await sync.close();
    }
  });

  it("follows every YAML edit with one object missing from the bucket, and says in health which photo it lacks", async () => {
    const missing = await photo("#2ab46c");
    const response = await siteA.save(cookie, {
      ...photoEntry("went-missing", "A photo the bucket lost"),
      "photos/went-missing/image.jpg": missing,
    });
    expect(response.status, response.text).toBe(200);
    expect(s3.objects.delete(`content/${blobSha(missing)}`)).toBe(true);

    // A new instance on the same database: its working copy starts empty and cannot fetch that photo.
    const third = await backend.open();
    const c = await start(third);
    try {
      const siteC = siteIn("C", () => c);
      const health = async () =>
        JSON.parse((await siteC.get("/api/health")).body.toString()) as {
          status: string;
          reasons: string[];
          content: { status: string; behind?: { serving: number; latest: number; missing: string[] } };
        };
      const told = await health();
      // Still serving (readiness 200), and saying it is behind (issue 43).
      expect(told.status).toBe("degraded");
      expect(told.reasons).toEqual(["content-behind"]);
      expect(told.content.status).toBe("behind");
      expect(told.content.behind?.missing).toEqual(["photos/went-missing/image.jpg"]);
      expect(told.content.behind?.latest).toBe(await contentVersionOf(backend.database.db));

      // The next YAML edit, saved on A, reaches C all the same.
      const tree = await siteA.read(cookie);
      const shipped = readFileSync(path.join(c.content.dir, "gyms/welling.yaml"), "utf8");
      const onA = await siteA.save(
        cookie,
        { "gyms/welling.yaml": withField(shipped, "monthlyPrice", "57.77") },
        tree,
      );
      expect(onA.status, onA.text).toBe(200);
      await expect
        .poll(async () => (await siteC.get("/welling")).body.toString().includes("57.77"), within10s)
        .toBe(true);

      // A save posted to C answers after its commit, with its own status, though C cannot follow every file.
      const onC = await siteC.save(cookie, {
        "gyms/welling.yaml": withField(shipped, "monthlyPrice", "58.88"),
      });
      expect(onC.status, onC.text).toBe(200);
      await expect
        .poll(async () => (await siteA.get("/welling")).body.toString().includes("58.88"), within10s)
        .toBe(true);
      expect((await health()).content.behind?.missing).toEqual(["photos/went-missing/image.jpg"]);
    } finally {
      await c.close();
      if (third !== backend.database) await third.close();
    }
  });
});
