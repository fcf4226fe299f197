/**
 * The content editor's save checks (decision 0017), run before Keystatic's handler writes anything:
 * - every addition is decoded, parsed and validated by Keystatic's reader with the one schema the site reads
 *   (keystatic.config.ts): a failure is a 400 naming the entry and the field, and nothing is written;
 * - an uploaded photo must be a real JPEG, PNG, WebP or AVIF image of sane size (sharp reads it; 400 naming
 *   the image field otherwise);
 * - per-role rights: management changes everything; a gym's inbox changes only its own gym's hours, photos
 *   (the photo entries filling its own slots) and amenities (field by field, against the current file), the offers that apply to its gym alone,
 *   and the tour closed dates for its gym alone (tours.yaml, date by date; the capacity stays management's):
 *   anything else is a 403 with a message.
 * The same checks guard a put-back from the change log; app/content/save.server.ts (saveContent) runs them and
 * is the one place content is written.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { createReader } from "@keystatic/core/reader";
import yaml from "js-yaml";
import sharp from "sharp";
import { z } from "zod";
import { type ContentChangeInput, MANAGEMENT_ROLE } from "#contracts/staff.ts";
import { ENTRY_MAX_ASSETS, entryTextProblem, entryValueProblem } from "./bounds";
import { identityByFormName } from "./gym-identity";
import { gymsOf } from "./gyms.server";
import { contentConfig } from "./keystatic.config";
import { PHOTO_FORMATS, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_MIN_SIDE, slotGym } from "./schemas/photos";
import { contentStoreFor, readText } from "./store.server";

type Collection = keyof typeof contentConfig.collections;
const collectionNames = Object.keys(contentConfig.collections) as Collection[];
type Singleton = keyof NonNullable<typeof contentConfig.singletons>;
const singletons = (contentConfig.singletons ?? {}) as Record<Singleton, { path?: string }>;

/**
 * The gym entry's fields a gym's inbox may change (issue 17: its hours, photos and amenities); every other
 * field (its price, name, address, contact details, map position, copy and ids) stays management's.
 */
export const GYM_EDITABLE_FIELDS: readonly string[] = [
  "access",
  "staffed",
  "recovery",
  "amenities",
  "photos",
];

/** Keystatic's save request: `{ additions: [{ path, contents (base64url) }], deletions: [{ path }] }`. */
const updateSchema = z.object({
  additions: z.array(z.object({ path: z.string().max(500), contents: z.string() })).max(100),
  deletions: z.array(z.object({ path: z.string().max(500) })).max(100),
});
export type ContentUpdate = z.infer<typeof updateSchema>;

export type UpdateCheck =
  | { ok: true; update: ContentUpdate; changes: ContentChangeInput[] }
  | { ok: false; status: 400 | 403; message: string };

/** A file under CONTENT_DIR that belongs to an entry: its data file, or an asset in the entry's folder. */
interface EntryFile {
  /** null for a singleton's file (pages/faq.yaml): management's alone. */
  collection: Collection | null;
  singleton?: Singleton;
  slug: string;
  /** collection/slug */
  entry: string;
  /** The entry's YAML data file, whose contents the schema checks. */
  data: boolean;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const ASSET = /^[A-Za-z0-9][A-Za-z0-9._-]{0,149}$/;

/** Which entry a path is part of, or null for any path outside the collections' entries. */
export function entryFileOf(filePath: string): EntryFile | null {
  if (filePath.includes("\\") || filePath.split("/").some((part) => part === "." || part === ".."))
    return null;
  for (const [name, singleton] of Object.entries(singletons) as [Singleton, { path?: string }][]) {
    const file = `${(singleton.path ?? name).replace(/\/$/, "")}.yaml`;
    if (filePath === file)
      return { collection: null, singleton: name, slug: name, entry: file.slice(0, -5), data: true };
  }
  for (const collection of collectionNames) {
    // "offers/*" keeps each entry in offers/<slug>.yaml, and its assets (photos) in offers/<slug>/.
    const dir = (contentConfig.collections[collection].path ?? `${collection}/*`).replace(/\*$/, "");
    if (!filePath.startsWith(dir)) continue;
    const rest = filePath.slice(dir.length).split("/");
    const [first = "", second] = rest;
    if (rest.length === 1 && first.endsWith(".yaml")) {
      const slug = first.slice(0, -".yaml".length);
      if (SLUG.test(slug)) return { collection, slug, entry: `${collection}/${slug}`, data: true };
    }
    if (rest.length === 2 && SLUG.test(first) && ASSET.test(second ?? ""))
      return { collection, slug: first, entry: `${collection}/${first}`, data: false };
  }
  return null;
}

export function base64UrlDecode(text: string): Buffer {
  return Buffer.from(text, "base64url");
}

export function base64UrlEncode(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
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
 * Reads entries through Keystatic's reader and the site's schema, as app/content/store.server.ts does:
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

/** The current entry, read from CONTENT_DIR through the schema; undefined when it does not read. */
async function readCurrent(contentDir: string, file: EntryFile): Promise<unknown> {
  try {
    return (await readEntry(createReader(contentDir, contentConfig), file)) ?? null;
  } catch {
    return undefined;
  }
}

/**
 * Why an uploaded photo (an asset of a photos entry) is refused, or null: it must be the entry's image field
 * (`image.<ext>`), a real image by its own bytes (sharp reads its header), of an allowed format, size and shape.
 */
async function photoProblem(name: string, bytes: Buffer): Promise<string | null> {
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
  return null;
}

const refused = (status: 400 | 403, message: string): UpdateCheck => ({ ok: false, status, message });

/** Why the files beside an entry would be too many after this save, or null. */
async function tooManyAssets(
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

/** The gym an inbox role speaks for ("novogreenwich" → "greenwich"), or null for management. */
export function gymOfRole(role: string): string | null {
  if (role === MANAGEMENT_ROLE) return null;
  return identityByFormName(role)?.slug ?? "";
}

/**
 * The closed dates of a tours entry that are not this gym's alone, each as stable text, sorted: what a gym's
 * inbox must leave as it was. A date for one gym is hours-like (a gym shut for a local event), so the gym's
 * inbox, which changes its hours, changes those too; a date for every gym, or another's, is management's.
 */
function othersClosedDates(entry: unknown, gym: string): string[] {
  const dates = (entry as { closedDates?: unknown } | null)?.closedDates;
  if (!Array.isArray(dates)) return [];
  return dates
    .filter((closed) => !onlyGym(offerGyms(closed), gym))
    .map((closed) => JSON.stringify(closed, Object.keys(closed as object).sort()))
    .sort();
}

const onlyGym = (gyms: readonly string[], gym: string) => gyms.length === 1 && gyms[0] === gym;

function offerGyms(entry: unknown): string[] {
  const gyms = (entry as { gyms?: unknown } | null)?.gyms;
  return Array.isArray(gyms) ? gyms.map(String) : [];
}

/**
 * Why a gym's inbox may not make this change to one entry, or null when it may. `before` is the current
 * entry (null: none; undefined: the file does not read), `after` the proposed one (null: a deletion).
 */
function gymRefusal(
  gym: string,
  file: EntryFile,
  before: unknown,
  after: unknown,
  gymLabel: string,
): string | null {
  const yours = `${gymLabel}'s inbox may change its own gym's hours, closed dates, offers, photos and amenities only`;
  if (file.collection === "gyms") {
    if (file.slug !== gym) return `Not allowed: ${file.entry} is another gym's entry (${yours}).`;
    if (!file.data) return null;
    if (before === null || after === null)
      return `Not allowed: only management adds or deletes a gym (${yours}).`;
    if (before === undefined)
      return `Not allowed: ${file.entry} does not read as it stands; ask management to correct it.`;
    const fields = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
    for (const field of fields) {
      if (GYM_EDITABLE_FIELDS.includes(field)) continue;
      const was = (before as Record<string, unknown>)[field];
      const now = (after as Record<string, unknown>)[field];
      if (!isDeepStrictEqual(was, now))
        return `Not allowed: ${field} of ${file.entry} is management's to change (${yours}).`;
    }
    return null;
  }
  if (file.collection === "offers") {
    const onlyYours = (entry: unknown) => onlyGym(offerGyms(entry), gym);
    if (before === undefined)
      return `Not allowed: ${file.entry} does not read as it stands; ask management to correct it.`;
    if (before !== null && !onlyYours(before))
      return `Not allowed: ${file.entry} applies to other gyms too; only management changes it (${yours}).`;
    if (after !== null && file.data && !onlyYours(after))
      return `Not allowed: an offer your inbox saves must apply to ${gymLabel} alone (${yours}).`;
    return null;
  }
  if (file.singleton === "tours") {
    if (before === undefined)
      return `Not allowed: ${file.entry} does not read as it stands; ask management to correct it.`;
    if (before === null || after === null)
      return `Not allowed: only management adds or deletes the tour settings (${yours}).`;
    const capacity = (entry: unknown) => (entry as { capacity?: unknown }).capacity;
    if (capacity(before) !== capacity(after))
      return `Not allowed: capacity of ${file.entry} is management's to change (${yours}).`;
    if (!isDeepStrictEqual(othersClosedDates(before, gym), othersClosedDates(after, gym)))
      return `Not allowed: a closed date for every gym or another gym is management's to change; yours must name ${gymLabel} alone (${yours}).`;
    return null;
  }
  if (file.collection === "photos") {
    // A photo is its gym's when the slot it fills is (the slot's key starts with the gym's id).
    const slotOf = (entry: unknown) => String((entry as { slot?: unknown } | null)?.slot ?? "");
    if (before === undefined)
      return `Not allowed: ${file.entry} does not read as it stands; ask management to correct it.`;
    if (before === null && after === null)
      return `Not allowed: ${file.entry} is not a photo entry yet; save its entry with the photo.`;
    for (const entry of [before, after])
      if (entry !== null && slotGym(slotOf(entry)) !== gym)
        return `Not allowed: ${slotOf(entry)} is not one of ${gymLabel}'s photos (${yours}).`;
    return null;
  }
  return `Not allowed: ${file.entry} is management's to change (${yours}).`;
}

/**
 * Checks a save before it is written: the request's shape, every path, every addition against the schema,
 * and the role's rights. On success, what each file was and will be (for the change log).
 */
export async function checkUpdate(role: string, body: unknown, contentDir: string): Promise<UpdateCheck> {
  const parsed = updateSchema.safeParse(body);
  if (!parsed.success) return refused(400, "Not saved: the save request could not be read.");
  const update = parsed.data;

  const additions: { file: EntryFile; path: string; bytes: Buffer; text: string | null }[] = [];
  for (const addition of update.additions) {
    const file = entryFileOf(addition.path);
    if (!file) return refused(400, `Not saved: ${addition.path} is not a file of a content entry.`);
    const bytes = base64UrlDecode(addition.contents);
    let text: string | null = null;
    if (file.data) {
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
    additions.push({ file, path: addition.path, bytes, text });
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

  const gym = gymOfRole(role);
  if (gym !== null) {
    const gyms = await gymsOf({ content: contentStoreFor(contentDir) });
    const gymLabel = gyms.find((candidate) => candidate.formName === role)?.name ?? "Your gym";
    if (gym === "") return refused(403, "Not allowed: this role edits no content.");
    const touched = [...additions.map((a) => a.file), ...deletions.map((d) => d.file)];
    for (const file of touched) {
      const dataFile = { ...file, data: true };
      const before = await readCurrent(contentDir, dataFile);
      const deleted = deletions.some((d) => d.file.entry === file.entry && d.file.data);
      const added = proposed.get(file.entry);
      const after = deleted ? null : added && "value" in added ? added.value : before;
      const why = gymRefusal(gym, file, before, after, gymLabel);
      if (why) return refused(403, why);
    }
  }

  const changes: ContentChangeInput[] = [];
  for (const { file, path: filePath, text } of additions) {
    if (!file.data) continue;
    const previous = await readText(path.join(contentDir, filePath));
    if (previous === text) continue;
    changes.push({ entry: file.entry, path: filePath, kind: "save", previous, contents: text });
  }
  for (const { file, path: filePath } of deletions) {
    if (!file.data) continue;
    const previous = await readText(path.join(contentDir, filePath));
    if (previous === null) continue;
    changes.push({ entry: file.entry, path: filePath, kind: "delete", previous, contents: null });
  }
  return { ok: true, update, changes };
}

/** May this role see (and put back) changes of this entry? Management: all; a gym: its own entries. */
export function roleMaySee(
  role: string,
  change: { entry: string; previous: string | null; contents: string | null },
): boolean {
  const gym = gymOfRole(role);
  if (gym === null) return true;
  if (!gym) return false;
  if (change.entry === `gyms/${gym}`) return true;
  const parsed = (text: string | null): unknown => {
    try {
      return text === null ? null : yaml.load(text);
    } catch {
      return null;
    }
  };
  // The tour settings: a change that touched this gym's own closed dates (those for it alone).
  if (change.entry === "tours") {
    const own = (text: string | null) => {
      const dates = (parsed(text) as { closedDates?: unknown } | null)?.closedDates;
      return JSON.stringify(Array.isArray(dates) ? dates.filter((c) => onlyGym(offerGyms(c), gym)) : []);
    };
    return own(change.previous) !== own(change.contents);
  }
  if (!change.entry.startsWith("offers/")) return false;
  // An offer is the gym's when it applied to that gym alone before or after the change.
  const onlyYours = (text: string | null) => text !== null && onlyGym(offerGyms(parsed(text)), gym);
  return onlyYours(change.previous) || onlyYours(change.contents);
}

/**
 * The save that puts a file back as it was before a change: the previous text again, or the file deleted
 * when the change created it.
 */
export function restoreUpdate(change: { path: string; previous: string | null }): ContentUpdate {
  return change.previous === null
    ? { additions: [], deletions: [{ path: change.path }] }
    : { additions: [{ path: change.path, contents: base64UrlEncode(change.previous) }], deletions: [] };
}
