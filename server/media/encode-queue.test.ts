/**
 * Photos within a phone's reach (issue 30.7): the eight first views of a new large photo (four widths, two
 * formats) asked at once are encoded one at a time, so one instance never holds eight decoded copies; each
 * answers with the image asked for. Concurrency is observed in libvips itself (sharp.counters()), not timed.
 * And a file over the pixel cap written by hand (the editor refuses it) has no variants: 404, nothing decoded.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_MAX_PIXELS } from "#contracts/content/schemas/photos.ts";
import { photoFile, VARIANT_FORMATS, widthsFor } from "#server/content/photos.ts";
import { ContentStore } from "#server/content/store.ts";
import { registerUploads, UPLOADS_PATH } from "./uploads";

const contentDir = mkdtempSync(path.join(tmpdir(), "novo-encode-content-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "novo-encode-data-"));

function writePhoto(slug: string, bytes: Buffer) {
  mkdirSync(path.join(contentDir, "photos", slug), { recursive: true });
  writeFileSync(
    path.join(contentDir, "photos", `${slug}.yaml`),
    `name: ${slug}\nslot: greenwich-interior\nimage: image.png\nalt: The gym floor at Novo Greenwich\n`,
  );
  writeFileSync(path.join(contentDir, "photos", slug, "image.png"), bytes);
}

let content: ContentStore;
let app: FastifyInstance;

beforeAll(async () => {
  // Four widths (the last its own), two formats: eight variants. Noise, so that each encode takes a while.
  writePhoto(
    "floor",
    await sharp({
      create: {
        width: 1700,
        height: 1100,
        channels: 3,
        background: "#345",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer(),
  );
  // Over the pixel cap, written by hand (the editor refuses it).
  const side = Math.ceil(Math.sqrt(PHOTO_MAX_PIXELS)) + 100;
  writePhoto(
    "huge",
    await sharp({ create: { width: side, height: side, channels: 3, background: "#345" } })
      .png()
      .toBuffer(),
  );
  content = new ContentStore(contentDir);
  await content.loaded;
  app = Fastify();
  registerUploads(app, { content, dataDir });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  content?.close();
});

describe("photo variants", () => {
  it("encodes eight first views asked at once one at a time, each answered with the image asked for", async () => {
    const info = await photoFile(contentDir, "floor", "image.png");
    if (!info) throw new Error("no photo");
    const names = widthsFor(info.width).flatMap((width) =>
      VARIANT_FORMATS.map((format) => ({ width, format, name: `floor-${info.hash}-${width}.${format}` })),
    );
    expect(names).toHaveLength(8);
    // Sampled on every turn of the event loop while the requests run (libvips works on other threads).
    let busiest = 0;
    let sampling = true;
    const sample = async () => {
      while (sampling) {
        busiest = Math.max(busiest, sharp.counters().process);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const sampled = sample();
    const answers = await Promise.all(
      names.map(({ name }) => app.inject({ url: `${UPLOADS_PATH}/${name}` })),
    );
    sampling = false;
    await sampled;
    expect(busiest).toBe(1);
    for (const [i, answer] of answers.entries()) {
      const wanted = names[i];
      if (!wanted) throw new Error("no such variant");
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe(`image/${wanted.format}`);
      const made = await sharp(answer.rawPayload).metadata();
      expect(made.width).toBe(wanted.width);
      expect(made.format === "heif" ? "avif" : made.format).toBe(wanted.format);
    }
  }, 120_000);

  it("offers no variant of a file over the pixel cap", async () => {
    const info = await photoFile(contentDir, "huge", "image.png");
    if (!info) throw new Error("no photo");
    expect(info.width * info.height).toBeGreaterThan(PHOTO_MAX_PIXELS);
    const answer = await app.inject({ url: `${UPLOADS_PATH}/huge-${info.hash}-480.webp` });
    expect(answer.statusCode).toBe(404);
    expect(sharp.counters().process).toBe(0);
  }, 60_000);
});
