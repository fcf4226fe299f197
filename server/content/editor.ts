/**
 * The content editor's save checks (decision 0017), run before anything is written:
 * - the request's shape: each path once (a path named twice, or both written and deleted, is a 400), and,
 *   from the editor, the version each file was based on (`base`, decision 0025);
 * - every addition is decoded, parsed and validated by Keystatic's reader with the one schema the site reads
 *   (keystatic.config.ts): a failure is a 400 naming the entry and the field, and nothing is written;
 * - an uploaded photo must be a real image of sane size (editor-photo.ts);
 * - per-role rights (editor-rights.ts), returned as a check the write runs inside its transaction
 *   against the database's current entries, not against this instance's working copy.
 * The same checks guard a put-back and `content import`; server/content/save.ts (saveContent) runs them.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import { entryTextProblem, entryValueProblem } from "#contracts/content/bounds.ts";
import { contentConfig } from "#contracts/content/keystatic.config.ts";
import { placesOf } from "#contracts/content/places.server.ts";
import type { ContentRefusal, CurrentContent } from "#contracts/staff-content.ts";
import {
  base64UrlDecode,
  type ContentUpdate,
  type EntryFile,
  entryFileOf,
  updateSchema,
} from "./editor-paths";
import { photoProblem, tooManyAssets } from "./editor-photo";
import { gymOfRole, gymRefusal } from "./editor-rights";
import { placesRefusal, type SavedEntry } from "./places-check";
import { contentStoreFor } from "./stores";

export { base64UrlDecode, base64UrlEncode, type ContentUpdate, entryFileOf } from "./editor-paths";
export { GYM_EDITABLE_FIELDS, gymOfRole, restoreUpdate, roleMaySee } from "./editor-rights";

/**
 * The checks a save runs inside the write's transaction against the database's current content: the places
 * kept whole (a 400, places-check.ts) and the role's rights (a 403); null when the save may be made.
 */
export type RightsCheck = (current: CurrentContent) => Promise<ContentRefusal | null>;

export type UpdateCheck =
  | {
      ok: true;
      update: ContentUpdate;
      /** The version each file was based on, where the save says (sha, or null: no such file). */
      bases: Map<string, string | null>;
      rights: RightsCheck | null;
    }
  | { ok: false; status: 400 | 403; message: string };

export interface CheckOptions {
  /** Every addition and deletion must say its base (the editor's saves, through our patched client). */
  requireBases?: boolean;
  /** The first segments of the site's routes, which no place may take (places-check.ts). */
  routeSegments?: readonly string[];
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** An entry read through the schema: a collection's by slug, or a singleton. */
type ContentReader = ReturnType<typeof createReader<Collections, Singletons>>;
type Collections = typeof contentConfig.collections;
type Singletons = NonNullable<typeof contentConfig.singletons>;

function readEntry(reader: ContentReader, file: EntryFile): Promise<unknown> {
  if (file.singleton) {
    // The reader's singleton type is a union of every singleton's reader; each reads the same way.
    const singletonReader = reader.singletons[file.singleton] as { read(): Promise<unknown> };
    return singletonReader.read();
  }
  return file.collection ? reader.collections[file.collection].read(file.slug) : Promise.resolve(null);
}

/** The reader's own message, without its "Invalid data for ..." preamble (the entry is named by the caller). */
function readerMessage(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).trim();
  return text.replace(/^Invalid data for "[^"]*" in collection "[^"]*":\s*/, "").replace(/\s+/g, " ");
}

/**
 * Reads entries through Keystatic's reader and the site's schema, as server/content/store.ts does:
 * the proposed files are written to a scratch directory of their own, so an invalid one never reaches
 * CONTENT_DIR.
 */
async function readProposed(
  files: { file: EntryFile; path: string; bytes: Buffer }[],
): Promise<Map<string, { value: unknown } | { problem: string }>> {
  const results = new Map<string, { value: unknown } | { problem: string }>();
  if (files.length === 0) return results;
  const scratch = await mkdtemp(path.join(tmpdir(), "novo-content-check-"));
  try {
    for (const { path: filePath, bytes } of files) {
      await mkdir(path.dirname(path.join(scratch, filePath)), { recursive: true });
      await writeFile(path.join(scratch, filePath), bytes);
    }
    const reader = createReader(scratch, contentConfig);
    for (const { file } of files) {
      if (!file.data) continue;
      try {
        const value = await readEntry(reader, file);
        results.set(file.entry, value === null ? { problem: "the file is empty" } : { value });
      } catch (error) {
        results.set(file.entry, { problem: readerMessage(error) });
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return results;
}

const refused = (status: 400 | 403, message: string): UpdateCheck => ({ ok: false, status, message });

/**
 * Checks a save before it is written: the request's shape, every path, every addition against the schema.
 * On success, the bases it names and the role's rights, for the write to check inside its transaction.
 */
export async function checkUpdate(
  role: string,
  body: unknown,
  contentDir: string,
  options: CheckOptions = {},
): Promise<UpdateCheck> {
  const parsed = updateSchema.safeParse(body);
  if (!parsed.success) return refused(400, "Not saved: the save request could not be read.");
  const update = parsed.data;
  const seen = new Set<string>();
  const bases = new Map<string, string | null>();
  for (const item of [...update.additions, ...update.deletions]) {
    if (seen.has(item.path))
      return refused(
        400,
        `Not saved: ${item.path} is named twice in one save (written twice, or written and deleted).`,
      );
    seen.add(item.path);
    if (item.base !== undefined) bases.set(item.path, item.base);
    else if (options.requireBases)
      return refused(
        400,
        `Not saved: the save does not say which version of ${item.path} it was based on. Reload the editor and save again.`,
      );
  }

  const additions: { file: EntryFile; path: string; bytes: Buffer }[] = [];
  for (const addition of update.additions) {
    const file = entryFileOf(addition.path);
    if (!file) return refused(400, `Not saved: ${addition.path} is not a file of a content entry.`);
    const bytes = base64UrlDecode(addition.contents);
    if (file.data) {
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        return refused(400, `Not saved: ${file.entry} is not UTF-8 text.`);
      }
      const problem = entryTextProblem(text);
      if (problem) return refused(400, `Not saved: ${file.entry} is not valid. ${problem}`);
    }
    // Only a photo entry has a file beside it: its image.
    if (!file.data && file.collection !== "photos")
      return refused(400, `Not saved: ${addition.path}: only a photo entry keeps a file beside it.`);
    if (file.collection === "photos" && !file.data) {
      const problem = await photoProblem(path.posix.basename(addition.path), bytes);
      if (problem) return refused(400, `Not saved: ${file.entry} is not valid. ${problem}`);
    }
    additions.push({ file, path: addition.path, bytes });
  }
  const deletions: { file: EntryFile; path: string }[] = [];
  for (const deletion of update.deletions) {
    const file = entryFileOf(deletion.path);
    if (!file) return refused(400, `Not saved: ${deletion.path} is not a file of a content entry.`);
    if (file.data && (file.singleton || file.collection === "gyms"))
      return refused(
        400,
        `Not saved: ${file.entry} cannot be deleted; the site needs it. Change its fields instead.`,
      );
    deletions.push({ file, path: deletion.path });
  }
  const assetsProblem = await tooManyAssets(contentDir, additions, deletions);
  if (assetsProblem) return refused(400, assetsProblem);

  // The schema, on every entry the save writes (what the site's reader would make of it).
  const proposed = await readProposed(additions);
  for (const { file } of additions) {
    const result = proposed.get(file.entry);
    if (result && "problem" in result)
      return refused(400, `Not saved: ${file.entry} is not valid. ${result.problem}`);
    const tooLarge = result && "value" in result ? entryValueProblem(result.value) : null;
    if (tooLarge) return refused(400, `Not saved: ${file.entry} is not valid. ${tooLarge}`);
  }

  const saved: SavedEntry[] = additions.flatMap(({ file }) => {
    const result = proposed.get(file.entry);
    if (!file.data || !result || !("value" in result)) return [];
    return [{ file, value: result.value }];
  });
  const placesCheck = async (current: CurrentContent): Promise<ContentRefusal | null> => {
    const why = await placesRefusal(saved, current, options.routeSegments ?? []);
    return why ? { status: 400, message: why } : null;
  };
  const places = await placesOf({ content: contentStoreFor(contentDir) });
  const gym = gymOfRole(role, places);
  if (gym === null) return { ok: true, update, bases, rights: placesCheck };
  if (gym === "") return refused(403, "Not allowed: this role edits no content.");
  const gymLabel = places.find((candidate) => candidate.formName === role)?.name ?? "Your gym";
  const touched = [...additions.map((a) => a.file), ...deletions.map((d) => d.file)];
  const rights: RightsCheck = async (database) => {
    const currentText = (filePath: string) => database.text(filePath);
    // Each touched entry as the database holds it now, read through the schema (undefined: it does not read).
    const current = new Map<string, { file: EntryFile; path: string; bytes: Buffer }>();
    for (const file of touched) {
      const text = currentText(file.dataPath);
      if (text !== null)
        current.set(file.entry, {
          file: { ...file, data: true },
          path: file.dataPath,
          bytes: Buffer.from(text),
        });
    }
    const read = await readProposed([...current.values()]);
    for (const file of touched) {
      const was = read.get(file.entry);
      const before = !current.has(file.entry) ? null : was && "value" in was ? was.value : undefined;
      const deleted = deletions.some((d) => d.file.entry === file.entry && d.file.data);
      const added = proposed.get(file.entry);
      const after = deleted ? null : added && "value" in added ? added.value : before;
      const refusal = gymRefusal(gym, file, before, after, gymLabel);
      if (refusal) return refusal;
    }
    return placesCheck(database);
  };
  return { ok: true, update, bases, rights };
}
