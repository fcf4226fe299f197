/**
 * The spool's journal: submissions the database could not take, kept on disk until the replay moves them in
 * (docs/decisions/0011-durable-spool.md). One folder per instance under DATA_DIR/spool (0700), one file per
 * record, each 0600, named so that a sorted listing is arrival order. A record is written to a temporary
 * name, fsync'd, renamed into place and the directory fsync'd before append() resolves: a record that is
 * listed was written whole, and one cut short by a crash is only ever a temporary file, never answered 2xx.
 * Each file starts with a header giving the body's length and its HMAC-SHA256 under SPOOL_KEY (kept in
 * DATA_DIR/secrets.json, so it is there while the database is away), so a torn, damaged or forged record
 * (one written by anyone without the key) is detected on read, set aside and logged (by id only) rather
 * than replayed. An erased record leaves an empty mark (`<name>.erased`) for the replayer to act on.
 */
import type { Dirent } from "node:fs";
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { ensureSecrets } from "#config/secrets.ts";
import {
  DAMAGED_SUFFIX,
  ERASED_SUFFIX,
  frame,
  fsyncDir,
  isDamaged,
  isRecord,
  RECORD_SUFFIX,
  TEMP_PREFIX,
  unframe,
} from "./record-file.ts";

export { arrivalOf, type Damage, damagedText, isDamaged, unframe } from "./record-file.ts";

/** The journal is full (SPOOL_MAX_MB) or cannot be written (disk full, permissions): nothing was kept. */
export class SpoolRefusedError extends Error {
  constructor(
    readonly reason: "cap" | "io",
    options?: { cause?: unknown },
  ) {
    super(reason === "cap" ? "spool: size cap reached" : "spool: the journal cannot be written", options);
    this.name = "SpoolRefusedError";
  }
}

export interface JournalEntry<T> {
  /** The file's name: its place in arrival order. */
  name: string;
  id: string;
  receivedAt: Date;
  record: T;
}

export interface JournalLog {
  warn(object: object, message: string): void;
}

export interface JournalOptions {
  /** DATA_DIR/spool. */
  dir: string;
  /** Bytes the records may take together; past this, append() refuses. */
  maxBytes: number;
  log?: JournalLog;
  /** SPOOL_KEY. Unset: the one in secrets.json of the DATA_DIR that `dir` is the spool folder of. */
  key?: string;
}

export function spoolDir(dataDir: string): string {
  return path.join(dataDir, "spool");
}

/** The key of every record in DATA_DIR/spool: generated once per DATA_DIR, shared by all that share it. */
export function spoolKey(dataDir: string): string {
  return ensureSecrets(dataDir, ["SPOOL_KEY"]).SPOOL_KEY;
}

/**
 * Every journal folder under DATA_DIR/spool: the folder itself (records of a single instance before
 * folders per instance, and tests) and each instance's folder in it.
 */
export async function journalDirs(dataDir: string): Promise<string[]> {
  const root = spoolDir(dataDir);
  let listing: Dirent[];
  try {
    listing = await readdir(root, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return [
    root,
    ...listing
      .filter((d) => d.isDirectory())
      .map((d) => path.join(root, d.name))
      .sort(),
  ];
}

export class Journal<T extends { id: string; receivedAt: string }> {
  readonly dir: string;
  private readonly maxBytes: number;
  private readonly log?: JournalLog;
  private readonly givenKey?: string;
  private bytes = 0;
  private sizes = new Map<string, number>();
  /** Appends under way: counted, not yet listed under their final name. */
  private pending = new Set<string>();
  private sequence = 0;
  private lastMs = 0;
  private opened = false;

  constructor(options: JournalOptions) {
    this.dir = options.dir;
    this.maxBytes = options.maxBytes;
    this.log = options.log;
    this.givenKey = options.key;
  }

  private get key(): string {
    return this.givenKey ?? spoolKey(path.dirname(this.dir));
  }

  /**
   * Creates the folder (0700) and counts what is there. The owner (the server that appends) also removes
   * temporaries of an append cut short by a crash; another process (the staff CLI) must not, as the server's
   * own appends in flight are temporaries too.
   */
  async open(options: { owner?: boolean } = {}): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await chmod(this.dir, 0o700);
    this.sizes.clear();
    this.bytes = 0;
    for (const name of await readdir(this.dir)) {
      // Never fsync'd into place: no visitor was told it was kept.
      if (name.startsWith(TEMP_PREFIX)) {
        if (options.owner) await rm(path.join(this.dir, name), { force: true });
      } else if (isRecord(name)) {
        const size = (await stat(path.join(this.dir, name))).size;
        this.sizes.set(name, size);
        this.bytes += size;
      }
    }
    this.opened = true;
  }

  /** Records waiting (as of this process's last look). */
  depth(): number {
    return this.sizes.size;
  }

  /** Whether a record of this many bytes would be taken now. */
  hasRoom(bytes = 0): boolean {
    return this.bytes + bytes <= this.maxBytes;
  }

  /** Writes the record whole and durably; resolves only once it would survive a crash or power loss. */
  async append(record: T): Promise<string> {
    if (!this.opened) await this.open({ owner: true });
    const data = frame(this.key, Buffer.from(JSON.stringify(record)));
    if (!this.hasRoom(data.length)) throw new SpoolRefusedError("cap");
    const name = this.nextName(record);
    // Counted before the write so concurrent appends cannot overshoot the cap together.
    this.sizes.set(name, data.length);
    this.bytes += data.length;
    this.pending.add(name);
    const temp = path.join(this.dir, `${TEMP_PREFIX}${name}`);
    try {
      const handle = await open(temp, "wx", 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, path.join(this.dir, name));
      await fsyncDir(this.dir);
    } catch (error) {
      this.forget(name);
      await rm(temp, { force: true }).catch(() => {});
      await rm(path.join(this.dir, name), { force: true }).catch(() => {});
      throw new SpoolRefusedError("io", { cause: error });
    } finally {
      this.pending.delete(name);
    }
    return name;
  }

  private nextName(record: T): string {
    const ms = Math.max(Date.parse(record.receivedAt) || Date.now(), this.lastMs);
    this.sequence = ms === this.lastMs ? this.sequence + 1 : 0;
    this.lastMs = ms;
    // Sorting the names sorts by arrival: milliseconds, then the order within one millisecond.
    return `${String(ms).padStart(15, "0")}-${String(this.sequence).padStart(6, "0")}-${record.id}${RECORD_SUFFIX}`;
  }

  /**
   * The names of the records in place, oldest first, without reading them. Also recounts: a record removed
   * by another process (the staff CLI's erasure) leaves the count, one it did not know of joins it.
   */
  async names(): Promise<string[]> {
    if (!this.opened) await this.open();
    const known = new Set(this.sizes.keys());
    const names = (await readdir(this.dir)).filter(isRecord).sort();
    const listed = new Set(names);
    // Only names known before the listing: one appended since is not in it but is there.
    for (const name of known) if (!listed.has(name) && !this.pending.has(name)) this.forget(name);
    for (const name of names)
      if (!this.sizes.has(name)) {
        const size = await stat(path.join(this.dir, name)).then(
          (s) => s.size,
          () => null,
        );
        if (size !== null && !this.sizes.has(name)) {
          this.sizes.set(name, size);
          this.bytes += size;
        }
      }
    return names;
  }

  /** Every readable record, oldest first. Damaged ones are set aside (renamed *.damaged) and logged. */
  async entries(): Promise<JournalEntry<T>[]> {
    const found: JournalEntry<T>[] = [];
    for (const name of await this.names()) {
      const entry = await this.read(name);
      if (entry) found.push(entry);
    }
    return found;
  }

  /** One record by file name; null when it has gone or is damaged (then set aside). */
  async read(name: string): Promise<JournalEntry<T> | null> {
    let data: Buffer;
    try {
      data = await readFile(path.join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        this.forget(name);
        return null;
      }
      throw error;
    }
    if (!this.sizes.has(name)) {
      this.sizes.set(name, data.length);
      this.bytes += data.length;
    }
    const framed = unframe(data, this.key);
    let record: T | null = null;
    if ("body" in framed) {
      try {
        record = JSON.parse(framed.body.toString("utf8")) as T;
      } catch {
        record = null;
      }
    }
    if (!record) {
      const damaged = "damaged" in framed ? framed.damaged : "json";
      // The file name holds the arrival time and the submission id, never a submitted value.
      this.log?.warn({ record: name, damaged }, "spool: damaged record set aside, not replayed");
      await rename(path.join(this.dir, name), path.join(this.dir, `${name}${DAMAGED_SUFFIX}`)).catch(
        () => {},
      );
      this.forget(name);
      return null;
    }
    return { name, id: record.id, receivedAt: new Date(record.receivedAt), record };
  }

  /**
   * Marks a record erased (the staff CLI's erasure, retention), then removes it. The mark holds nothing but
   * its name; it stays until the replayer holding this folder has deleted that id from the database too,
   * so an erasure never races a replay that stored the record meanwhile. False: the record had gone.
   */
  async erase(name: string): Promise<boolean> {
    const handle = await open(path.join(this.dir, `${name}${ERASED_SUFFIX}`), "a", 0o600);
    await handle.close();
    await fsyncDir(this.dir);
    return this.remove(name);
  }

  /** Whether the record was marked erased. */
  async isErased(name: string): Promise<boolean> {
    return stat(path.join(this.dir, `${name}${ERASED_SUFFIX}`)).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return false;
        throw error;
      },
    );
  }

  /** The records marked erased, by name (the record itself may still be there). */
  async erasedNames(): Promise<string[]> {
    return (await readdir(this.dir))
      .filter((n) => n.endsWith(ERASED_SUFFIX))
      .map((n) => n.slice(0, -ERASED_SUFFIX.length))
      .sort();
  }

  /** Drops a mark once its id is gone from the database. */
  async clearErased(name: string): Promise<void> {
    await rm(path.join(this.dir, `${name}${ERASED_SUFFIX}`), { force: true });
  }

  /** The records set aside as damaged, by file name. */
  async damagedNames(): Promise<string[]> {
    return (await readdir(this.dir)).filter(isDamaged).sort();
  }

  /** A damaged record's bytes, or null once it has gone. */
  async readDamaged(name: string): Promise<Buffer | null> {
    return readFile(path.join(this.dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
  }

  /** Deletes a damaged record (erasure, retention). */
  async removeDamaged(name: string): Promise<boolean> {
    if (!isDamaged(name)) throw new Error("not a damaged record");
    try {
      await unlink(path.join(this.dir, name));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  }

  /** Removes a record for good (after its transaction committed, or on erasure). */
  async remove(name: string): Promise<boolean> {
    let removed = true;
    try {
      await unlink(path.join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      removed = false;
    }
    this.forget(name);
    await fsyncDir(this.dir);
    return removed;
  }

  private forget(name: string): void {
    const size = this.sizes.get(name);
    if (size === undefined) return;
    this.bytes -= size;
    this.sizes.delete(name);
  }

  /** When the oldest waiting record arrived, from the names alone (no file is read). */
  oldest(): Date | null {
    let first: string | undefined;
    for (const name of this.sizes.keys()) if (first === undefined || name < first) first = name;
    return first ? new Date(Number(first.slice(0, 15))) : null;
  }
}

/** Records waiting in DATA_DIR/spool, every instance's, counted from the folders: any process can ask. */
export async function spooledCount(dataDir: string): Promise<number> {
  let count = 0;
  for (const dir of await journalDirs(dataDir)) {
    try {
      count += (await readdir(dir)).filter(isRecord).length;
    } catch (error) {
      // A folder removed once its instance's records were all replayed.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return count;
}
