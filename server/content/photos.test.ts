/** The photos schema and its save checks, without a server (decision 0019). */
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { media } from "#contracts/content/media.ts";
import { isSlotOf, photoSlots } from "#contracts/content/schemas/photos.ts";
import { checkAsSaved as checkUpdate } from "#server/test/editor-save.ts";
import { parseVariantName, widthsFor } from "./photos";

const contentDir = mkdtempSync(path.join(tmpdir(), "novo-photos-unit-"));
// The refusals name the gym from its own entry.
cpSync(path.join("content", "gyms"), path.join(contentDir, "gyms"), { recursive: true });
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64url");
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#345" } })
    .jpeg()
    .toBuffer();
const upload = async (slot: string, image: Buffer, alt = "Racks and benches at Novo Welling") => ({
  additions: [
    {
      path: "photos/racks.yaml",
      contents: b64(`name: racks\nslot: ${slot}\nimage: image.jpg\nalt: ${alt}\n`),
    },
    { path: "photos/racks/image.jpg", contents: b64(image) },
  ],
  deletions: [],
});

describe("photos schema", () => {
  it("offers every image slot of the manifest and no video, each a gym's or the site's", () => {
    const images = Object.entries(media).filter(([, entry]) => entry.kind === "image");
    expect(photoSlots).toEqual(images.map(([key]) => key));
    expect(isSlotOf("welling-recovery", "welling")).toBe(true);
    expect(isSlotOf("armory-bags", "armory")).toBe(true);
    expect(isSlotOf("welling-recovery", "greenwich")).toBe(false);
    expect(isSlotOf("armory-bags", "welling")).toBe(false);
    expect(isSlotOf("service-gym", "welling")).toBe(false);
    expect(isSlotOf("form-background", "armory")).toBe(false);
  });

  it("names variants by slug, hash and a width offered", () => {
    expect(widthsFor(4000)).toEqual([480, 960, 1600, 2400]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(400)).toEqual([400]);
    expect(parseVariantName("welling-floor-0123456789abcdef-960.webp")).toEqual({
      slug: "welling-floor",
      hash: "0123456789abcdef",
      width: 960,
      format: "webp",
    });
    expect(parseVariantName("../etc-0123456789abcdef-960.webp")).toBeNull();
    expect(parseVariantName("x-0123456789abcdef-960.png")).toBeNull();
  });
});

describe("photo save checks", () => {
  it("accepts a real photo with alt text for management and the slot's own gym", async () => {
    const update = await upload("welling-weights", await jpeg(800, 600));
    expect((await checkUpdate("management", update, contentDir)).ok).toBe(true);
    expect((await checkUpdate("novowelling", update, contentDir)).ok).toBe(true);
  });

  it("refuses a file that is not a photo, or too small, with 400 naming the image field", async () => {
    const text = await checkUpdate(
      "management",
      await upload("welling-weights", Buffer.from("<svg/>")),
      contentDir,
    );
    expect(text).toMatchObject({ ok: false, status: 400 });
    expect(text.ok ? "" : text.message).toBe(
      "Not saved: photos/racks is not valid. image: the file is not a photo (JPEG, PNG, WebP or AVIF)",
    );
    const tiny = await checkUpdate(
      "management",
      await upload("welling-weights", await jpeg(300, 300)),
      contentDir,
    );
    expect(tiny.ok ? "" : tiny.message).toContain("image: the photo is 300 × 300 pixels");
    const noAlt = await checkUpdate(
      "management",
      await upload("welling-weights", await jpeg(800, 600), "''"),
      contentDir,
    );
    expect(noAlt).toMatchObject({ ok: false, status: 400 });
    expect(noAlt.ok ? "" : noAlt.message).toContain("alt");
  });

  it("refuses a gym's inbox a photo for another gym's slot or the site's, with 403", async () => {
    const image = await jpeg(800, 600);
    const other = await checkUpdate("novogreenwich", await upload("welling-weights", image), contentDir);
    expect(other).toMatchObject({ ok: false, status: 403 });
    expect(other.ok ? "" : other.message).toContain("welling-weights is not one of Novo Greenwich's photos");
    const shared = await checkUpdate("novowelling", await upload("service-gym", image), contentDir);
    expect(shared).toMatchObject({ ok: false, status: 403 });
  });
});
