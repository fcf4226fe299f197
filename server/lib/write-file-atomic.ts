/**
 * Writes a file whole or not at all: the bytes go to a temporary file beside the target, then a rename puts
 * it in place, so no reader ever sees half a file. The temporary name has a random part: instances sharing a
 * DATA_DIR run as pid 1 in their containers, so a pid alone would let two of them write one temporary file.
 * `temporaryDir` (on the same file system) keeps the temporary out of a folder others list, as the content
 * working copy. The content store (app) and the server both write with it.
 */
import { randomBytes } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export async function writeFileAtomic(
  target: string,
  bytes: string | Uint8Array,
  options: { mode?: number; temporaryDir?: string } = {},
): Promise<void> {
  const name = `${path.basename(target)}.${randomBytes(8).toString("hex")}.tmp`;
  const temporary = path.join(options.temporaryDir ?? path.dirname(target), name);
  try {
    await writeFile(temporary, bytes, options.mode === undefined ? {} : { mode: options.mode });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
