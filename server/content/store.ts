/**
 * The site's content, read from CONTENT_DIR through Keystatic's reader and the one schema
 * (contracts/content/keystatic.config.ts), held in memory (decision 0013).
 *
 * - Loaders read a snapshot synchronously: no file is touched on a request.
 * - A change under CONTENT_DIR (fs.watch, and a 2 s poll of names, sizes and mtimes as the safety net where
 *   watching is unreliable) reloads it; `version()` changes only once the new snapshot is in place, which is
 *   what empties the page cache (server/pages).
 * - An entry that does not parse, fails its schema or its bounds (bounds.ts: bytes, no YAML aliases, size once
 *   read) never replaces its last good version: it is kept, the problem is named in `problems()` (GET
 *   /api/health) and logged once per change. A reload that fails as a whole keeps the content it had.
 * - An entry with no good version in memory (at start-up) falls back to the last good copy kept on disk
 *   (`lastGoodDir`, e.g. DATA_DIR/content-last-good, a cache rebuilt from every entry that reads well), else to
 *   the shipped one (`shippedDir`, the repository's or image's content/); `fallbacks()` names each such file
 *   and the log warns. Issue 30: content never takes the site down.
 */
import { type FSWatcher, watch } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import yaml from "js-yaml";
import { entryTextProblem, entryValueProblem } from "#contracts/content/bounds.ts";
import { contentConfig } from "#contracts/content/keystatic.config.ts";
import type { PhotoSlots } from "#contracts/content/media.ts";
import type { Offer, OfferGym } from "#contracts/content/offer.ts";
import { type OfferEntry, toOffer } from "#contracts/content/offers-live.ts";
import type {
  CollectionName,
  ContentFallback,
  ContentProblem,
  ContentReader,
  ContentSnapshot,
  SingletonName,
} from "#contracts/content/snapshot.ts";
import { writeFileAtomic } from "#server/lib/write-file-atomic.ts";
import { photoSlotsIn } from "./photos";
import { collectionPath, directorySignature, messageOf, readText, singletonPath } from "./store-files";

export { liveOffers, nextOfferBoundary, offerIsLive } from "#contracts/content/offers-live.ts";
export type {
  CollectionEntry,
  CollectionName,
  ContentFallback,
  ContentProblem,
  ContentSnapshot,
  SingletonEntry,
  SingletonName,
} from "#contracts/content/snapshot.ts";
export { readText } from "./store-files";
export type { Offer, OfferGym };

type Collections = typeof contentConfig.collections;
type Singletons = NonNullable<typeof contentConfig.singletons>;

interface Logger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

type Reader = ReturnType<typeof createReader<Collections, Singletons>>;
/** Reads one entry (linked files resolved) with a reader of some directory. */
type ReadEntry = (reader: Reader) => Promise<unknown>;

/** Collections whose entries the site needs: an entry missing here is looked for in the fallbacks too. */
const REQUIRED_COLLECTIONS: readonly CollectionName[] = ["gyms"];

const collections = Object.keys(contentConfig.collections) as CollectionName[];
const singletons = Object.keys(contentConfig.singletons ?? {}) as SingletonName[];

function emptySnapshot(): ContentSnapshot {
  const entries = Object.fromEntries(collections.map((name) => [name, {}])) as ContentSnapshot["entries"];
  return { offers: [], entries, singletons: {} };
}

export interface ContentStoreOptions {
  log?: Logger;
  /** How often the directory's signature is compared, as the watcher's safety net. */
  pollMs?: number;
  /** Where each entry that reads well is copied, to fall back on at the next start (a cache). */
  lastGoodDir?: string;
  /** The content shipped with the site: the last fallback for an entry that never read well here. */
  shippedDir?: string;
}

export class ContentStore implements ContentReader {
  readonly dir: string;
  private current: ContentSnapshot = emptySnapshot();
  private lastGood = new Map<string, unknown>();
  private currentProblems: ContentProblem[] = [];
  private currentFallbacks: ContentFallback[] = [];
  private readonly lastGoodDir?: string;
  private readonly shippedDir?: string;
  private generation = 0;
  private slots: { generation: number; slots: Promise<PhotoSlots> } | null = null;
  private signature = "";
  private assets = "";
  private loading: Promise<void> | null = null;
  private followUp: Promise<void> | null = null;
  private watcher: FSWatcher | null = null;
  private timer: NodeJS.Timeout | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private readonly log?: Logger;
  readonly loaded: Promise<void>;

  constructor(dir: string, options: ContentStoreOptions = {}) {
    this.dir = path.resolve(dir);
    this.log = options.log;
    this.lastGoodDir = options.lastGoodDir && path.resolve(options.lastGoodDir);
    const shipped = options.shippedDir && path.resolve(options.shippedDir);
    this.shippedDir = shipped === this.dir ? undefined : shipped;
    this.loaded = this.reload();
    try {
      this.watcher = watch(this.dir, { recursive: true, persistent: false }, () => this.soon());
      this.watcher.on("error", () => this.watcher?.close());
    } catch {
      // No recursive watch here (or no directory yet): the poll below still sees every change.
    }
    this.timer = setInterval(() => {
      if (this.readSignature() !== this.signature) this.soon();
    }, options.pollMs ?? 2000);
    this.timer.unref();
  }

  /** The content now: the last good version of every entry. */
  snapshot(): ContentSnapshot {
    return this.current;
  }

  /** Changes once a reload has put different content in place (the page cache's content version). */
  /** Read once per snapshot: every uncached render's root loader asks for them. */
  photoSlots(): Promise<PhotoSlots> {
    if (this.slots?.generation !== this.generation)
      this.slots = { generation: this.generation, slots: photoSlotsIn(this.dir, this.current) };
    return this.slots.slots;
  }

  version(): string {
    return String(this.generation);
  }

  problems(): ContentProblem[] {
    return this.currentProblems;
  }

  /** The files served from a fallback copy (the last good one kept on disk, or the shipped one). */
  fallbacks(): ContentFallback[] {
    return this.currentFallbacks;
  }

  /**
   * Reads the directory again; resolves once a read that started after this call is in place (the editor's
   * save answers only then). A read already running may have listed the files before the change, so a call
   * during it waits for one more read after it, shared by every call meanwhile.
   */
  reload(): Promise<void> {
    if (this.loading) {
      this.followUp ??= this.loading
        .catch(() => undefined)
        .then(() => {
          this.followUp = null;
          return this.reload();
        });
      return this.followUp;
    }
    this.loading = this.load()
      .catch((error: unknown) => {
        this.log?.error({ err: error }, "content: a reload failed; the content it had is served");
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  close(): void {
    this.watcher?.close();
    if (this.timer) clearInterval(this.timer);
    if (this.debounce) clearTimeout(this.debounce);
  }

  /** An editor writes a file in several events: one reload after they stop. */
  private soon(): void {
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => void this.reload(), 100);
    this.debounce.unref();
  }

  /** Every file under the directory, with its size and mtime: any change to any entry changes it. */
  private readSignature(): string {
    return directorySignature(this.dir);
  }

  /**
   * One entry: read and checked here (bounds, schema); else its last good version in memory, else its copy
   * in the fallback directories. Undefined when none reads.
   */
  private async entry(
    reader: Reader,
    key: string,
    file: string,
    read: ReadEntry,
    problems: ContentProblem[],
    fallbacks: ContentFallback[],
  ): Promise<unknown> {
    try {
      const text = await readText(path.join(this.dir, file));
      if (text === null) throw new Error("the file is missing");
      const entry = await checkedRead(text, reader, read);
      this.lastGood.set(key, entry);
      await this.keepLastGood(file, text);
      return entry;
    } catch (error) {
      problems.push({ file, message: messageOf(error) });
      const upgraded = await this.withNewFields(file, read);
      if (upgraded !== undefined) {
        fallbacks.push({ file, from: "stored copy with the shipped copy's new fields" });
        return upgraded;
      }
    }
    const kept = this.lastGood.get(key);
    if (kept !== undefined) return kept;
    for (const [dir, from] of [
      [this.lastGoodDir, "last good copy"],
      [this.shippedDir, "shipped copy"],
    ] as const) {
      if (!dir) continue;
      try {
        const text = await readText(path.join(dir, file));
        if (text === null) continue;
        const entry = await checkedRead(text, createReader(dir, contentConfig), read);
        fallbacks.push({ file, from });
        return entry;
      } catch {
        // This copy does not read either: the next one, if any.
      }
    }
    return undefined;
  }

  /**
   * An entry stored before its schema gained fields (a place saved before places were content, decision
   * 0030): the stored file with the top-level fields it lacks taken from the shipped copy of the same file,
   * so the owner's own changes stay served until the entry is saved again with the new fields. Undefined when
   * there is no shipped copy, nothing is missing, or the two together do not read either.
   */
  private async withNewFields(file: string, read: ReadEntry): Promise<unknown> {
    if (!this.shippedDir) return undefined;
    const [storedText, shippedText] = await Promise.all([
      readText(path.join(this.dir, file)).catch(() => null),
      readText(path.join(this.shippedDir, file)).catch(() => null),
    ]);
    if (storedText === null || shippedText === null) return undefined;
    let merged: string;
    try {
      const stored = yaml.load(storedText);
      const shipped = yaml.load(shippedText);
      if (!isRecord(stored) || !isRecord(shipped)) return undefined;
      const missing = Object.keys(shipped).filter((name) => !(name in stored));
      if (missing.length === 0) return undefined;
      merged = yaml.dump({ ...stored, ...Object.fromEntries(missing.map((name) => [name, shipped[name]])) });
    } catch {
      return undefined;
    }
    const scratch = await mkdtemp(path.join(tmpdir(), "novo-content-upgrade-"));
    try {
      await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
      await writeFile(path.join(scratch, file), merged);
      return await checkedRead(merged, createReader(scratch, contentConfig), read);
    } catch {
      return undefined;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /** Copies an entry's file that read well to the last good copies, unless it is there already. */
  private async keepLastGood(file: string, text: string): Promise<void> {
    if (!this.lastGoodDir) return;
    const target = path.join(this.lastGoodDir, file);
    try {
      if ((await readText(target)) === text) return;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFileAtomic(target, text);
    } catch (error) {
      // A cache: the site runs without it.
      this.log?.error({ err: error, contentFile: file }, "content: the last good copy could not be kept");
    }
  }

  /** The slugs of a collection in the fallback directories. */
  private async fallbackSlugs(name: CollectionName): Promise<string[]> {
    const slugs: string[] = [];
    for (const dir of [this.lastGoodDir, this.shippedDir]) {
      if (!dir) continue;
      try {
        slugs.push(...(await createReader(dir, contentConfig).collections[name].list()));
      } catch {
        // No such directory: nothing to fall back on there.
      }
    }
    return slugs;
  }

  private async load(): Promise<void> {
    this.signature = this.readSignature();
    const reader = createReader(this.dir, contentConfig);
    const problems: ContentProblem[] = [];
    const fallbacks: ContentFallback[] = [];
    const next = emptySnapshot();
    const seen = new Set<string>();
    for (const name of collections) {
      let slugs: string[] = [];
      try {
        slugs = await reader.collections[name].list();
      } catch (error) {
        problems.push({ file: `${name}/`, message: messageOf(error) });
      }
      if (REQUIRED_COLLECTIONS.includes(name))
        slugs = [...new Set([...slugs, ...(await this.fallbackSlugs(name))])];
      for (const slug of slugs.sort()) {
        const key = `${name}/${slug}`;
        seen.add(key);
        const read: ReadEntry = (from) => from.collections[name].read(slug, { resolveLinkedFiles: true });
        const entry = await this.entry(
          reader,
          key,
          `${collectionPath(name)}${slug}.yaml`,
          read,
          problems,
          fallbacks,
        );
        if (entry === undefined) continue;
        (next.entries[name] as Record<string, unknown>)[slug] = entry;
        if (name === "offers") next.offers.push(toOffer(slug, entry as OfferEntry));
      }
    }
    for (const name of singletons) {
      const key = `singleton:${name}`;
      seen.add(key);
      // The reader's type is `never` while the config has no singleton yet.
      const read: ReadEntry = (from) =>
        (from.singletons[name] as { read(options: object): Promise<unknown> }).read({
          resolveLinkedFiles: true,
        });
      const entry = await this.entry(reader, key, `${singletonPath(name)}.yaml`, read, problems, fallbacks);
      if (entry !== undefined) (next.singletons as Record<string, unknown>)[name] = entry;
    }
    for (const key of [...this.lastGood.keys()]) if (!seen.has(key)) this.lastGood.delete(key);

    const before = new Set(this.currentProblems.map((p) => `${p.file}\n${p.message}`));
    for (const problem of problems)
      if (!before.has(`${problem.file}\n${problem.message}`))
        this.log?.error(
          { contentFile: problem.file, problem: problem.message },
          "content: a file failed its schema; its last good version is served",
        );
    if (problems.length === 0 && this.currentProblems.length > 0)
      this.log?.info({}, "content: every file is valid again");
    this.currentProblems = problems;
    const served = new Set(this.currentFallbacks.map((f) => `${f.file}\n${f.from}`));
    for (const fallback of fallbacks)
      if (!served.has(`${fallback.file}\n${fallback.from}`))
        this.log?.warn(
          { contentFile: fallback.file, from: fallback.from },
          `content: ${fallback.file} is missing or invalid; its ${fallback.from} is served`,
        );
    this.currentFallbacks = fallbacks;
    // An uploaded photo replaced under the same name changes no entry, but the pages must name its new hash.
    const assets = this.signature
      .split("|")
      .filter((part) => !/\.ya?ml:/.test(part))
      .join("|");
    if (JSON.stringify(next) !== JSON.stringify(this.current) || assets !== this.assets) {
      this.assets = assets;
      this.current = next;
      this.generation += 1;
    }
  }
}

/** The entry as the schema reads it, after its text passed the bounds and before its size is trusted. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

async function checkedRead(text: string, reader: Reader, read: ReadEntry): Promise<unknown> {
  const textProblem = entryTextProblem(text);
  if (textProblem) throw new Error(textProblem);
  const entry = await read(reader);
  if (entry === null) throw new Error("the file is missing or empty");
  const sizeProblem = entryValueProblem(entry);
  if (sizeProblem) throw new Error(sizeProblem);
  return entry;
}
