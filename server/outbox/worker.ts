/**
 * The outbox worker: delivers the messages that submissions wrote in their own transaction.
 *
 * - Claims due rows with SELECT ... FOR UPDATE SKIP LOCKED and marks them 'sending' (lockedAt, lockedBy) in
 *   one transaction, so two instances on one database never claim the same row.
 * - Marks each 'sent', or reschedules it with exponential backoff; after the last attempt it is 'dead',
 *   logged at error level. Every state change is guarded by lockedBy, so a row that was taken back from us
 *   is never overwritten.
 * - A row left 'sending' longer than the lease belonged to a crashed instance and is claimed again.
 * - stop() waits for the delivery in flight and hands the rest of its claimed rows back as pending.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { type OutboxRow, outbox } from "../db/schema";
import { PermanentDeliveryError } from "./errors";

export type Deliver = (message: OutboxRow) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Db;
  deliver: Deliver;
  log: Pick<Logger, "info" | "warn" | "error" | "debug">;
  /** Names this process in lockedBy. */
  instanceId?: string;
  pollIntervalMs?: number;
  maxAttempts?: number;
  leaseSeconds?: number;
  batchSize?: number;
  /** Delay before attempt n+1 after n failures; exponential by default. */
  backoffMs?: (failures: number) => number;
}

/** 30 s, 1 min, 2 min, ... capped at 1 hour; a little jitter so instances do not retry in lockstep. */
export function defaultBackoffMs(failures: number): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

export class OutboxWorker {
  readonly instanceId: string;
  private readonly db: Db;
  private readonly deliver: Deliver;
  private readonly log: OutboxWorkerOptions["log"];
  private readonly pollIntervalMs: number;
  private readonly maxAttempts: number;
  private readonly leaseSeconds: number;
  private readonly batchSize: number;
  private readonly backoffMs: (failures: number) => number;

  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private nudged = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: OutboxWorkerOptions) {
    this.db = options.db;
    this.deliver = options.deliver;
    this.log = options.log;
    this.instanceId = options.instanceId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
    this.pollIntervalMs = options.pollIntervalMs ?? 5000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.leaseSeconds = options.leaseSeconds ?? 120;
    this.batchSize = options.batchSize ?? 10;
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A submission was just stored: look now instead of at the next poll. */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  /** Waits for the delivery in flight, then releases every row this instance still holds. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.nudged = false;
      let claimed = 0;
      try {
        claimed = await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, "outbox: polling failed");
      }
      // A full batch probably means more are due: go again without sleeping.
      if (this.running && claimed < this.batchSize && !this.nudged) await this.sleep(this.pollIntervalMs);
    }
    try {
      await this.releaseClaims();
    } catch (error) {
      this.log.error({ err: error }, "outbox: could not release claimed messages");
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wake = () => {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.wake = null;
        resolve();
      };
      this.timer = setTimeout(() => this.wake?.(), ms);
    });
  }

  /** One pass: claim what is due and deliver it. Returns how many rows were claimed. Exposed for tests. */
  async runOnce(): Promise<number> {
    const rows = await this.claim();
    for (const row of rows) {
      // Stopping: leave the rest for releaseClaims(), which hands them back as pending.
      if (!this.running && this.loop) break;
      await this.deliverOne(row);
    }
    return rows.length;
  }

  /** Claims due rows (and rows whose lease ran out) for this instance. */
  async claim(): Promise<OutboxRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          or(
            and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)),
            and(
              eq(outbox.status, "sending"),
              lte(outbox.lockedAt, sql`now() - make_interval(secs => ${this.leaseSeconds})`),
            ),
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(this.batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(outbox)
        .set({ status: "sending", lockedAt: sql`now()`, lockedBy: this.instanceId })
        .where(
          inArray(
            outbox.id,
            due.map((r) => r.id),
          ),
        )
        .returning();
      return claimed.sort((a, b) => a.id - b.id);
    });
  }

  private ours(id: number) {
    return and(eq(outbox.id, id), eq(outbox.status, "sending"), eq(outbox.lockedBy, this.instanceId));
  }

  private async deliverOne(row: OutboxRow): Promise<void> {
    const context = {
      outboxId: row.id,
      submissionId: row.submissionId,
      channel: row.channel,
      purpose: row.purpose,
    };
    try {
      await this.deliver(row);
    } catch (error) {
      await this.recordFailure(row, error, context);
      return;
    }
    const updated = await this.db
      .update(outbox)
      .set({
        status: "sent",
        sentAt: sql`now()`,
        attempts: row.attempts + 1,
        lockedAt: null,
        lockedBy: null,
        lastError: null,
      })
      .where(this.ours(row.id))
      .returning({ id: outbox.id });
    if (updated.length === 0)
      this.log.warn(context, "outbox: delivered a message whose claim had been taken back");
    else this.log.info(context, "outbox: delivered");
  }

  private async recordFailure(row: OutboxRow, error: unknown, context: Record<string, unknown>) {
    const attempts = row.attempts + 1;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const permanent = error instanceof PermanentDeliveryError;
    if (permanent || attempts >= this.maxAttempts) {
      await this.db
        .update(outbox)
        .set({ status: "dead", attempts, lastError, lockedAt: null, lockedBy: null })
        .where(this.ours(row.id));
      // Loud on purpose: a dead message is a visitor nobody answered. `npm run leads -- retry <id>` revives it.
      this.log.error(
        { ...context, attempts, lastError, permanent },
        "OUTBOX MESSAGE DEAD: delivery gave up; fix the cause and run `npm run leads -- retry <id>`",
      );
      return;
    }
    const delay = Math.max(0, Math.round(this.backoffMs(attempts)));
    await this.db
      .update(outbox)
      .set({
        status: "pending",
        attempts,
        lastError,
        lockedAt: null,
        lockedBy: null,
        nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
      })
      .where(this.ours(row.id));
    this.log.warn(
      { ...context, attempts, lastError, retryInMs: delay },
      "outbox: delivery failed, will retry",
    );
  }

  /** Hands every row this instance claimed but did not finish back to the queue, due now. */
  async releaseClaims(): Promise<number> {
    const released = await this.db
      .update(outbox)
      .set({ status: "pending", lockedAt: null, lockedBy: null, nextAttemptAt: sql`now()` })
      .where(and(eq(outbox.status, "sending"), eq(outbox.lockedBy, this.instanceId)))
      .returning({ id: outbox.id });
    if (released.length > 0) this.log.info({ count: released.length }, "outbox: released claimed messages");
    return released.length;
  }
}
