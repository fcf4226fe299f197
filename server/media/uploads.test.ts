/**
 * The photo variant cache (issue 17) keeps only what the content uses: at start, variants of photos no entry
 * names any more and a crash's old temporary files are removed; after a photo is replaced, its old variants
 * go with the next request, and what is in use (or being written now) stays.
 */
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoFile } from "#server/content/photos.ts";
import { ContentStore } from "#server/content/store.ts";
import { registerUploads, UPLOADS_PATH } from "./uploads";

const contentDir = mkdtempSync(path.join(tmpdir(), "novo-media-content-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "novo-media-data-"));
const cacheDir = path.join(dataDir, "media-cache");
const imageFile = path.join(contentDir, "photos", "floor", "image.jpg");
const jpeg = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
const cached = () => readdirSync(cacheDir).sort();
const hashNow = async () => (await photoFile(contentDir, "floor", "image.jpg"))?.hash ?? "";

let content: ContentStore;
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.dirname(imageFile), { recursive: true });
  writeFileSync(
    path.join(contentDir, "photos", "floor.yaml"),
    "name: floor\nslot: greenwich-interior\nimage: image.jpg\nalt: The gym floor at Novo Greenwich\n",
  );
  writeFileSync(imageFile, await jpeg("#345"));
  content = new ContentStore(contentDir);
  await content.loaded;
  // Left from before: a variant of a photo since replaced, a crash's temporary file, one being written now.
  mkdirSync(cacheDir);
  writeFileSync(path.join(cacheDir, "0123456789abcdef-480.webp"), "old");
  writeFileSync(path.join(cacheDir, "0123456789abcdef-960.webp.41.tmp"), "crashed");
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  utimesSync(path.join(cacheDir, "0123456789abcdef-960.webp.41.tmp"), dayAgo, dayAgo);
  writeFileSync(path.join(cacheDir, "fedcba9876543210-480.webp.42.tmp"), "writing");
  app = Fastify();
  registerUploads(app, { content, dataDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  content?.close();
});

const variant = (hash: string) => app.inject({ url: `${UPLOADS_PATH}/floor-${hash}-480.webp` });

describe("the media cache", () => {
  it("is pruned at start, and of a replaced photo's variants after the change", async () => {
    await expect.poll(cached).toEqual(["fedcba9876543210-480.webp.42.tmp"]);

    const first = await hashNow();
    expect((await variant(first)).statusCode).toBe(200);
    expect(cached()).toContain(`${first}-480.webp`);

    writeFileSync(imageFile, await jpeg("#a33"));
    await content.reload();
    const second = await hashNow();
    expect(second).not.toBe(first);
    expect((await variant(first)).statusCode).toBe(404);
    expect((await variant(second)).statusCode).toBe(200);
    await expect.poll(cached).toEqual([`${second}-480.webp`, "fedcba9876543210-480.webp.42.tmp"].sort());
  });
});
