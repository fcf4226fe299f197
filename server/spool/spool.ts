/**
 * The spool of one instance: keeps a prepared submission in the journal when the database cannot take it,
 * and moves spooled submissions into the database, oldest first, once it can (docs/decisions/0011).
 * Replay writes each with its messages in one transaction keyed by the id given at arrival, which does
 * nothing when that id is already stored; the record leaves the journal only after that commit. So a
 * crash at any point repeats at most a write that then stores nothing, and loses nothing.
 *
 * Several instances may share one DATA_DIR (a scaled compose service on one volume): each writes and
 * replays its own folder, DATA_DIR/spool/<random instance id>, under that folder's lock (./lock.ts), and
 * takes over a folder whose lock its holder stopped touching. A record found gone after its write means
 * another replayer stored it, never an erasure: an erasure marks the record (Journal.erase) and the
 * replayer deletes a marked id from the database, whoever stored it.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rmdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { isDatabaseUnavailable, withDatabaseTimeout } from "#server/db/errors.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { type PreparedSubmission, writeSubmission } from "#server/submissions/store.ts";
import { Journal, journalDirs, spoolDir, spoolKey } from "./journal";
import { FolderLock } from "./lock";

export interface SpoolLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface SpoolOptions {
  dataDir: string;
  /** SPOOL_MAX_MB in bytes. */
  maxBytes: number;
  db: Db;
  log: SpoolLog;
  /** After a replayed submission that notifies someone commits: wakes the outbox worker. */
  stored: () => void;
  /** How long a replay write may take before it counts as the database still being away. */
  writeTimeoutMs: number;
  /** The SMS caps, checked when a replayed submission is written, as for one written at once. */
  smsLimits?: { smsPerNumberPerDay?: number; smsDailyMax?: number };
  /** Backoff between replay attempts while the database is away: from, doubling up to. */
  retryMs?: { min: number; max: number };
  /** A journal folder's lock untouched this long belongs to an instance that is gone (default 10 s). */
  lockStaleMs?: number;
}

export interface SpoolStatus {
  depth: number;
  /** Seconds since the oldest waiting submission arrived; null when none waits. */
  oldestAgeSeconds: number | null;
}

/** A journal folder this instance holds: its own, or one taken over from an instance that is gone. */
interface Held {
  journal: Journal<PreparedSubmission>;
  lock: FolderLock;
}

const DEFAULT_LOCK_STALE_MS = 10_000;

/** The folder of a new instance: random, as every container is pid 1 and a hostname may repeat. */
function instanceFolder(dataDir: string): string {
  return path.join(spoolDir(dataDir), `instance-${randomBytes(12).toString("hex")}`);
}

export class Spool {
  /** This instance's own journal, where keep() appends. */
  journal: Journal<PreparedSubmission>;
  private ownLock: FolderLock;
  /** Folders of instances that are gone, taken over until they are replayed. */
  private readonly adopted = new Map<string, Held>();
  private readonly options: SpoolOptions;
  private readonly key: string;
  private readonly lockStaleMs: number;
  private spooling = false;
  private running: Promise<void> | null = null;
  private stopped = true;
  private wake: (() => void) | null = null;
  /** The loop waits for a first record (not backing off from a database that is away). */
  private idle = false;
  private replayed = 0;
  private switching: Promise<void> | null = null;

  constructor(options: SpoolOptions) {
    this.options = options;
    // Read once, at start-up: the records must be keyed while the database is away.
    this.key = spoolKey(options.dataDir);
    this.lockStaleMs = options.lockStaleMs ?? DEFAULT_LOCK_STALE_MS;
    const own = this.held(instanceFolder(options.dataDir));
    this.journal = own.journal;
    this.ownLock = own.lock;
  }

  private held(dir: string): Held {
    return {
      journal: new Journal({ dir, maxBytes: this.options.maxBytes, log: this.options.log, key: this.key }),
      lock: new FolderLock(dir, {
        staleMs: this.lockStaleMs,
        onLost: () =>
          this.options.log.warn(
            { folder: path.basename(dir) },
            "spool: another instance took a folder of this one over",
          ),
      }),
    };
  }

  /** Every journal this instance holds, its own first. */
  private journals(): Journal<PreparedSubmission>[] {
    return [this.journal, ...[...this.adopted.values()].map((h) => h.journal)];
  }

  async open(): Promise<void> {
    await this.openOwn();
    await this.adopt();
    const depth = this.status().depth;
    if (depth > 0) {
      this.spooling = true;
      this.options.log.info({ depth }, "spool: submissions from before a restart wait");
    }
  }

  private async openOwn(own: Held = { journal: this.journal, lock: this.ownLock }): Promise<void> {
    await mkdir(spoolDir(this.options.dataDir), { recursive: true, mode: 0o700 });
    // The lock before the folder: another instance never sees this folder without its lock and takes it.
    if (!(await own.lock.acquire())) throw new Error("spool: this instance's new folder is locked");
    await mkdir(own.journal.dir, { recursive: true, mode: 0o700 });
    await own.journal.open({ owner: true });
  }

  /**
   * Takes over every journal folder whose holder is gone (its lock free or stale): the records of an
   * instance that was killed, stopped or scaled away, and those of DATA_DIR/spool itself (a single
   * instance before folders per instance). Resolves how many folders were taken.
   */
  async adopt(): Promise<number> {
    let taken = 0;
    for (const dir of await journalDirs(this.options.dataDir)) {
      if (dir === this.journal.dir || this.adopted.has(dir)) continue;
      const held = this.held(dir);
      if (!(await held.lock.acquire().catch(() => false))) continue;
      // The lock is ours: its holder is gone, so its temporaries are appends that were never answered.
      await held.journal.open({ owner: true });
      this.adopted.set(dir, held);
      taken++;
      if (held.journal.depth() > 0)
        this.options.log.info(
          { depth: held.journal.depth() },
          "spool: took over the journal of an instance that is gone",
        );
    }
    // An empty folder taken over (an instance that left nothing) goes at once.
    if (taken > 0) await this.releaseDrained();
    return taken;
  }

  /** Keeps the submission on disk; resolves once it is durable. Throws SpoolRefusedError when it cannot. */
  async keep(submission: PreparedSubmission): Promise<void> {
    await this.keepHold();
    await this.journal.append(submission);
    if (!this.spooling) {
      this.spooling = true;
      this.replayed = 0;
      this.options.log.warn({}, "spool: the database cannot take writes; submissions are kept on disk");
    }
    if (this.idle) this.wake?.();
  }

  /**
   * After a stall past the lease, another instance may hold what this one held: it replays those folders,
   * and this one lets them go and appends to a new folder of its own (one switch, however many submissions
   * arrive meanwhile).
   */
  private async keepHold(): Promise<void> {
    for (const [dir, held] of this.adopted) if (!held.lock.held()) this.adopted.delete(dir);
    if (this.ownLock.held()) return;
    this.switching ??= (async () => {
      const own = this.held(instanceFolder(this.options.dataDir));
      await this.openOwn(own);
      this.journal = own.journal;
      this.ownLock = own.lock;
    })().finally(() => {
      this.switching = null;
    });
    await this.switching;
  }

  /** Whether a submission would be kept now (the cap not reached). */
  accepting(): boolean {
    return this.journal.hasRoom(4096);
  }

  status(now = new Date()): SpoolStatus {
    let depth = 0;
    let oldest: Date | null = null;
    for (const journal of this.journals()) {
      depth += journal.depth();
      const first = journal.oldest();
      if (first && (!oldest || first < oldest)) oldest = first;
    }
    return {
      depth,
      oldestAgeSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
    };
  }

  /**
   * Moves every waiting submission into the database, oldest first in each journal held (its own, then
   * those taken over); stops at the first one the database cannot take (and throws that error). Resolves
   * how many this call stored.
   */
  async replay(): Promise<number> {
    let stored = 0;
    await this.keepHold();
    for (const journal of this.journals()) {
      if (this.stopped && this.running) break;
      stored += await this.replayJournal(journal);
    }
    await this.releaseDrained();
    if (this.status().depth === 0 && this.spooling) {
      this.spooling = false;
      this.options.log.info({ replayed: this.replayed }, "spool: drained; the database takes writes again");
    }
    return stored;
  }

  private async replayJournal(journal: Journal<PreparedSubmission>): Promise<number> {
    let stored = 0;
    // Erased before this pass: deleted from the database too, in case a replay stored it meanwhile.
    await this.forgetErased(journal);
    // One record read at a time: while the database is away only the oldest is read, not the whole journal.
    for (const name of await journal.names()) {
      if (this.stopped && this.running) break;
      if (await journal.isErased(name)) {
        await journal.remove(name);
        continue;
      }
      const entry = await journal.read(name);
      if (!entry) continue;
      const submission = entry.record;
      const { stored: inserted } = await withDatabaseTimeout(
        writeSubmission(this.options.db, submission, this.options.smsLimits),
        this.options.writeTimeoutMs,
      );
      await journal.remove(entry.name);
      // Gone without a mark: another replayer stored it (the write above then stored nothing). With a
      // mark: erased while the write was under way, so what is stored goes, whoever stored it.
      if (await journal.isErased(entry.name)) {
        await this.deleteStored(submission.id);
        await journal.clearErased(entry.name);
        continue;
      }
      if (inserted) {
        stored++;
        this.replayed++;
        if (!submission.spam && !submission.held && submission.messages.length > 0) this.options.stored();
      }
    }
    return stored;
  }

  /** Marks whose record has gone: the id is deleted from the database (a no-op when never stored). */
  private async forgetErased(journal: Journal<PreparedSubmission>): Promise<void> {
    const waiting = new Set(await journal.names());
    for (const name of await journal.erasedNames()) {
      if (waiting.has(name)) continue;
      const id = /^\d{15}-\d{6}-(.+)\.rec$/.exec(name)?.[1];
      if (id) await this.deleteStored(id);
      await journal.clearErased(name);
    }
  }

  private async deleteStored(id: string): Promise<void> {
    await withDatabaseTimeout(
      this.options.db.transaction(async (tx) => {
        await tx.delete(outbox).where(eq(outbox.submissionId, id));
        await tx.delete(submissions).where(eq(submissions.id, id));
      }),
      this.options.writeTimeoutMs,
    );
  }

  /** Folders taken over and replayed to the end: removed (DATA_DIR/spool itself only let go). */
  private async releaseDrained(): Promise<void> {
    for (const [dir, held] of this.adopted) {
      if (held.journal.depth() > 0 || (await held.journal.erasedNames()).length > 0) continue;
      // Damaged records stay where find, erase and retention look for them, and so the folder with them.
      if (dir !== spoolDir(this.options.dataDir) && (await readdir(dir).catch(() => [])).length === 0)
        await rmdir(dir).catch(() => {});
      await held.lock.release();
      this.adopted.delete(dir);
    }
  }

  /** Replays now and whenever a submission is spooled, polling with backoff while the database is away. */
  start(): void {
    if (this.running) return;
    this.stopped = false;
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    this.running = null;
  }

  /** Stops and lets go of every folder held: another instance on this DATA_DIR may take them over at once. */
  async close(): Promise<void> {
    await this.stop();
    for (const held of this.adopted.values()) await held.lock.release();
    this.adopted.clear();
    await this.ownLock.release();
  }

  private async loop(): Promise<void> {
    const { min, max } = this.options.retryMs ?? { min: 250, max: 5000 };
    let delay = min;
    while (!this.stopped) {
      if (this.status().depth === 0) {
        this.idle = true;
        // As often as an instance that is gone may leave a journal to take over.
        await this.pause(this.lockStaleMs);
        this.idle = false;
        await this.adopt().catch((error) =>
          this.options.log.warn({ err: errorSummary(error) }, "spool: cannot look for journals to take over"),
        );
        // A look at the folders themselves, in case the count missed a record or an erasure.
        if (!(await this.waiting().catch(() => false))) continue;
      }
      try {
        await this.replay();
        delay = min;
      } catch (error) {
        if (!isDatabaseUnavailable(error))
          this.options.log.warn({ err: errorSummary(error) }, "spool: replay failed; trying again later");
        await this.pause(delay);
        delay = Math.min(delay * 2, max);
      }
    }
  }

  private async waiting(): Promise<boolean> {
    for (const journal of this.journals())
      if ((await journal.names()).length > 0 || (await journal.erasedNames()).length > 0) return true;
    return false;
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        if (self.wake === done) self.wake = null;
        resolve();
      }
      this.wake = done;
    });
  }
}

/** An error without the values Drizzle attaches to a failed statement (they hold personal data). */
function errorSummary(error: unknown): { name?: string; code?: string; message?: string } {
  let current = error as { name?: string; code?: string; message?: string; cause?: unknown } | undefined;
  for (let depth = 0; depth < 5 && current?.cause; depth++) current = current.cause as typeof current;
  return { name: current?.name, code: current?.code };
}
