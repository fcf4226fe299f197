/**
 * GET /metrics in the Prometheus text format (issue 43), with prom-client, one registry per app.
 * - Answered only with METRICS_TOKEN as a bearer token; without it configured the route does not exist. A
 *   refusal says nothing but that (no figure, no metric name).
 * - Labels are bounded and never personal: a route's pattern (Fastify's route url, or for a page React
 *   Router's matched route id), a status class, a form kind, a channel, a cache outcome.
 * - This process's own figures (requests, submissions, page cache, spool, content) are its own; the shared
 *   ones (outbox, leads, backup) come from the database on each scrape, bounded in time
 *   (server/ops/figures.ts): a slow database leaves them out and sets novo_shared_figures_up 0.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import client from "prom-client";
import type { SubmissionKind } from "#contracts/payloads.ts";
import type { SubmissionService } from "#server/submissions/service.ts";
import type { SharedFiguresReader } from "./figures.ts";

export interface LocalFigures {
  pageCache: () => { hits: number; misses: number } | null;
  spoolDepth: () => number | null;
  contentVersion: () => number | null;
  contentBehind: () => boolean;
  alerts: () => { firing: number; resolved: number; sendFailures: number };
}

/** The route label of a request: set by whoever knows better (the pages' matched route id), else Fastify's. */
const routeLabel = Symbol("novo.routeLabel");
type Labelled = FastifyRequest & { [routeLabel]?: string };

/** The pages' handler names the React Router route it matched (its id, e.g. "routes/place"). */
export function labelRoute(request: FastifyRequest, label: string): void {
  (request as Labelled)[routeLabel] = label;
}

export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses; the same figures remain, by type, in
  // nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
  for (const name of [
    "nodejs_active_handles_total",
    "nodejs_active_requests_total",
    "nodejs_active_resources_total",
  ])
    registry.removeSingleMetric(name);
  const duration = new client.Histogram({
    name: "novo_http_request_duration_seconds",
    help: "Time to answer a request, by route pattern and status class",
    labelNames: ["route", "method", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const submissions = new client.Counter({
    name: "novo_submissions_total",
    help: "Form submissions by kind and outcome (stored, spooled, refused)",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  return { registry, duration, submissions };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Times every request; registered on the root before any route so it sees them all. */
export function registerRequestTiming(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = (request as Labelled)[routeLabel] ?? request.routeOptions.url ?? "(no route)";
    metrics.duration.observe(
      {
        route,
        method: request.method,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}

export function countSubmission(
  metrics: Metrics,
  kind: SubmissionKind,
  outcome: "stored" | "spooled" | "refused",
) {
  metrics.submissions.inc({ kind, outcome });
}

/** The gauges read on scrape: this process's, then the database's figures. Returns what fills them. */
function registerGauges(
  metrics: Metrics,
  local: LocalFigures,
  shared: SharedFiguresReader,
): () => Promise<void> {
  const { registry } = metrics;
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new client.Gauge({ name, help, labelNames, registers: [registry] });
  const cache = new client.Counter({
    name: "novo_page_cache_requests_total",
    help: "Page cache lookups by outcome (hit, miss)",
    labelNames: ["outcome"],
    registers: [registry],
    collect() {
      const stats = local.pageCache();
      this.reset();
      if (!stats) return;
      this.inc({ outcome: "hit" }, stats.hits);
      this.inc({ outcome: "miss" }, stats.misses);
    },
  });
  void cache;
  const alertsSent = new client.Counter({
    name: "novo_alerts_sent_total",
    help: "Alerts this process sent, by state (firing, resolved)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const alerts = local.alerts();
      this.reset();
      this.inc({ state: "firing" }, alerts.firing);
      this.inc({ state: "resolved" }, alerts.resolved);
    },
  });
  void alertsSent;
  const alertFailures = new client.Counter({
    name: "novo_alert_send_failures_total",
    help: "Alert sends that failed in this process (retried with backoff)",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(local.alerts().sendFailures);
    },
  });
  void alertFailures;
  const own = {
    spool: gauge(
      "novo_spool_depth",
      "Submissions this instance holds in its spool while the database cannot take them",
    ),
    version: gauge("novo_content_version", "The content version this instance serves"),
    behind: gauge("novo_content_behind", "1 when this instance could not follow the live content"),
  };
  const db = {
    up: gauge("novo_shared_figures_up", "1 when the database answered this scrape's shared figures in time"),
    pending: gauge(
      "novo_outbox_pending",
      "Messages due or being retried (every instance's, from the database)",
    ),
    oldest: gauge("novo_outbox_oldest_pending_age_seconds", "Age of the oldest waiting message"),
    dead: gauge("novo_outbox_dead", "Messages given up in the last week"),
    failingSince: gauge(
      "novo_outbox_failing_since_timestamp_seconds",
      "Since when every delivery attempt has failed, per channel (0: not failing)",
      ["channel"],
    ),
    lastDelivery: gauge("novo_outbox_last_delivery_timestamp_seconds", "The last delivery, per channel", [
      "channel",
    ]),
    waiting: gauge("novo_leads_waiting_first_contact", "Leads of the last 30 days with no first contact yet"),
    escalated: gauge(
      "novo_leads_past_escalation",
      "Leads waiting past their escalation (due in the last week)",
    ),
    backup: gauge("novo_backup_last_timestamp_seconds", "When the last backup completed (0: never)"),
    undelivered: gauge(
      "novo_alerts_undelivered",
      "Incidents whose alert could not be sent yet (from the database)",
    ),
    installed: gauge(
      "novo_installed_timestamp_seconds",
      "When this install's database was created or upgraded to alerts",
    ),
  };
  const seconds = (at: Date | null) => (at ? at.getTime() / 1000 : 0);
  // One read of the shared figures per scrape, before the registry collects.
  return async () => {
    const spool = local.spoolDepth();
    if (spool !== null) own.spool.set(spool);
    const version = local.contentVersion();
    if (version !== null) own.version.set(version);
    own.behind.set(local.contentBehind() ? 1 : 0);
    // Fresh on each scrape (Prometheus asks every 15 s or so); concurrent reads share one query.
    const figures = await shared.get(true);
    db.up.set(figures ? 1 : 0);
    if (!figures) return;
    db.pending.set(figures.outbox.pending);
    db.oldest.set(
      figures.outbox.oldestPendingAt
        ? Math.max(0, (figures.at.getTime() - figures.outbox.oldestPendingAt.getTime()) / 1000)
        : 0,
    );
    db.dead.set(figures.outbox.dead);
    for (const [channel, state] of Object.entries(figures.delivery)) {
      db.failingSince.set({ channel }, seconds(state.failingSince));
      db.lastDelivery.set({ channel }, seconds(state.lastSuccessAt));
    }
    db.waiting.set(figures.leads.waitingFirstContact);
    db.escalated.set(figures.leads.pastEscalation);
    db.backup.set(seconds(figures.lastBackupAt));
    db.installed.set(seconds(figures.installedAt));
    db.undelivered.set(figures.alertsUndelivered.length);
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "");
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** GET /metrics, behind the token. */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token: string | undefined; local: LocalFigures; shared: SharedFiguresReader },
): void {
  if (!options.token) return;
  const token = options.token;
  const collect = registerGauges(metrics, options.local, options.shared);
  app.get("/metrics", async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return reply.code(401).type("text/plain; charset=utf-8").send("Unauthorized\n");
    }
    await collect();
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/** The submission service, counted: each submit's kind and outcome (the API's and the native form posts'). */
export function countedSubmissions<Service extends SubmissionService>(
  service: Service,
  metrics: Metrics,
): Service {
  return {
    ...service,
    async submit(kind, body, client) {
      const outcome = await service.submit(kind, body, client);
      countSubmission(metrics, kind, !outcome.ok ? "refused" : outcome.spooled ? "spooled" : "stored");
      return outcome;
    },
  };
}
