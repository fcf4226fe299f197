/**
 * Alerts by a second channel, once per incident (issue 43, decision 0036).
 *
 * Every instance ticks; the one holding the "alerts" lease (ops_leases, renewed each tick, taken over once it
 * has run out) keeps ops_incidents in step with the open incidents (server/ops/incidents.ts) and sends:
 * - one alert when an incident has been open ALERT_AFTER_MINUTES, one when an alerted incident resolves,
 *   nothing in between;
 * - each send is claimed in the row first (alerted_at / resolved_alerted_at set where still null), so even two
 *   instances that both believed they held the lease could not send it twice;
 * - a send that fails puts its claim back with a backoff (next_send_at) and counts send_failures, which health
 *   and /metrics show until one goes through.
 * With no channel configured nothing is sent (a fallback, listed at start and in health); incidents are still
 * kept, for health, the banner and the metrics.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { alertText, type Incident, type IncidentKind, incidentKinds } from "#contracts/ops.ts";
import type { Db } from "#server/db/client.ts";
import type { AlertChannel } from "./channels.ts";

export interface AlerterOptions {
  db: Db;
  channels: AlertChannel[];
  /** The open incidents now (fresh figures); null when they could not be read (nothing is changed then). */
  incidents: () => Promise<Incident[] | null>;
  /** How long an incident is open before it is alerted (ALERT_AFTER_MINUTES). */
  alertAfterMs: number;
  /** The site's host, named in every alert. */
  site: string;
  log: {
    info(o: object, m: string): void;
    warn(o: object, m: string): void;
    error(o: object, m: string): void;
  };
  instanceId?: string;
  /** How often every instance looks (default 30 s); the lease lasts three ticks. */
  tickMs?: number;
  /** Delay before retry n of a failed send: 30 s doubling to 30 min by default. */
  retryMs?: (failures: number) => number;
}

export interface AlertsStatus {
  /** Alerts this process sent, by state (for /metrics). */
  sent: { firing: number; resolved: number };
  sendFailures: number;
}

const LEASE = "alerts";

function defaultRetryMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 30 * 60_000);
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export class Alerter {
  readonly instanceId: string;
  private readonly options: AlerterOptions;
  private readonly tickMs: number;
  private readonly retryMs: (failures: number) => number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly counts = { firing: 0, resolved: 0, sendFailures: 0 };
  /** Channels that already took a given send, so a retry after a partial failure repeats only the others. */
  private readonly delivered = new Set<string>();

  constructor(options: AlerterOptions) {
    this.options = options;
    this.instanceId = options.instanceId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
    this.tickMs = options.tickMs ?? 30_000;
    this.retryMs = options.retryMs ?? defaultRetryMs;
  }

  start(): void {
    if (this.timer) return;
    const loop = () => {
      this.running = this.tick()
        .catch((error) => this.options.log.error({ err: error }, "alerts: the check failed"))
        .finally(() => {
          this.running = null;
          if (this.timer) this.timer = setTimeout(loop, this.tickMs);
        });
    };
    this.timer = setTimeout(loop, 0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  status(): AlertsStatus {
    return {
      sent: { firing: this.counts.firing, resolved: this.counts.resolved },
      sendFailures: this.counts.sendFailures,
    };
  }

  /** One look: take or renew the lease; if held, bring the incidents up to date and send what is due. */
  async tick(): Promise<void> {
    if (!(await this.holdLease())) return;
    const open = await this.options.incidents();
    if (!open) return;
    await this.record(open);
    await this.sendDue(open);
  }

  private async holdLease(): Promise<boolean> {
    const seconds = Math.max(1, (this.tickMs * 3) / 1000);
    const rows = await rowsOf(
      this.options.db,
      sql`INSERT INTO ops_leases (name, holder, expires_at)
          VALUES (${LEASE}, ${this.instanceId}, now() + make_interval(secs => ${seconds}))
          ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
          WHERE ops_leases.holder = excluded.holder OR ops_leases.expires_at < now()
          RETURNING holder`,
    );
    return rows.length === 1;
  }

  /** Opens a row for each new incident and resolves the rows whose incident has ended. */
  private async record(open: Incident[]): Promise<void> {
    const { db } = this.options;
    for (const incident of open)
      await db.execute(
        sql`INSERT INTO ops_incidents (kind, opened_at) VALUES (${incident.kind}, ${incident.since}::timestamptz)
            ON CONFLICT (kind) WHERE resolved_at IS NULL DO NOTHING`,
      );
    const kinds = open.map((incident) => incident.kind);
    const ended = incidentKinds.filter((kind) => !kinds.includes(kind));
    if (ended.length > 0)
      await db.execute(
        sql`UPDATE ops_incidents SET resolved_at = now()
            WHERE resolved_at IS NULL AND kind IN (${sql.join(
              ended.map((kind) => sql`${kind}`),
              sql`, `,
            )})`,
      );
  }

  private async sendDue(open: Incident[]): Promise<void> {
    const { db, alertAfterMs } = this.options;
    const rows = await rowsOf(
      db,
      sql`SELECT id, kind, opened_at::text AS opened, resolved_at IS NOT NULL AS resolved,
            alerted_at IS NOT NULL AS alerted,
            (opened_at <= now() - make_interval(secs => ${alertAfterMs / 1000})) AS due,
            (next_send_at IS NULL OR next_send_at <= now()) AS ready
          FROM ops_incidents WHERE resolved_alerted_at IS NULL ORDER BY id`,
    );
    for (const row of rows) {
      const kind = String(row.kind) as IncidentKind;
      const resolved = row.resolved === true;
      const alerted = row.alerted === true;
      if (row.ready !== true) continue;
      const id = Number(row.id);
      if (resolved && !alerted) {
        // Over before anyone had to be told: nothing to resolve.
        await db.execute(sql`UPDATE ops_incidents SET resolved_alerted_at = now() WHERE id = ${id}`);
        continue;
      }
      const state = resolved ? "resolved" : "firing";
      if (state === "firing" && (alerted || row.due !== true)) continue;
      const incident = open.find((each) => each.kind === kind) ?? {
        kind,
        since: new Date(String(row.opened)).toISOString(),
        count: 0,
        leadsAffected: 0,
      };
      await this.send(id, state, incident);
    }
  }

  private async send(id: number, state: "firing" | "resolved", incident: Incident): Promise<void> {
    const { db, channels, log } = this.options;
    if (channels.length === 0) return;
    const column = state === "firing" ? sql`alerted_at` : sql`resolved_alerted_at`;
    const claimed = await rowsOf(
      db,
      sql`UPDATE ops_incidents SET ${column} = now() WHERE id = ${id} AND ${column} IS NULL RETURNING id`,
    );
    if (claimed.length === 0) return;
    const text = alertText(this.options.site, incident, state);
    const errors: string[] = [];
    for (const channel of channels) {
      const key = `${id}:${state}:${channel.name}`;
      if (this.delivered.has(key)) continue;
      try {
        await channel.send(text);
        this.delivered.add(key);
      } catch (error) {
        errors.push(`${channel.name}: ${error instanceof Error ? error.message : "failed"}`);
      }
    }
    if (errors.length === 0) {
      this.counts[state] += 1;
      if (state === "resolved")
        for (const channel of channels) this.delivered.delete(`${id}:firing:${channel.name}`);
      log.info({ incident: incident.kind, state }, "alerts: sent");
      if (state === "firing")
        await db.execute(
          sql`UPDATE ops_incidents SET send_failures = 0, last_send_error = NULL WHERE id = ${id}`,
        );
      return;
    }
    this.counts.sendFailures += 1;
    const failures = await rowsOf(
      db,
      sql`UPDATE ops_incidents SET ${column} = NULL, send_failures = send_failures + 1,
            last_send_error = ${errors.join("; ")},
            next_send_at = now() + make_interval(secs => ${this.retryMs(1) / 1000})
          WHERE id = ${id} RETURNING send_failures`,
    );
    const count = Number(failures[0]?.send_failures ?? 1);
    // The backoff grows with the failures the row has counted (the first write above used one).
    await db.execute(
      sql`UPDATE ops_incidents SET next_send_at = now() + make_interval(secs => ${this.retryMs(count) / 1000})
          WHERE id = ${id}`,
    );
    log.error({ incident: incident.kind, state, failures: count, errors }, "ALERT NOT SENT: will retry");
  }
}
