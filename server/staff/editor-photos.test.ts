/**
 * The owner's photos (issue 17 §5, decision 0019), through the real server, build and staff session: the
 * editor's save refuses a file that is not a proper photo (400 naming the image field) and a gym's inbox
 * filling another gym's slot (403), and writes nothing then; a saved photo, or one written by hand, is on the
 * gym page within 10 s as a <picture> with srcset, and its variants are WebP (or AVIF) of the width asked.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestBackend } from "#server/test/backends.ts";
import { within10s } from "#server/test/content.ts";
import { closeEditorApp, GREENWICH, MANAGEMENT, openEditorApp, staffSteps } from "#server/test/staff.ts";

/** A photo-like JPEG: a gradient, so the encoders have something to do. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#b43c2a" } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#111"/><stop offset="1" stop-color="#ffd400"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" opacity="0.7"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

const entry = (slot: string, alt: string) =>
  [`name: ${slot} photo`, `slot: ${slot}`, "image: image.jpg", `alt: ${alt}`, ""].join("\n");

let backend: TestBackend;
let app: FastifyInstance;
let contentDir: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "novo-photos-data-"));
  ({ backend, app, contentDir } = await openEditorApp("pglite", { DATA_DIR: dataDir }));
}, 300_000);
afterAll(() => closeEditorApp({ app, backend, contentDir }));

const db = () => backend.database.db;
const { signIn, save } = staffSteps(() => app, db);

const pageOf = async (url: string) => (await app.inject({ url })).body;
/** Whether the file is in the content this instance serves (its working copy of the database's). */
const written = (slug: string) => existsSync(path.join(app.content.dir, "photos", slug));

describe("photos uploaded through the editor", () => {
  it("refuses a file that is not a proper photo (400 naming the image field), writing nothing", async () => {
    await db().execute(sql`TRUNCATE staff_sessions, staff_sign_in_tokens, content_changes`);
    const management = await signIn(MANAGEMENT);
    const text = await save(management, {
      "photos/odd.yaml": entry("greenwich-weights", "Power racks at Novo Greenwich"),
      "photos/odd/image.jpg": "not a photo at all",
    });
    expect(text.statusCode).toBe(400);
    expect(text.body).toContain("photos/odd is not valid. image: the file is not a photo");
    const tiny = await save(management, {
      "photos/odd.yaml": entry("greenwich-weights", "Power racks at Novo Greenwich"),
      "photos/odd/image.jpg": await photo(200, 150),
    });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.body).toContain("image: the photo is 200 × 150 pixels; each side must be at least 320");
    const gif = await save(management, {
      "photos/odd.yaml": entry("greenwich-weights", "Power racks at Novo Greenwich"),
      "photos/odd/image.gif": await sharp({
        create: { width: 400, height: 400, channels: 3, background: "#000" },
      })
        .gif()
        .toBuffer(),
    });
    expect(gif.statusCode).toBe(400);
    expect(gif.body).toContain("image: gif is not accepted");
    const noAlt = await save(management, {
      "photos/odd.yaml": entry("greenwich-weights", ""),
      "photos/odd/image.jpg": await photo(800, 600),
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.body).toContain("photos/odd is not valid");
    expect(noAlt.body).toContain("alt");
    expect(written("odd")).toBe(false);
    expect(written("odd.yaml")).toBe(false);
  });

  it("lets a gym's inbox fill its own gym's slots only: another gym's or the site's is 403", async () => {
    const greenwich = await signIn(GREENWICH);
    const image = await photo(800, 600);
    const welling = await save(greenwich, {
      "photos/theirs.yaml": entry("welling-interior", "The gym floor at Novo Welling"),
      "photos/theirs/image.jpg": image,
    });
    expect(welling.statusCode).toBe(403);
    expect(welling.body).toContain("welling-interior is not one of Novo Greenwich's photos");
    const shared = await save(greenwich, {
      "photos/theirs.yaml": entry("service-gym", "Free weights at a Novo gym"),
      "photos/theirs/image.jpg": image,
    });
    expect(shared.statusCode).toBe(403);
    expect(written("theirs")).toBe(false);
    const own = await save(greenwich, {
      "photos/greenwich-weights.yaml": entry(
        "greenwich-weights",
        "Power racks and free weights at Novo Greenwich",
      ),
      "photos/greenwich-weights/image.jpg": image,
    });
    expect(own.statusCode).toBe(200);
    expect(written("greenwich-weights")).toBe(true);
  });

  it("shows a saved photo on the gym page within 10 s, in WebP and AVIF widths cached for a year", async () => {
    const management = await signIn(MANAGEMENT);
    const saved = await save(management, {
      "photos/greenwich-floor.yaml": entry(
        "greenwich-interior",
        "Members lifting on the Greenwich gym floor",
      ),
      "photos/greenwich-floor/image.jpg": await photo(2000, 1333),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let html = "";
    await expect
      .poll(async () => {
        html = await pageOf("/greenwich");
        return html;
      }, within10s)
      .toContain('alt="Members lifting on the Greenwich gym floor"');
    const stem = /\/media\/uploads\/greenwich-floor-[0-9a-f]{16}/.exec(html)?.[0] ?? "";
    expect(stem).not.toBe("");
    expect(html).toContain(
      `srcSet="${stem}-480.webp 480w, ${stem}-960.webp 960w, ${stem}-1600.webp 1600w, ${stem}-2000.webp 2000w"`,
    );
    expect(html).toContain(`${stem}-2000.avif 2000w`);
    expect(html).toMatch(/width="2000" height="1333"/);

    const variant = await app.inject({ url: `${stem}-960.webp` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/webp");
    expect(variant.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(variant.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 960, 640]);
    const avif = await app.inject({ url: `${stem}-480.avif` });
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(480);
    // Made once, then read from DATA_DIR/media-cache.
    expect(readdirSync(path.join(dataDir, "media-cache")).sort()).toEqual(
      [`${stem.slice(-16)}-480.avif`, `${stem.slice(-16)}-960.webp`].sort(),
    );
    expect((await app.inject({ url: `${stem}-960.webp` })).rawPayload.equals(variant.rawPayload)).toBe(true);

    expect((await app.inject({ url: `${stem}-700.webp` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${stem}-2400.webp` })).statusCode).toBe(404); // wider than the upload
    const oldHash = `${stem.slice(0, -16)}0123456789abcdef-960.webp`;
    expect((await app.inject({ url: oldHash })).statusCode).toBe(404);
  });

  it("shows a photo written by hand under CONTENT_DIR on the gym page within 10 s", async () => {
    expect(await pageOf("/welling")).not.toContain("/media/uploads/welling-floor-");
    mkdirSync(path.join(contentDir, "photos", "welling-floor"), { recursive: true });
    writeFileSync(path.join(contentDir, "photos", "welling-floor", "image.jpg"), await photo(1200, 800));
    writeFileSync(
      path.join(contentDir, "photos", "welling-floor.yaml"),
      entry("welling-interior", "The Welling gym floor at opening time"),
    );
    await expect.poll(() => pageOf("/welling"), within10s).toContain("/media/uploads/welling-floor-");
    const html = await pageOf("/welling");
    expect(html).toContain('alt="The Welling gym floor at opening time"');
    expect(html).toMatch(
      /srcSet="\/media\/uploads\/welling-floor-[0-9a-f]{16}-480\.webp 480w, [^"]*-1200\.webp 1200w"/,
    );
  });
});
