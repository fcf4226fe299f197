/**
 * Operations as one plugin (issue 43): health that tells the truth (/api/health, /api/health/live), the
 * alerts by a second channel, /metrics behind its token, and the open incidents the staff banner shows.
 * server/app.ts composes it; the request timing hook is registered on the root first (registerRequestTiming)
 * so it sees every route.
 */
import type { FastifyInstance } from "fastify";
import type { Incident } from "#contracts/ops.ts";
import type { ContentStore } from "#server/content/store.ts";
import type { ContentSync } from "#server/content/sync.ts";
import type { Database } from "#server/db/client.ts";
import type { Env } from "#server/env.ts";
import type { Fallback } from "#server/fallbacks.ts";
import type { SmsSender } from "#server/sms/twilio.ts";
import type { Spool } from "#server/spool/spool.ts";
import { Alerter, type AlerterOptions } from "./alerts.ts";
import { type AlertChannel, smsChannel, webhookChannel } from "./channels.ts";
import { sharedFiguresReader } from "./figures.ts";
import { registerHealth } from "./health.ts";
import { type IncidentSettings, type LocalState, openIncidents } from "./incidents.ts";
import { type Metrics, registerMetricsRoute } from "./metrics.ts";

export interface OpsDeps {
  env: Env;
  database: Database;
  metrics: Metrics;
  spool: Spool | null;
  content: ContentStore;
  contentSync: ContentSync | null;
  sms: SmsSender | null;
  fallbacks: () => Fallback[];
  /** Test tuning: the alerts' tick and retry, its instance id, and whether it runs (default: with the worker). */
  alerts?: Partial<Pick<AlerterOptions, "tickMs" | "retryMs" | "instanceId">> & { start?: boolean };
  /** How long the shared figures are reused (ms; default 5 s). */
  figuresTtlMs?: number;
}

export interface Ops {
  /** The incidents open now, as the banner shows them. */
  incidents(): Promise<Incident[]>;
  alerter: Alerter;
  /** /health and /health/live on the API's plugin (its JSON errors and CORS). */
  registerHealth(api: FastifyInstance): void;
}

declare module "fastify" {
  interface FastifyInstance {
    ops: Ops;
  }
}

export function alertChannels(env: Env, sms: SmsSender | null): AlertChannel[] {
  return [
    ...(env.ALERT_WEBHOOK_URL ? [webhookChannel(env.ALERT_WEBHOOK_URL)] : []),
    ...(sms && env.ALERT_SMS_TO.length > 0 ? [smsChannel(sms, env.ALERT_SMS_TO)] : []),
  ];
}

export function registerOps(app: FastifyInstance, deps: OpsDeps): Ops {
  const { env, database, spool, content, contentSync } = deps;
  const figures = sharedFiguresReader(database.db, { ttlMs: deps.figuresTtlMs });
  const settings: IncidentSettings = {
    alertAfterMinutes: env.ALERT_AFTER_MINUTES,
    backupExpectedHours: env.BACKUP_EXPECTED_HOURS,
  };
  const local = (): LocalState => {
    const status = spool?.status();
    const behind = contentSync?.behind();
    return {
      spool: status
        ? {
            depth: status.depth,
            oldestAt:
              status.oldestAgeSeconds === null ? null : new Date(Date.now() - status.oldestAgeSeconds * 1000),
          }
        : null,
      behindSince: behind ? new Date(behind.since) : null,
    };
  };
  const alerter = new Alerter({
    db: database.db,
    channels: alertChannels(env, deps.sms),
    incidents: async () => {
      const fresh = await figures.get(true);
      return fresh ? openIncidents(fresh, local(), settings) : null;
    },
    alertAfterMs: env.ALERT_AFTER_MINUTES * 60_000,
    site: new URL(env.SITE_ORIGIN).host,
    log: app.log,
    ...deps.alerts,
  });
  registerMetricsRoute(app, deps.metrics, {
    token: env.METRICS_TOKEN,
    shared: figures,
    local: {
      pageCache: () => app.pages?.stats() ?? null,
      spoolDepth: () => spool?.status().depth ?? null,
      contentVersion: () => contentSync?.version() ?? null,
      contentBehind: () => Boolean(contentSync?.behind()),
      alerts: () => {
        const status = alerter.status();
        return { ...status.sent, sendFailures: status.sendFailures };
      },
    },
  });
  const ops: Ops = {
    incidents: async () => {
      const shared = await figures.get();
      return openIncidents(shared, local(), settings);
    },
    alerter,
    registerHealth: (api) =>
      registerHealth(api, {
        database,
        spool,
        fallbacks: deps.fallbacks,
        contentProblems: () => [...(contentSync?.problems() ?? []), ...content.problems()],
        contentBehind: () => contentSync?.behind() ?? null,
        figures,
        local,
        settings,
      }),
  };
  app.decorate("ops", ops);
  if (deps.alerts?.start !== false) app.addHook("onReady", async () => alerter.start());
  app.addHook("onClose", async () => alerter.stop());
  return ops;
}
