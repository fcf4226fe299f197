/**
 * The schema check of files written without the editor (`content import`, restore, a ship at start-up): each
 * YAML entry within the editor's bounds (contracts/content/bounds.ts), then read through Keystatic's reader and the
 * site's schema, as the ContentStore reads it, from a scratch directory of its own so an invalid file never
 * reaches a working copy.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import { entryTextProblem, entryValueProblem } from "#contracts/content/bounds.ts";
import { contentConfig } from "#contracts/content/keystatic.config.ts";
import { entryFileOf } from "#server/content/editor-paths.ts";

export interface FileProblem {
  path: string;
  message: string;
}

type Reader = ReturnType<typeof createReader<Collections, Singletons>>;
type Collections = typeof contentConfig.collections;
type Singletons = NonNullable<typeof contentConfig.singletons>;

/**
 * The first problem among these files, or null when every YAML entry among them passes the schema. Files
 * other than entries' YAML (photos) are only placed beside their entry, so an entry that names its asset reads.
 */
export async function checkContentFiles(
  files: { path: string; bytes: Buffer }[],
): Promise<FileProblem | null> {
  const problems = await contentProblems(files);
  return problems[0] ?? null;
}

/** Every problem among these files: each YAML entry that does not parse or fails the schema, by path. */
export async function contentProblems(files: { path: string; bytes: Buffer }[]): Promise<FileProblem[]> {
  const entries = files.flatMap((file) => {
    const entry = entryFileOf(file.path);
    return entry ? [{ ...file, entry }] : [];
  });
  if (!entries.some((file) => file.entry.data)) return [];
  const scratch = await mkdtemp(path.join(tmpdir(), "novo-content-check-"));
  try {
    for (const file of entries) {
      const target = path.join(scratch, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.bytes);
    }
    const reader: Reader = createReader(scratch, contentConfig);
    const problems: FileProblem[] = [];
    for (const { path: filePath, entry, bytes } of entries) {
      if (!entry.data) continue;
      // The editor's bounds first (size, no YAML aliases), so a bombed file is never expanded by the reader.
      const bounded = entryTextProblem(bytes.toString("utf8"));
      if (bounded) {
        problems.push({ path: filePath, message: bounded });
        continue;
      }
      try {
        const value = entry.singleton
          ? // Every singleton's reader reads the same way; the union of their types has no common signature.
            await (reader.singletons[entry.singleton] as { read(): Promise<unknown> }).read()
          : entry.collection
            ? await reader.collections[entry.collection].read(entry.slug)
            : null;
        const tooLarge = value === null ? "the file is empty" : entryValueProblem(value);
        if (tooLarge) problems.push({ path: filePath, message: tooLarge });
      } catch (error) {
        problems.push({ path: filePath, message: readerMessage(error) });
      }
    }
    return problems;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The reader's message without its "Invalid data for ..." preamble (the caller names the file). */
function readerMessage(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).trim();
  return text.replace(/^Invalid data for "[^"]*" in collection "[^"]*":\s*/, "").replace(/\s+/g, " ");
}
