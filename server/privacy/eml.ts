/**
 * The .eml copies that the file mailer (server/mail/transport.ts) writes under DATA_DIR/outbox, one per
 * outbox row, named `<outbox id>-<purpose>.eml` (and `.eml.<random>.tmp` for a moment while being written).
 * The row id is what ties a file to its submission.
 */
import { readdir, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";

export function emlDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/** The files of the given outbox rows, as absolute paths (none when the folder does not exist). */
export async function emlFilesFor(dataDir: string, outboxIds: Iterable<number>): Promise<string[]> {
  const ids = new Set(Array.from(outboxIds, String));
  if (ids.size === 0) return [];
  let names: string[];
  try {
    names = await readdir(emlDir(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .filter((name) => {
      const match = /^(\d+)-[^/]*\.eml(\.[0-9a-f]+\.tmp|\.tmp)?$/.exec(name);
      return match !== null && ids.has(match[1] ?? "");
    })
    .sort()
    .map((name) => path.join(emlDir(dataDir), name));
}

export async function readEmlFiles(files: string[]): Promise<{ path: string; content: string }[]> {
  return Promise.all(files.map(async (file) => ({ path: file, content: await readFile(file, "utf8") })));
}

/** Deletes the files; one removed meanwhile (another instance's job) is not an error. Returns those removed. */
export async function deleteEmlFiles(files: string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const file of files) {
    try {
      await unlink(file);
      removed.push(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}

/** Files last written before `cutoff` (the file mailer writes each one when it delivers its message). */
export async function oldEmlFiles(dataDir: string, cutoff: Date): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(emlDir(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const old: string[] = [];
  for (const name of names.filter((n) => /\.eml(\.[0-9a-f]+\.tmp|\.tmp)?$/.test(n)).sort()) {
    const file = path.join(emlDir(dataDir), name);
    try {
      if ((await stat(file)).mtime < cutoff) old.push(file);
    } catch {
      // Removed meanwhile.
    }
  }
  return old;
}
