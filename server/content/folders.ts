/** Files under a folder: a walk, their hashes, a signature of their state. */
import type { Dirent } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { blobSha } from "./files.ts";

/** Every file under a folder with its git blob sha (what a working copy left by a previous run holds). */
export async function hashFolder(root: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  await walkFiles(root, async (relative, full) => {
    hashes.set(relative, blobSha(await readFile(full)));
  });
  return hashes;
}

/** Names, sizes and modification times of every file under a folder: any change to any file changes it. */
export async function folderSignature(root: string): Promise<string> {
  const parts: string[] = [];
  await walkFiles(root, async (relative, full) => {
    try {
      const info = await stat(full);
      parts.push(`${relative}:${info.size}:${info.mtimeMs}`);
    } catch {
      parts.push(`${relative}:gone`);
    }
  });
  return parts.join("|");
}

/** Calls `visit` for every file under a folder, in name order, with its path relative to the folder. */
export async function walkFiles(
  root: string,
  visit: (relative: string, full: string) => Promise<void>,
): Promise<void> {
  const inner = async (folder: string, prefix: string) => {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await inner(full, `${prefix}${entry.name}/`);
      else if (entry.isFile()) await visit(`${prefix}${entry.name}`, full);
    }
  };
  await inner(root, "");
}
