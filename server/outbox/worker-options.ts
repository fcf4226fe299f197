/** What the outbox worker (worker.ts) is given: its database, its delivery, its clock and its limits. */
import type { Logger } from "pino";
import type { Db } from "#server/db/client.ts";
import type { OutboxRow } from "#server/db/schema.ts";

export type Deliver = (message: OutboxRow) => Promise<void>;

/**
 * What to do with a claimed row just before it is delivered: send it (as given: a lead reminder becomes its
 * digest), put it back until a later instant (outside staffed hours, or a digest went out lately), or
 * withdraw it (its lead was touched). Neither of the last two counts as an attempt.
 */
export type Prepared = { send: OutboxRow } | { later: Date } | { withdrawn: true };
export type Prepare = (row: OutboxRow, now: Date) => Promise<Prepared>;

export interface OutboxWorkerOptions {
  db: Db;
  deliver: Deliver;
  log: Pick<Logger, "info" | "warn" | "error" | "debug">;
  /** Names this process in lockedBy. */
  instanceId?: string;
  pollIntervalMs?: number;
  maxAttempts?: number;
  /** A claimed row whose lease has not been renewed for this long is taken back by any instance. */
  leaseSeconds?: number;
  /** Most rows one claim takes (never more than the free delivery slots). */
  batchSize?: number;
  /** Deliveries in flight at once (OUTBOX_CONCURRENCY). */
  concurrency?: number;
  /** Delay before attempt n+1 after n failures; exponential by default. */
  backoffMs?: (failures: number) => number;
  /** Pauses between tries of a failed status update (a database hiccup); then the row is left to its lease. */
  statusRetryDelaysMs?: number[];
  /** Consulted for every claimed row before delivery (the lead chase, server/outbox/chase.ts). */
  prepare?: Prepare;
  /**
   * The clock that decides what is due. Without it the database's now() decides (one clock for every
   * instance); tests inject one to move time without sleeping.
   */
  clock?: () => Date;
  /**
   * Told of every delivery attempt's outcome once its row is updated (server/ops keeps, per channel, since when
   * every attempt has failed). "refused" is a permanent refusal of one message (a bad address), which says
   * nothing about the channel. Its failure is logged, never the delivery's.
   */
  attempted?: (row: OutboxRow, outcome: "delivered" | "failed" | "refused") => Promise<void>;
}

/** 30 s, 1 min, 2 min, ... capped at 1 hour; a little jitter so instances do not retry in lockstep. */
export function defaultBackoffMs(failures: number): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
  return Math.round(base * (0.9 + Math.random() * 0.2));
}
