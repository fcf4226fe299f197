/**
 * The editor's checks on the files beside an entry: an uploaded photo (a real image of an allowed format,
 * size and shape, by its own bytes) and how many files an entry keeps.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ENTRY_MAX_ASSETS } from "#contracts/content/bounds.ts";
import {
  PHOTO_FORMATS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_MIN_SIDE,
} from "#contracts/content/schemas/photos.ts";
import type { EntryFile } from "./editor-paths";

/**
 * Why an uploaded photo (an asset of a photos entry) is refused, or null: it must be the entry's image field
 * (`image.<ext>`), a real image by its own bytes (sharp reads its header), of an allowed format, size and shape.
 */
export async function photoProblem(name: string, bytes: Buffer): Promise<string | null> {
  if (!/^image\.[a-z0-9]+$/.test(name)) return `${name} is not the entry's photo (image)`;
  if (bytes.length > PHOTO_MAX_BYTES)
    return `image: the photo is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`;
  let format: string | undefined;
  let compression: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, compression, width = 0, height = 0 } = await sharp(bytes).metadata());
  } catch {
    return "image: the file is not a photo (JPEG, PNG, WebP or AVIF)";
  }
  // sharp names AVIF (a HEIF container) "heif"; its compression says which.
  const kind = format === "heif" ? (compression === "av1" ? "avif" : "heic") : format;
  if (!kind || !(PHOTO_FORMATS as readonly string[]).includes(kind))
    return `image: ${format ?? "this"} is not accepted; a JPEG, PNG, WebP or AVIF photo is`;
  if (Math.min(width, height) < PHOTO_MIN_SIDE)
    return `image: the photo is ${width} × ${height} pixels; each side must be at least ${PHOTO_MIN_SIDE}`;
  if (Math.max(width, height) > PHOTO_MAX_SIDE)
    return `image: the photo is ${width} × ${height} pixels; no side may exceed ${PHOTO_MAX_SIDE}`;
  if (width * height > PHOTO_MAX_PIXELS)
    return `image: the photo is ${width} × ${height} pixels (${((width * height) / 1_000_000).toFixed(1)} megapixels); at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`;
  return null;
}

/** Why the files beside an entry would be too many after this save, or null. */
export async function tooManyAssets(
  contentDir: string,
  additions: { file: EntryFile; path: string }[],
  deletions: { file: EntryFile; path: string }[],
): Promise<string | null> {
  const folders = new Set(additions.filter((a) => !a.file.data).map((a) => path.posix.dirname(a.path)));
  for (const folder of folders) {
    let names: string[] = [];
    try {
      names = await readdir(path.join(contentDir, folder));
    } catch {
      // No folder yet: the entry has no files beside it.
    }
    const after = new Set(names.map((name) => `${folder}/${name}`));
    for (const addition of additions)
      if (path.posix.dirname(addition.path) === folder) after.add(addition.path);
    for (const deletion of deletions) after.delete(deletion.path);
    if (after.size > ENTRY_MAX_ASSETS)
      return `Not saved: ${folder} would hold ${after.size} files; an entry keeps at most ${ENTRY_MAX_ASSETS}.`;
  }
  return null;
}
