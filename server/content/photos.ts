/**
 * The owner's uploaded photos as the pages and the variant route read them (issue 17 §5, decision 0019):
 * which photo fills which slot, its size, and the content hash that names its variants
 * (/media/uploads/<slug>-<hash>-<width>.<webp|avif>, cached for a year: a new file is a new hash).
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageKey, PhotoSlots } from "#contracts/content/media.ts";

export type { PhotoSlots, UploadedPhoto } from "#contracts/content/media.ts";

import type { ContentSnapshot } from "#contracts/content/snapshot.ts";

/** The widths served (never wider than the upload itself). */
export const VARIANT_WIDTHS = [480, 960, 1600, 2400] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface PhotoFile {
  file: string;
  hash: string;
  width: number;
  height: number;
}

interface PhotoEntry {
  slot: string;
  image: string | null;
  alt: string;
}

/** Hashing and measuring a file once per version of it (size and mtime). */
const known = new Map<string, { size: number; mtimeMs: number; info: PhotoFile }>();

/** The photo file of an entry, hashed and measured; null when it is missing or not an image. */
export async function photoFile(contentDir: string, slug: string, image: string): Promise<PhotoFile | null> {
  const file = path.join(contentDir, "photos", slug, path.basename(image));
  try {
    const { size, mtimeMs } = await stat(file);
    const cached = known.get(file);
    if (cached && cached.size === size && cached.mtimeMs === mtimeMs) return cached.info;
    const bytes = await readFile(file);
    const { width, height, autoOrient } = await sharp(bytes).metadata();
    // A phone's portrait photo is stored landscape with an EXIF turn: its size as shown is the turned one.
    const shown = autoOrient ?? { width, height };
    if (!shown.width || !shown.height) return null;
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    const info = { file, hash, width: shown.width, height: shown.height };
    known.set(file, { size, mtimeMs, info });
    return info;
  } catch {
    return null;
  }
}

/** The widths offered: the standard ones below the upload's own, then its own (at most the largest). */
export function widthsFor(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? width;
  return [...VARIANT_WIDTHS.filter((w) => w < Math.min(width, largest)), Math.min(width, largest)];
}

/** The photos of a snapshot of `dir`, by slug (slug order): the first entry naming a slot fills it. */
export async function photoSlotsIn(dir: string, snapshot: ContentSnapshot): Promise<PhotoSlots> {
  const entries = snapshot.entries.photos as Record<string, PhotoEntry>;
  const slots: PhotoSlots = {};
  for (const [slug, entry] of Object.entries(entries)) {
    const slot = entry.slot as ImageKey;
    if (slots[slot] || !entry.image) continue;
    const info = await photoFile(dir, slug, entry.image);
    if (!info) continue;
    slots[slot] = {
      stem: `/media/uploads/${slug}-${info.hash}`,
      widths: widthsFor(info.width),
      width: info.width,
      height: info.height,
      alt: entry.alt,
    };
  }
  return slots;
}

/** `<slug>-<hash>-<width>.<format>`, as the variant route is asked for it. */
export function parseVariantName(
  name: string,
): { slug: string; hash: string; width: number; format: VariantFormat } | null {
  const match = /^([a-z0-9][a-z0-9_-]{0,99})-([0-9a-f]{16})-(\d{2,5})\.(webp|avif)$/.exec(name);
  if (!match) return null;
  const [, slug = "", hash = "", width = "", format] = match;
  return { slug, hash, width: Number(width), format: format as VariantFormat };
}
