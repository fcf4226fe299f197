/**
 * The staff CLI's content commands (issue 31): `content export DIR`, `content import DIR`, `content diff`.
 * - export writes the live content (the database's) as files in content/'s layout, for a developer to commit;
 * - import makes a folder of such files the live content, through the editor's checks (each entry with its
 *   photos as a save of it is checked: schema, size bounds, photo format and size), in one transaction
 *   recorded in the change log as the CLI's actor; a folder that fails changes nothing; like every content
 *   write it is based on versions (the export's, else the ship's: import-bases.ts), and refused when a file it
 *   changes has moved since (decision 0025);
 * - diff lists the owner-changed entries whose shipped version differs, as the staff area does.
 */
import { mkdir, readdir, readFile, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { MANAGEMENT_ROLE } from "#contracts/staff.ts";
import { MediaBucketError } from "#server/content/bucket.ts";
import { checkUpdate, entryFileOf } from "#server/content/editor.ts";
import {
  type ContentActor,
  ContentConflictError,
  ContentWriteError,
  listContentFiles,
  readContentFiles,
  writeContentFiles,
} from "#server/content/files.ts";
import { folderContent } from "#server/content/folder-content.ts";
import { walkFiles } from "#server/content/folders.ts";
import { BASE_FILE, importBases, readExportBase, writeExportBase } from "#server/content/import-bases.ts";
import { isRequiredFile, readShippedContent } from "#server/content/ship.ts";
import type { Db } from "#server/db/client.ts";
import { writeFileAtomic } from "#server/lib/write-file-atomic.ts";
import { contentDifferenceViews } from "#server/staff/content-differences.ts";
import type { Output } from "./commands";

/** Who `content import` is in the change log: the command, with management's rights. */
export const CLI_ACTOR: ContentActor = { email: "staff CLI (content import)", role: MANAGEMENT_ROLE };

/** A problem the person at the keyboard can act on; nothing was changed. */
export class ContentCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentCommandError";
  }
}

async function isFolder(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => null))?.isDirectory() ?? false;
}

/** Removes the folders a removal left empty, up to (not including) the root. */
async function pruneEmpty(root: string, folder: string): Promise<void> {
  let current = folder;
  while (current.startsWith(`${root}${path.sep}`)) {
    if ((await readdir(current).catch(() => ["?"])).length > 0) return;
    await rmdir(current).catch(() => {});
    current = path.dirname(current);
  }
}

/**
 * Writes the live content into DIR in content/'s layout: each file whose bytes differ (a temporary file and a
 * rename), and removes the content files DIR has that the live content does not (anything else in DIR is
 * left alone).
 */
export async function exportContent(
  db: Db,
  dir: string,
  out: Output,
): Promise<{ written: string[]; unchanged: number; removed: string[] }> {
  const root = path.resolve(dir);
  const files = await readContentFiles(db);
  if (files.length === 0)
    throw new ContentCommandError(
      "The database holds no content yet: start the site once (it seeds the database from content/).",
    );
  await mkdir(root, { recursive: true });
  const written: string[] = [];
  let unchanged = 0;
  for (const file of files) {
    const target = path.join(root, file.path);
    // Paths come from the database, which only takes entry files; still, never write outside DIR.
    if (!entryFileOf(file.path) || !target.startsWith(`${root}${path.sep}`))
      throw new ContentCommandError(`${file.path} is not a content file: not exported`);
    const current = await readFile(target).catch(() => null);
    if (current?.equals(file.bytes)) {
      unchanged++;
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFileAtomic(target, file.bytes);
    written.push(file.path);
  }
  const live = new Set(files.map((file) => file.path));
  const stale: string[] = [];
  await walkFiles(root, async (relative) => {
    if (entryFileOf(relative) && !live.has(relative)) stale.push(relative);
  });
  for (const relative of stale) {
    await rm(path.join(root, relative), { force: true });
    await pruneEmpty(root, path.dirname(path.join(root, relative)));
  }
  out.write(
    `Exported ${files.length} file(s) to ${root}: ${written.length} written, ${unchanged} unchanged, ` +
      `${stale.length} removed.\n`,
  );
  // What this export was based on, for an import of the folder (import-bases.ts).
  await writeExportBase(root, files);
  for (const relative of written) out.write(`  written  ${relative}\n`);
  for (const relative of stale) out.write(`  removed  ${relative}\n`);
  return { written, unchanged, removed: stale };
}

/**
 * The editor's own checks (checkUpdate, as management) on each entry of the folder with its photos, as one save
 * of that entry would send them: the schema, the size bounds, a photo's format and size. The folder itself is
 * the content the checks read beside it. The first problem, or null.
 */
async function editorProblem(files: { path: string; bytes: Buffer }[], dir: string): Promise<string | null> {
  const entries = new Map<string, { path: string; contents: string }[]>();
  for (const file of files) {
    const entry = entryFileOf(file.path)?.entry ?? file.path;
    entries.set(entry, [
      ...(entries.get(entry) ?? []),
      { path: file.path, contents: file.bytes.toString("base64url") },
    ]);
  }
  for (const additions of entries.values()) {
    const checked = await checkUpdate(MANAGEMENT_ROLE, { additions, deletions: [] }, dir);
    if (!checked.ok) return checked.message.replace(/^Not saved: /, "");
    // The places kept whole (a slug or form name two places share, a gym no place is), against the folder.
    const refusal = await checked.rights?.(folderContent(dir));
    if (refusal) return refusal.message.replace(/^Not saved: /, "");
  }
  return null;
}

/**
 * Makes the content files under DIR the live content, as one change by the CLI: every entry checked first as
 * the editor checks a save of it; any problem names the entry and the field and changes nothing. Files the live content has and DIR lacks are deleted, except those the site needs.
 */
export async function importContent(
  db: Db,
  dir: string,
  out: Output,
): Promise<{ changed: string[]; version: number }> {
  const root = path.resolve(dir);
  if (!(await isFolder(root))) throw new ContentCommandError(`No such folder: ${dir}`);
  const files = await readShippedContent(root);
  const skipped: string[] = [];
  await walkFiles(root, async (relative) => {
    if (!entryFileOf(relative) && relative !== BASE_FILE) skipped.push(relative);
  });
  if (files.length === 0)
    throw new ContentCommandError(
      `${dir} holds no content files (content/'s layout: gyms/<slug>.yaml, company.yaml, ...): nothing imported`,
    );
  const names = new Set(files.map((file) => file.path));
  // Only the paths: no photo is fetched from the bucket to compare names.
  const live = await listContentFiles(db);
  const missing = live
    .filter((file) => isRequiredFile(file.path) && !names.has(file.path))
    .map((f) => f.path);
  if (missing.length > 0)
    throw new ContentCommandError(
      `Not imported: ${dir} lacks ${missing.join(", ")}, which the site needs. Nothing was changed.`,
    );
  const problem = await editorProblem(files, root);
  if (problem) throw new ContentCommandError(`Not imported: ${problem} Nothing was changed.`);
  let result: { changed: string[]; version: number };
  try {
    result = await writeContentFiles(db, {
      actor: CLI_ACTOR,
      files: files.map((file) => ({ path: file.path, bytes: file.bytes })),
      replaceAll: true,
      bases: importBases(files, live, await readExportBase(root)),
    });
  } catch (error) {
    if (error instanceof ContentConflictError)
      throw new ContentCommandError(
        `Not imported: ${error.entry} was changed by ${error.changedBy ?? "someone else"}` +
          `${error.changedAt ? ` at ${error.changedAt.toISOString()}` : ""}, after ${dir} was ${
            (await readExportBase(root)) ? "exported" : "shipped"
          }. Nothing was changed: export again, make your change there, and import that.`,
      );
    if (error instanceof ContentWriteError)
      throw new ContentCommandError(`Not imported: ${error.message}. Nothing was changed.`);
    if (error instanceof MediaBucketError)
      throw new ContentCommandError(`Not imported: ${error.message}. Nothing was changed; try again.`);
    throw error;
  }
  for (const relative of skipped) out.write(`  skipped  ${relative} (not a content file)\n`);
  for (const relative of result.changed) out.write(`  changed  ${relative}\n`);
  out.write(
    result.changed.length === 0
      ? `Imported ${root}: it matches the live content; nothing changed.\n`
      : `Imported ${root}: ${result.changed.length} file(s) changed, live on every instance within seconds ` +
          `(content version ${result.version}).\n`,
  );
  return result;
}

/** The owner-changed entries whose shipped version differs, each with its lines from the ship's to the owner's. */
export async function showContentDifferences(db: Db, out: Output): Promise<number> {
  const differences = await contentDifferenceViews(db);
  for (const difference of differences) {
    out.write(`${difference.entry} (${difference.path})\n`);
    out.write(`  the ship changed it: ${difference.noticedAt}\n`);
    out.write(
      `  the owner's version: ${difference.ownerChangedAt ?? "unknown"}` +
        `${difference.ownerChangedBy ? ` by ${difference.ownerChangedBy}` : ""}\n`,
    );
    if (difference.ownerBytes === null) out.write("  the owner deleted it; the ship still has it\n");
    else if (difference.shippedBytes === null) out.write("  the ship no longer has it\n");
    else if (!difference.text)
      out.write(
        `  not text: the ship's is ${difference.shippedBytes} bytes, the owner's ${difference.ownerBytes}\n`,
      );
    out.write(`  --- ship\n  +++ owner (live)\n`);
    for (const line of difference.lines)
      if (line.kind !== "same") out.write(`  ${line.kind === "removed" ? "-" : "+"} ${line.text}\n`);
    out.write("\n");
  }
  out.write(
    differences.length === 0
      ? "No differences: every entry the owner changed matches the ship, or the ship never changed it.\n"
      : `${differences.length} owner-changed file(s) differ from the ship; the owner's versions stay live.\n`,
  );
  return differences.length;
}
