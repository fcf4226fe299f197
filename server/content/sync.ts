/**
 * How an instance follows the live content (decision 0022). The database holds it; each instance keeps a
 * working copy of it on its own disk (DATA_DIR/content, a cache rebuilt from the database at any time) for
 * Keystatic's handler, the ContentStore and the photo variants to read as files.
 *
 * - At start: the deploy rule for the shipped folder (ship.ts), then the working copy is brought to the
 *   database's version before the store first loads it.
 * - Then: LISTEN for a new version (NOTIFY at each change's commit), with a poll of the version as the
 *   safety net for a lost notification connection; each new version rewrites the files that changed (a
 *   temporary file and a rename: no reader sees half a file), deletes those gone, and reloads the store.
 * - The shipped folder is never written. When it changes while running (a developer's edit under
 *   `npm run dev`, a test), the deploy rule applies to it again, as a new ship.
 * - A follow that cannot complete applies what it can (issue 36): the YAML entries always, each photo the
 *   bucket gives; `behind()` names what this instance serves, the version it could not reach and why (a photo
 *   missing from the bucket, the database unreachable), for /api/health and the staff content page. The poll
 *   tries again.
 */
import { mkdir, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import type { ContentBehind } from "#contracts/staff.ts";
import type { ContentProblem } from "#server/content/store.ts";
import type { Database, Listener } from "#server/db/client.ts";
import { writeFileAtomic } from "#server/lib/write-file-atomic.ts";
import { MediaBucketError } from "./bucket.ts";
import {
  CONTENT_CHANNEL,
  type ContentFile,
  contentVersionOf,
  listContentFiles,
  readContentFiles,
} from "./files.ts";
import { folderSignature, hashFolder } from "./folders.ts";
import { applyShip, readShippedContent, type ShipReport } from "./ship.ts";

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ContentSyncOptions {
  database: Pick<Database, "db" | "listen">;
  /** CONTENT_DIR: the ship, read at start and when it changes, never written. */
  shippedDir: string;
  /** This instance's working copy (DATA_DIR/content): written from the database only. */
  workDir: string;
  log?: Logger;
  /** How often the version is polled (the notification's safety net) and the ship's folder compared. */
  pollMs?: number;
}

/** The poll's default: well within the 10 s an edit may take to reach every instance. */
const POLL_MS = 2000;

export class ContentSync {
  readonly workDir: string;
  readonly shippedDir: string;
  private readonly options: ContentSyncOptions;
  /** What the working copy holds now, by path: the sha of each file written. */
  private written = new Map<string, string>();
  private applied = -1;
  private shipProblems: ContentProblem[] = [];
  private shipSignature = "";
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;
  private listener: Listener | null = null;
  private listening: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private closed = false;
  private reloadHook: (() => Promise<void>) | null = null;
  private lag: ContentBehind | null = null;

  constructor(options: ContentSyncOptions) {
    this.options = options;
    this.workDir = path.resolve(options.workDir);
    this.shippedDir = path.resolve(options.shippedDir);
  }

  /**
   * Applies the deploy rule for the ship, brings the working copy to the database's version, and starts
   * following (LISTEN and the poll). Resolves once the working copy is complete: open the store after it.
   */
  async start(): Promise<ShipReport> {
    this.written = await hashFolder(this.workDir);
    const report = await this.applyShipNow();
    try {
      await this.follow();
    } catch (error) {
      // A photo the bucket does not give: the rest is written, the site runs, health says so, the poll retries.
      // The bucket down at start: the last working copy is served, and the poll tries again.
      const usable =
        error instanceof ContentBehindError || (error instanceof MediaBucketError && this.written.size > 0);
      if (!usable) throw error;
      this.failed(error);
    }
    await this.listen();
    this.timer = setInterval(() => void this.tick(), this.options.pollMs ?? POLL_MS);
    this.timer.unref();
    return report;
  }

  /** Called after each change to the working copy (the store's reload); a follow resolves once it has. */
  onChange(hook: () => Promise<void>): void {
    this.reloadHook = hook;
  }

  /**
   * Brings the working copy to the database's latest version; resolves with that version once the files are
   * written and the store reloaded. Calls during a follow share one more follow after it.
   */
  follow(): Promise<number> {
    if (this.running) {
      this.queued ??= this.running
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.follow();
        });
      return this.queued;
    }
    this.running = this.followOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Applies the ship again if its folder changed, then follows the database: what the poll does, at once
   * (a test or a command that has just changed the ship or the database).
   */
  async refresh(): Promise<number> {
    if ((await folderSignature(this.shippedDir)) !== this.shipSignature) await this.applyShipNow();
    return this.follow();
  }

  /** The database version the working copy holds (-1 before the first follow). */
  version(): number {
    return this.applied;
  }

  /** Null while this instance serves the database's latest content; else what it serves and what it lacks. */
  behind(): ContentBehind | null {
    return this.lag;
  }

  /** Shipped files that fail the schema and were not taken (for /api/health, beside the store's own). */
  problems(): ContentProblem[] {
    return this.shipProblems;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.listener?.close();
    this.listener = null;
    await this.running?.catch(() => undefined);
  }

  private async applyShipNow(): Promise<ShipReport> {
    this.shipSignature = await folderSignature(this.shippedDir);
    const report = await applyShip(
      this.options.database.db,
      await readShippedContent(this.shippedDir),
      this.options.log,
    );
    this.shipProblems = report.invalid.map((problem) => ({ file: problem.path, message: problem.message }));
    return report;
  }

  /** The poll: a new version, a lost listener, or a changed ship. One tick at a time. */
  private async tick(): Promise<void> {
    if (this.ticking || this.closed) return;
    this.ticking = true;
    try {
      if (!this.listener) await this.listen();
      if ((await folderSignature(this.shippedDir)) !== this.shipSignature) await this.refresh();
      else if ((await contentVersionOf(this.options.database.db)) !== this.applied) await this.follow();
    } catch (error) {
      this.unreachable(error);
      this.options.log?.warn({ err: error }, "content: could not follow the database; trying again");
    } finally {
      this.ticking = false;
    }
  }

  private async listen(): Promise<void> {
    const listen = this.options.database.listen;
    if (!listen || this.closed) return;
    this.listening ??= listen
      .call(
        this.options.database,
        CONTENT_CHANNEL,
        () => void this.follow().catch((error) => this.failed(error)),
        (error) => {
          this.listener = null;
          this.options.log?.warn(
            { err: error },
            "content: the notification connection was lost; the poll follows until it is back",
          );
        },
      )
      .then(
        (listener) => {
          if (this.closed) void listener.close();
          else this.listener = listener;
        },
        (error) => this.failed(error),
      )
      .finally(() => {
        this.listening = null;
      });
    await this.listening;
  }

  private failed(error: unknown): void {
    this.unreachable(error);
    this.options.log?.warn({ err: error }, "content: could not follow the database; the poll tries again");
  }

  /** A follow that did not reach the database: behind, at an unknown version. */
  private unreachable(error: unknown): void {
    // Behind by a missing photo: already recorded by the follow itself.
    if (error instanceof ContentBehindError) return;
    // A fixed text: the public health answer carries it; the error itself is logged (failed()).
    const reason = "the database did not answer";
    this.lag = { serving: this.applied, latest: null, missing: [], reason, since: this.lag?.since ?? now() };
  }

  /**
   * The stale files' bytes: the YAML entries in one read (always in the database), each photo on its own, so
   * one the bucket cannot give holds back nothing else; those are named in `missing`.
   */
  private async fetch(paths: string[], missing: { path: string; message: string }[]): Promise<ContentFile[]> {
    const db = this.options.database.db;
    const isYaml = (filePath: string) => /\.ya?ml$/i.test(filePath);
    const files = await readContentFiles(db, paths.filter(isYaml));
    for (const filePath of paths.filter((candidate) => !isYaml(candidate))) {
      try {
        files.push(...(await readContentFiles(db, [filePath])));
      } catch (error) {
        if (!(error instanceof MediaBucketError)) throw error;
        missing.push({ path: filePath, message: error.message });
      }
    }
    return files;
  }

  private async followOnce(): Promise<number> {
    const db = this.options.database.db;
    // The version first: the files read after it are at least that new, so a later poll never misses one.
    const version = await contentVersionOf(db);
    const listed = await listContentFiles(db);
    const wanted = new Map(listed.map((file) => [file.path, file.sha]));
    const stale = listed.filter((file) => this.written.get(file.path) !== file.sha).map((file) => file.path);
    const gone = [...this.written.keys()].filter((filePath) => !wanted.has(filePath));
    const missing: { path: string; message: string }[] = [];
    if (stale.length + gone.length > 0) {
      const staging = `${this.workDir}.staging`;
      await mkdir(staging, { recursive: true });
      for (const file of await this.fetch(stale, missing)) {
        const target = safeJoin(this.workDir, file.path);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFileAtomic(target, file.bytes, { temporaryDir: staging });
        this.written.set(file.path, file.sha);
      }
      for (const filePath of gone) {
        const target = safeJoin(this.workDir, filePath);
        await rm(target, { force: true });
        await removeEmptyFolders(path.dirname(target), this.workDir);
        this.written.delete(filePath);
      }
      await this.reloadHook?.();
    }
    if (missing.length > 0) {
      const paths = missing.map((file) => file.path);
      if (this.lag?.missing.join("\n") !== paths.join("\n"))
        this.options.log?.error(
          { missing: paths, reasons: missing.map((file) => file.message), version },
          "content: this instance could not fetch every file of the latest content; it serves the rest",
        );
      this.lag = {
        serving: this.applied,
        latest: version,
        missing: missing.map((file) => file.path),
        // Not the bucket's own messages (they name its address): the public health answer carries this.
        reason: `the photo store did not give ${missing.length} file(s)`,
        since: this.lag?.since ?? now(),
      };
      throw new ContentBehindError(this.lag, missing.map((file) => file.message).join("; "));
    }
    this.lag = null;
    this.applied = version;
    return version;
  }
}

const now = () => new Date().toISOString();

/** A follow that applied what it could, and not every file: the save that waited for it still stands. */
export class ContentBehindError extends Error {
  /** `detail`: the causes, for the log (the public health answer carries only `behind`). */
  constructor(
    readonly behind: ContentBehind,
    detail: string,
  ) {
    super(
      `content: behind, serving version ${behind.serving} of ${behind.latest}: ${behind.reason} (${detail})`,
    );
    this.name = "ContentBehindError";
  }
}

/** Joins a database path under the working copy, refusing any that would leave it. */
function safeJoin(root: string, filePath: string): string {
  const target = path.resolve(root, filePath);
  if (!target.startsWith(`${root}${path.sep}`))
    throw new Error(`content: ${filePath} is outside the content root`);
  return target;
}

/** Removes a folder and its parents up to the root while they are empty (an entry's photos folder). */
async function removeEmptyFolders(folder: string, root: string): Promise<void> {
  let current = folder;
  while (current.startsWith(`${root}${path.sep}`)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
    current = path.dirname(current);
  }
}
