/**
 * ASSETS_KEEP_DIR: the scripts and styles of every build that may still have pages open, in one folder the
 * instances share (docs/deploy.md, "A rolling deploy of two builds"). While two builds serve side by side, a
 * page of one asks any instance for its hashed assets; the other build answers them from here instead of 404.
 * - At start, this build's `assets/` files (with their .br/.gz copies) are copied in; a name already there
 *   is the same file (the names are content hashes), so only its time is refreshed.
 * - Files no build has refreshed for KEEP_DAYS are removed at start: no page that old still runs.
 */
import { copyFile, mkdir, readdir, rename, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";

const KEEP_DAYS = 30;
/** A build's asset name: Vite's `name-hash.ext`, and its precompressed copies. Nothing else is served. */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Copies the build's assets into the kept folder and prunes old ones; returns how many it copied. */
export async function keepAssets(
  clientDir: string,
  keptDir: string,
  now: Date = new Date(),
): Promise<{ copied: number; removed: number }> {
  const from = path.join(clientDir, "assets");
  const to = path.join(keptDir, "assets");
  await mkdir(to, { recursive: true });
  let names: string[] = [];
  try {
    names = (await readdir(from, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const ours = new Set(names);
  let copied = 0;
  for (const name of names) {
    const target = path.join(to, name);
    try {
      await utimes(target, now, now);
      continue;
    } catch {
      // not kept yet
    }
    // Through a unique temporary name: another instance may be copying the same file at the same moment.
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await copyFile(path.join(from, name), temporary);
    await utimes(temporary, now, now);
    await rename(temporary, target);
    copied++;
  }
  let removed = 0;
  const oldest = now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000;
  for (const name of await readdir(to)) {
    if (ours.has(name)) continue;
    const file = path.join(to, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && info.mtimeMs < oldest) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return { copied, removed };
}

/** Whether the kept folder has this asset (`assets/<name>`, relative to the site's root). */
export async function isKeptAsset(keptDir: string, relative: string): Promise<boolean> {
  const [folder, name, ...rest] = relative.split("/");
  if (folder !== "assets" || rest.length > 0 || !name || !ASSET_NAME.test(name) || name.endsWith(".tmp"))
    return false;
  const info = await stat(path.join(keptDir, "assets", name)).catch(() => null);
  return info?.isFile() ?? false;
}
