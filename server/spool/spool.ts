/**
 * The spool of one instance: keeps a prepared submission in the journal when the database cannot take it,
 * and moves spooled submissions into the database, oldest first, once it can (docs/decisions/0011).
 * Replay writes each with its messages in one transaction keyed by the id given at arrival, which does
 * nothing when that id is already stored; the record leaves the journal only after that commit. So a
 * crash at any point repeats at most a write that then stores nothing, and loses nothing.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { isDatabaseUnavailable, withDatabaseTimeout } from "#server/db/errors.ts";
import { outbox, submissions } from "#server/db/schema.ts";
import { type PreparedSubmission, writeSubmission } from "#server/submissions/store.ts";
import { Journal, spoolDir } from "./journal";

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
}

export interface SpoolStatus {
  depth: number;
  /** Seconds since the oldest waiting submission arrived; null when none waits. */
  oldestAgeSeconds: number | null;
}

export class Spool {
  readonly journal: Journal<PreparedSubmission>;
  private readonly options: SpoolOptions;
  private spooling = false;
  private running: Promise<void> | null = null;
  private stopped = true;
  private wake: (() => void) | null = null;
  /** The loop waits for a first record (not backing off from a database that is away). */
  private idle = false;
  private replayed = 0;

  constructor(options: SpoolOptions) {
    this.options = options;
    this.journal = new Journal({
      dir: spoolDir(options.dataDir),
      maxBytes: options.maxBytes,
      log: options.log,
    });
  }

  async open(): Promise<void> {
    await this.journal.open({ owner: true });
    if (this.journal.depth() > 0) {
      this.spooling = true;
      this.options.log.info({ depth: this.journal.depth() }, "spool: submissions from before a restart wait");
    }
  }

  /** Keeps the submission on disk; resolves once it is durable. Throws SpoolRefusedError when it cannot. */
  async keep(submission: PreparedSubmission): Promise<void> {
    await this.journal.append(submission);
    if (!this.spooling) {
      this.spooling = true;
      this.replayed = 0;
      this.options.log.warn({}, "spool: the database cannot take writes; submissions are kept on disk");
    }
    if (this.idle) this.wake?.();
  }

  /** Whether a submission would be kept now (the cap not reached). */
  accepting(): boolean {
    return this.journal.hasRoom(4096);
  }

  status(now = new Date()): SpoolStatus {
    const oldest = this.journal.oldest();
    return {
      depth: this.journal.depth(),
      oldestAgeSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
    };
  }

  /**
   * Moves every waiting submission into the database, oldest first; stops at the first one the database
   * cannot take (and throws that error). Resolves how many this call stored.
   */
  async replay(): Promise<number> {
    let stored = 0;
    // One record read at a time: while the database is away only the oldest is read, not the whole journal.
    for (const name of await this.journal.names()) {
      if (this.stopped && this.running) break;
      const entry = await this.journal.read(name);
      if (!entry) continue;
      const submission = entry.record;
      const { stored: inserted } = await withDatabaseTimeout(
        writeSubmission(this.options.db, submission, this.options.smsLimits),
        this.options.writeTimeoutMs,
      );
      const removed = await this.journal.remove(entry.name);
      if (!removed && inserted) {
        // Erased (the staff CLI) while its write was under way: what was just stored goes too.
        await this.options.db.transaction(async (tx) => {
          await tx.delete(outbox).where(eq(outbox.submissionId, submission.id));
          await tx.delete(submissions).where(eq(submissions.id, submission.id));
        });
        continue;
      }
      if (inserted) {
        stored++;
        this.replayed++;
        if (!submission.spam && !submission.held && submission.messages.length > 0) this.options.stored();
      }
    }
    if (this.journal.depth() === 0 && this.spooling) {
      this.spooling = false;
      this.options.log.info({ replayed: this.replayed }, "spool: drained; the database takes writes again");
    }
    return stored;
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

  private async loop(): Promise<void> {
    const { min, max } = this.options.retryMs ?? { min: 250, max: 5000 };
    let delay = min;
    while (!this.stopped) {
      if (this.journal.depth() === 0) {
        this.idle = true;
        await this.pause(60_000);
        this.idle = false;
        // A look at the folder itself, in case the count missed a record.
        if ((await this.journal.names().catch(() => [])).length === 0) continue;
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
