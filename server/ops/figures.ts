/**
 * The figures every instance shares, read from the database (issue 43): the outbox's waiting and dead
 * messages, how mail delivery has been going, the leads waiting for first contact and past escalation, and the
 * last backup. Health, /metrics, the staff banner and the alerts all read these, so every instance tells the
 * same truth. Each is one indexed query (migration 0018's partial indexes); the read as a whole is bounded in
 * time, so a slow database makes the figures "unknown" instead of holding a probe or a scrape.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { LEAD_ESCALATION } from "#server/staff/first-contact.ts";

/**
 * Dead messages and escalated leads older than this no longer hold an incident open: a week on, they are
 * history for the staff area's Outbox and inbox, and health that stays degraded for ever stops being read.
 */
export const INCIDENT_WINDOW_DAYS = 7;
/** Leads still new after this long are not counted as waiting (a lead nobody ever touched is not "now"). */
const WAITING_WINDOW_DAYS = 30;

export interface SharedFigures {
  /** When read (the database's clock). */
  at: Date;
  outbox: {
    /** Due or being retried (a chase scheduled for later and never tried is not waiting yet). */
    pending: number;
    oldestPendingAt: Date | null;
    /** Leads whose messages are waiting. */
    pendingLeads: number;
    dead: number;
    /** The oldest of those dead messages' last scheduled attempt (when they died, near enough). */
    deadSince: Date | null;
    deadLeads: number;
  };
  /** Per outbox channel (email, sms, webhook). */
  delivery: Record<string, { lastSuccessAt: Date | null; failingSince: Date | null }>;
  leads: {
    waitingFirstContact: number;
    pastEscalation: number;
    pastEscalationSince: Date | null;
  };
  installedAt: Date | null;
  lastBackupAt: Date | null;
  /** Incidents whose alert (or resolution) could not be sent yet: retried by the lease holder. */
  alertsUndelivered: { kind: string; failures: number; error: string | null }[];
}

type Row = Record<string, unknown>;

async function rowsOf(db: Pick<Db, "execute">, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const dateOf = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(Number(value));
const countOf = (value: unknown): number => Number(value ?? 0);
/** An instant as epoch milliseconds, the same JavaScript number from node-postgres and PGlite. */
const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

export async function readSharedFigures(db: Pick<Db, "execute">): Promise<SharedFigures> {
  const [now, waiting, dead, delivery, waitingLeads, escalated, marks, undelivered] = await Promise.all([
    rowsOf(db, sql`SELECT ${ms(sql`now()`)} AS at`),
    rowsOf(
      db,
      sql`SELECT count(*)::int AS n, ${ms(sql`min(created_at)`)} AS oldest,
            count(DISTINCT submission_id)::int AS leads
          FROM outbox WHERE status IN ('pending', 'sending') AND (attempts > 0 OR next_attempt_at <= now())`,
    ),
    rowsOf(
      db,
      sql`SELECT count(*)::int AS n, ${ms(sql`min(next_attempt_at)`)} AS since,
            count(DISTINCT submission_id)::int AS leads
          FROM outbox WHERE status = 'dead'
            AND next_attempt_at > now() - make_interval(days => ${INCIDENT_WINDOW_DAYS})`,
    ),
    rowsOf(
      db,
      sql`SELECT channel, ${ms(sql`last_success_at`)} AS ok, ${ms(sql`failing_since`)} AS failing
          FROM delivery_state`,
    ),
    rowsOf(
      db,
      sql`SELECT count(*)::int AS n FROM submissions
          WHERE status = 'new' AND created_at > now() - make_interval(days => ${WAITING_WINDOW_DAYS})
            AND kind = 'lead' AND first_contact_at IS NULL AND NOT spam AND NOT held`,
    ),
    rowsOf(
      db,
      sql`SELECT count(DISTINCT o.submission_id)::int AS n, ${ms(sql`min(o.next_attempt_at)`)} AS since
          FROM outbox o JOIN submissions s ON s.id = o.submission_id
          WHERE o.purpose = ${LEAD_ESCALATION} AND o.status <> 'withdrawn' AND o.next_attempt_at <= now()
            AND o.next_attempt_at > now() - make_interval(days => ${INCIDENT_WINDOW_DAYS})
            AND s.status = 'new' AND s.first_contact_at IS NULL AND NOT s.spam AND NOT s.held`,
    ),
    rowsOf(db, sql`SELECT name, ${ms(sql`at`)} AS at FROM ops_marks`),
    rowsOf(
      db,
      sql`SELECT kind, send_failures, last_send_error FROM ops_incidents
          WHERE resolved_alerted_at IS NULL AND send_failures > 0 ORDER BY id`,
    ),
  ]);
  const mark = (name: string) => dateOf(marks.find((row) => row.name === name)?.at);
  return {
    at: dateOf(now[0]?.at) ?? new Date(),
    outbox: {
      pending: countOf(waiting[0]?.n),
      oldestPendingAt: dateOf(waiting[0]?.oldest),
      pendingLeads: countOf(waiting[0]?.leads),
      dead: countOf(dead[0]?.n),
      deadSince: dateOf(dead[0]?.since),
      deadLeads: countOf(dead[0]?.leads),
    },
    delivery: Object.fromEntries(
      delivery.map((row) => [
        String(row.channel),
        { lastSuccessAt: dateOf(row.ok), failingSince: dateOf(row.failing) },
      ]),
    ),
    leads: {
      waitingFirstContact: countOf(waitingLeads[0]?.n),
      pastEscalation: countOf(escalated[0]?.n),
      pastEscalationSince: dateOf(escalated[0]?.since),
    },
    installedAt: mark("installed"),
    lastBackupAt: mark("backup"),
    alertsUndelivered: undelivered.map((row) => ({
      kind: String(row.kind),
      failures: countOf(row.send_failures),
      error:
        row.last_send_error === null || row.last_send_error === undefined
          ? null
          : String(row.last_send_error),
    })),
  };
}

/** Rejects after `ms` (the timer does not hold the process open). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The figures, read at most once per `ttlMs` however many probes, scrapes and staff pages ask (a load
 * balancer polls every few seconds per instance); null when the database did not answer within `timeoutMs`.
 */
export function sharedFiguresReader(
  db: Pick<Db, "execute">,
  options: { ttlMs?: number; timeoutMs?: number } = {},
) {
  const ttlMs = options.ttlMs ?? 5000;
  const timeoutMs = options.timeoutMs ?? 2000;
  let last: { at: number; figures: SharedFigures } | null = null;
  let reading: Promise<SharedFigures | null> | null = null;
  const read = async (): Promise<SharedFigures | null> => {
    try {
      const figures = await within(readSharedFigures(db), timeoutMs, "shared figures");
      last = { at: Date.now(), figures };
      return figures;
    } catch {
      return null;
    } finally {
      reading = null;
    }
  };
  return {
    /** Cached for ttlMs; `fresh` reads again (the alerts' tick). */
    get(fresh = false): Promise<SharedFigures | null> {
      if (!fresh && last && Date.now() - last.at < ttlMs) return Promise.resolve(last.figures);
      reading ??= read();
      return reading;
    },
  };
}
export type SharedFiguresReader = ReturnType<typeof sharedFiguresReader>;

/** Records a delivery attempt's outcome for its channel: a success ends "failing", a failure starts it. */
export async function recordDeliveryAttempt(
  db: Pick<Db, "execute">,
  channel: string,
  delivered: boolean,
): Promise<void> {
  await db.execute(
    delivered
      ? sql`INSERT INTO delivery_state (channel, last_success_at, failing_since) VALUES (${channel}, now(), NULL)
            ON CONFLICT (channel) DO UPDATE SET last_success_at = now(), failing_since = NULL`
      : sql`INSERT INTO delivery_state (channel, failing_since, last_failure_at) VALUES (${channel}, now(), now())
            ON CONFLICT (channel) DO UPDATE SET last_failure_at = now(),
              failing_since = coalesce(delivery_state.failing_since, now())`,
  );
}

/** `npm run leads -- backup` completed: every instance's health and /metrics read it from here. */
export async function markBackup(db: Pick<Db, "execute">): Promise<void> {
  await db.execute(
    sql`INSERT INTO ops_marks (name, at) VALUES ('backup', now()) ON CONFLICT (name) DO UPDATE SET at = now()`,
  );
}
