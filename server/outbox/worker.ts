/**
 * The outbox worker: delivers the messages that submissions wrote in their own transaction.
 *
 * - Claims due rows with SELECT ... FOR UPDATE SKIP LOCKED and marks them 'sending' (lockedAt, lockedBy) in
 *   one transaction, so two instances on one database never claim the same row. It claims only as many rows
 *   as it has free delivery slots (`concurrency`), and delivers them in parallel.
 * - Leases are per message: while a message is being delivered its lockedAt is renewed every third of the
 *   lease, so a slow SMTP server never lets another instance take back a row that is still being sent. A row
 *   is taken back only when its own lease has run out (its instance crashed or lost the database).
 * - Marks each 'sent', or reschedules it with exponential backoff; after the last attempt it is 'dead',
 *   logged at error level. Every state change is guarded by lockedBy, so a row that was taken back from us
 *   is never overwritten. A status update that fails (a database hiccup) is retried briefly; if it still
 *   fails, that row alone is left to its lease and the other deliveries carry on.
 * - stop() waits for the deliveries in flight and hands any row still claimed back as pending.
 *
 * The one window left: a crash (or a lost database) after the SMTP server accepted a message and before the
 * row is marked sent. The message is then sent again after the lease, with the same Message-ID
 * (docs/decisions/0007-outbox-leases-per-message.md).
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type OutboxRow, outbox } from "#server/db/schema.ts";
import { describeFailure } from "#server/logging.ts";
import { claimDue, releaseClaimsOf } from "./claims";
import { cancelLinksScrubbed, scrubbedOnceDone } from "./credentials";
import { PermanentDeliveryError } from "./errors";
import { releaseStrandedFolds, statusWrite } from "./worker-folding";
import {
  type Deliver,
  defaultBackoffMs,
  type OutboxWorkerOptions,
  type Prepare,
  type Prepared,
} from "./worker-options";

export * from "./worker-options";

export class OutboxWorker {
  readonly instanceId: string;
  private readonly db: Db;
  private readonly deliver: Deliver;
  private readonly log: OutboxWorkerOptions["log"];
  private readonly pollIntervalMs: number;
  private readonly maxAttempts: number;
  private readonly leaseSeconds: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly backoffMs: (failures: number) => number;
  private readonly statusRetryDelaysMs: number[];
  private readonly prepare: Prepare | undefined;
  private readonly clock: (() => Date) | undefined;
  private readonly attempted: OutboxWorkerOptions["attempted"];

  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private signalled = false;
  /** Deliveries in flight, by row id. */
  private readonly inFlight = new Map<number, Promise<void>>();

  constructor(options: OutboxWorkerOptions) {
    this.db = options.db;
    this.deliver = options.deliver;
    this.log = options.log;
    this.instanceId = options.instanceId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
    this.pollIntervalMs = options.pollIntervalMs ?? 5000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.leaseSeconds = options.leaseSeconds ?? 120;
    this.concurrency = Math.max(1, options.concurrency ?? 8);
    this.batchSize = Math.max(1, options.batchSize ?? this.concurrency);
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.statusRetryDelaysMs = options.statusRetryDelaysMs ?? [200, 1000, 3000];
    this.prepare = options.prepare;
    this.clock = options.clock;
    this.attempted = options.attempted;
  }

  /** Tells the attempt's outcome to whoever listens (server/ops); its own failure is only a warning. */
  private async tell(row: OutboxRow, outcome: "delivered" | "failed" | "refused"): Promise<void> {
    try {
      await this.attempted?.(row, outcome);
    } catch (error) {
      this.log.warn({ err: error, outboxId: row.id }, "outbox: could not record the attempt's outcome");
    }
  }

  /** Now, as the injected clock or the database has it. */
  private now() {
    return this.clock ? sql`${this.clock().toISOString()}::timestamptz` : sql`now()`;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A submission was just stored: look now instead of at the next poll. */
  nudge(): void {
    this.signal();
  }

  /** Waits for the deliveries in flight, then releases every row this instance still holds. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.signal();
    await this.loop;
    this.loop = null;
  }

  private signal(): void {
    this.signalled = true;
    this.wake?.();
  }

  /** Resolves after `ms`, or at once when signalled (a nudge, a delivery finished, stop). */
  private waitForSignal(ms: number): Promise<void> {
    if (this.signalled) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wake = null;
        resolve();
      }
      this.wake = done;
    });
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.signalled = false;
      const free = this.concurrency - this.inFlight.size;
      if (free <= 0) {
        // Every slot busy: claim again when one frees (each delivery signals as it ends).
        await this.waitForSignal(this.pollIntervalMs);
        continue;
      }
      const wanted = Math.min(free, this.batchSize);
      let claimed = 0;
      try {
        const rows = await this.claim(wanted);
        claimed = rows.length;
        for (const row of rows) this.launch(row);
      } catch (error) {
        this.log.error({ err: error }, "outbox: polling failed");
      }
      // A full claim probably means more are due: go again (for the slots left) without sleeping.
      if (this.running && (claimed === 0 || claimed < wanted)) await this.waitForSignal(this.pollIntervalMs);
    }
    await Promise.allSettled([...this.inFlight.values()]);
    try {
      await this.releaseClaims();
    } catch (error) {
      this.log.error({ err: error }, "outbox: could not release claimed messages");
    }
  }

  private launch(row: OutboxRow): Promise<void> {
    const delivery = this.deliverOne(row)
      .catch((error) =>
        this.log.error({ err: error, outboxId: row.id }, "outbox: delivery bookkeeping failed"),
      )
      .finally(() => {
        this.inFlight.delete(row.id);
        this.signal();
      });
    this.inFlight.set(row.id, delivery);
    return delivery;
  }

  /**
   * One pass: claim what is due (up to batchSize) and deliver it, `concurrency` at a time. Returns how many
   * rows were claimed. For tests and tools; the running worker pipelines claims and deliveries instead.
   */
  async runOnce(): Promise<number> {
    const rows = await this.claim(this.batchSize);
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        if (row) await this.launch(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, lane));
    return rows.length;
  }

  /** Claims up to `limit` due rows (and rows whose own lease ran out) for this instance. */
  async claim(limit = this.batchSize): Promise<OutboxRow[]> {
    // Rows folded into a digest that will never go out are due again first (issue 36).
    await releaseStrandedFolds(this.db, this.now());
    return claimDue(this.db, {
      limit,
      leaseSeconds: this.leaseSeconds,
      now: this.now(),
      by: this.instanceId,
    });
  }

  private ours(id: number) {
    return and(eq(outbox.id, id), eq(outbox.status, "sending"), eq(outbox.lockedBy, this.instanceId));
  }

  /** Keeps this row's lease fresh while it is delivered; returns the function that stops renewing. */
  private holdLease(row: OutboxRow, context: Record<string, unknown>): () => void {
    const timer = setInterval(
      () => {
        this.db
          .update(outbox)
          .set({ lockedAt: this.now() })
          .where(this.ours(row.id))
          .returning({ id: outbox.id })
          .then((renewed) => {
            if (renewed.length === 0) this.log.warn(context, "outbox: lease lost while delivering");
          })
          // The next renewal tries again; the lease has two more thirds to run.
          .catch((error) => this.log.warn({ ...context, err: error }, "outbox: could not renew a lease"));
      },
      Math.max(50, (this.leaseSeconds * 1000) / 3),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  /** A status update, tried again briefly (statusWrite); null when it never went through. */
  private update(write: () => Promise<unknown[]>, context: Record<string, unknown>, what: string) {
    return statusWrite(write, this.statusRetryDelaysMs, (error) =>
      this.log.error(
        { ...context, err: error },
        `outbox: could not mark the message ${what}; it is left to its lease`,
      ),
    );
  }

  private async deliverOne(row: OutboxRow): Promise<void> {
    const context = {
      outboxId: row.id,
      submissionId: row.submissionId,
      channel: row.channel,
      purpose: row.purpose,
    };
    const release = this.holdLease(row, context);
    try {
      let prepared: Prepared = { send: row };
      try {
        if (this.prepare) prepared = await this.prepare(row, this.clock?.() ?? new Date());
      } catch (error) {
        await this.recordFailure(row, error, context);
        return;
      }
      if (!("send" in prepared)) {
        await this.setAside(row, prepared, context);
        return;
      }
      try {
        await this.deliver(prepared.send);
      } catch (error) {
        await this.recordFailure(row, error, context);
        return;
      }
      const updated = await this.update(
        () =>
          this.db
            .update(outbox)
            .set({
              status: "sent",
              sentAt: this.now(),
              attempts: row.attempts + 1,
              lockedAt: null,
              lockedBy: null,
              lastError: null,
              ...cancelLinksScrubbed(row),
              ...scrubbedOnceDone(row),
            })
            .where(this.ours(row.id))
            .returning({ id: outbox.id }),
        context,
        "sent",
      );
      if (updated === null) return;
      await this.tell(row, "delivered");
      if (updated.length === 0)
        this.log.warn(context, "outbox: delivered a message whose claim had been taken back");
      else this.log.info(context, "outbox: delivered");
    } finally {
      release();
    }
  }

  /** A row the prepare step held back or withdrew: no attempt counted. */
  private async setAside(
    row: OutboxRow,
    prepared: { later: Date } | { withdrawn: true },
    context: Record<string, unknown>,
  ): Promise<void> {
    const change =
      "later" in prepared
        ? { status: "pending" as const, nextAttemptAt: prepared.later }
        : { status: "withdrawn" as const };
    await this.update(
      () =>
        this.db
          .update(outbox)
          .set({ ...change, lockedAt: null, lockedBy: null })
          .where(this.ours(row.id))
          .returning({ id: outbox.id }),
      context,
      change.status,
    );
    this.log.debug({ ...context, ...change }, "outbox: message set aside");
  }

  private async recordFailure(row: OutboxRow, error: unknown, context: Record<string, unknown>) {
    const attempts = row.attempts + 1;
    // The SMTP status, never the reply text: servers quote the recipient's address in it.
    const lastError = describeFailure(error);
    const permanent = error instanceof PermanentDeliveryError;
    await this.tell(row, permanent ? "refused" : "failed");
    if (permanent || attempts >= this.maxAttempts) {
      await this.update(
        () =>
          this.db
            .update(outbox)
            .set({
              status: "dead",
              attempts,
              lastError,
              lockedAt: null,
              lockedBy: null,
              ...scrubbedOnceDone(row),
            })
            .where(this.ours(row.id))
            .returning({ id: outbox.id }),
        context,
        "dead",
      );
      // Loud on purpose: a dead message is a visitor nobody answered. `npm run leads -- retry <id>` revives it.
      this.log.error(
        { ...context, attempts, lastError, permanent },
        "OUTBOX MESSAGE DEAD: delivery gave up; fix the cause and run `npm run leads -- retry <id>`",
      );
      return;
    }
    const delay = Math.max(0, Math.round(this.backoffMs(attempts)));
    await this.update(
      () =>
        this.db
          .update(outbox)
          .set({
            status: "pending",
            attempts,
            lastError,
            lockedAt: null,
            lockedBy: null,
            nextAttemptAt: sql`${this.now()} + make_interval(secs => ${delay / 1000})`,
          })
          .where(this.ours(row.id))
          .returning({ id: outbox.id }),
      context,
      "for retry",
    );
    this.log.warn(
      { ...context, attempts, lastError, retryInMs: delay },
      "outbox: delivery failed, will retry",
    );
  }

  /** Hands every row this instance claimed but did not finish back to the queue, due now. */
  async releaseClaims(): Promise<number> {
    const released = await releaseClaimsOf(this.db, this.instanceId, this.now());
    if (released > 0) this.log.info({ count: released }, "outbox: released claimed messages");
    return released;
  }
}
