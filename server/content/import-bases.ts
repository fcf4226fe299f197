/**
 * The base of `content import` (decision 0025): what the folder's files were based on, so an import never
 * undoes an edit made since, unseen.
 * - `content export DIR` writes BASE_FILE beside the files: the sha of every file it exported. An import of
 *   that folder is based on them: a file the import changes must still be as exported.
 * - A folder that is not an export (a checkout's content/) is based on the ship: a file it changes must still
 *   be the ship's own version, so it never overwrites an owner's edit, nor deletes an owner's new entry.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { blobSha } from "./originals.ts";

/** Beside an export's files; not a content file (no entry has this name), so no import takes it as one. */
export const BASE_FILE = ".content-base.json";

const baseFileSchema = z.object({ files: z.record(z.string(), z.string().regex(/^[0-9a-f]{40}$/)) });

export async function writeExportBase(root: string, files: { path: string; sha: string }[]): Promise<void> {
  const shas = Object.fromEntries(files.map((file) => [file.path, file.sha]));
  await writeFile(path.join(root, BASE_FILE), `${JSON.stringify({ files: shas }, null, 2)}\n`);
}

/** The shas an export recorded, or null when the folder is not an export (or its record does not read). */
export async function readExportBase(root: string): Promise<Map<string, string> | null> {
  const text = await readFile(path.join(root, BASE_FILE), "utf8").catch(() => null);
  if (text === null) return null;
  try {
    return new Map(Object.entries(baseFileSchema.parse(JSON.parse(text)).files));
  } catch {
    return null;
  }
}

/**
 * The base of each file an import changes (writes with other bytes, or deletes): the export's sha, or the
 * ship's; null where that side had no such file.
 */
export function importBases(
  files: { path: string; bytes: Buffer }[],
  live: { path: string; sha: string; shippedSha: string | null }[],
  exported: Map<string, string> | null,
): Map<string, string | null> {
  const liveByPath = new Map(live.map((file) => [file.path, file]));
  const baseOf = (filePath: string) =>
    exported ? (exported.get(filePath) ?? null) : (liveByPath.get(filePath)?.shippedSha ?? null);
  const bases = new Map<string, string | null>();
  const named = new Set<string>();
  for (const file of files) {
    named.add(file.path);
    if (liveByPath.get(file.path)?.sha !== blobSha(file.bytes)) bases.set(file.path, baseOf(file.path));
  }
  for (const file of live) if (!named.has(file.path)) bases.set(file.path, baseOf(file.path));
  return bases;
}
