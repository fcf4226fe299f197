import type { FastifyInstance } from "fastify";
import type { ContentBehind } from "#contracts/staff.ts";
import type { ContentProblem } from "#server/content/store.ts";
import type { Database } from "#server/db/client.ts";
import type { Fallback } from "#server/fallbacks.ts";
import type { Spool } from "#server/spool/spool.ts";
import type { SharedFigures, SharedFiguresReader } from "./figures.ts";
import { backupDueAt, type IncidentSettings, type LocalState, openIncidents } from "./incidents.ts";

/** A readiness check that hangs (a paused network) counts as not ready rather than holding the probe. */
const READY_TIMEOUT_MS = 2000;

function readyWithin(database: Database, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    database.ready(),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export interface HealthDeps {
  database: Database;
  fallbacks: () => Fallback[];
  spool: Spool | null;
  contentProblems: () => ContentProblem[];
  contentBehind: () => ContentBehind | null;
  figures: SharedFiguresReader;
  local: () => LocalState;
  settings: IncidentSettings;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The outbox as health shows it (issue 43): every instance's, from the database. */
function outboxOf(figures: SharedFigures, failing: boolean) {
  const email = figures.delivery.email;
  return {
    pending: figures.outbox.pending,
    oldestPendingAgeSeconds: figures.outbox.oldestPendingAt
      ? Math.max(0, Math.round((figures.at.getTime() - figures.outbox.oldestPendingAt.getTime()) / 1000))
      : null,
    dead: figures.outbox.dead,
    lastDeliveryAt: iso(email?.lastSuccessAt ?? null),
    failing,
    failingSince: iso(email?.failingSince ?? null),
  };
}

/**
 * GET /api/health is readiness, what a load balancer polls: 200 while this instance can store a lead (the
 * database would commit a write, or the spool takes it), 503 otherwise. Its `status` tells the truth
 * beside that (issue 43): "degraded" with `reasons` (contracts/ops.ts's incident kinds, and
 * "alert-undelivered") when mail is failing, a message is dead, the spool holds records, the content is
 * behind, a lead waits past its escalation or the last backup is older than BACKUP_EXPECTED_HOURS; a mail
 * problem never takes a serving instance out. `outbox`, `leads` and `backup` are every instance's figures,
 * from the database (null when it did not answer in time). `fallbacks` lists what runs on a local fallback.
 * GET /api/health/live is liveness: the process answers, whatever the database is doing; a supervisor
 * restarts the process only when this fails, not during a database outage that a restart would not fix.
 * With a spool, `database` and `spool` (depth, oldest age) say how writes are going. `content` names every
 * content file that fails its schema (its last good version is served), and `behind` when this instance
 * could not follow the live content (issue 36).
 */
export function registerHealth(api: FastifyInstance, deps: HealthDeps): void {
  const { database, spool } = deps;
  api.get("/health", async (_request, reply) => {
    const ready = await readyWithin(database, READY_TIMEOUT_MS);
    // A bad content file never stops the pages (its last good version is served): named, not "unavailable".
    const problems = deps.contentProblems();
    const behind = deps.contentBehind();
    const contentStatus = behind ? "behind" : problems.length === 0 ? "ok" : "problems";
    const content = { status: contentStatus, problems, ...(behind ? { behind } : {}) };
    const state = spool ? { database: ready ? "ok" : "unavailable", spool: spool.status() } : {};
    if (!ready && !spool?.accepting()) return reply.code(503).send({ status: "unavailable", ...state });
    const figures = ready ? await deps.figures.get() : null;
    const incidents = openIncidents(figures, deps.local(), deps.settings);
    const undelivered = figures?.alertsUndelivered ?? [];
    const reasons: string[] = [
      ...incidents.map((incident) => incident.kind),
      ...(undelivered.length > 0 ? ["alert-undelivered"] : []),
    ];
    return {
      status: reasons.length > 0 ? "degraded" : "ok",
      reasons,
      fallbacks: deps.fallbacks(),
      ...state,
      content,
      outbox: figures
        ? outboxOf(
            figures,
            incidents.some((incident) => incident.kind === "mail-failing"),
          )
        : null,
      leads: figures
        ? {
            waitingFirstContact: figures.leads.waitingFirstContact,
            pastEscalation: figures.leads.pastEscalation,
          }
        : null,
      backup: figures
        ? {
            lastAt: iso(figures.lastBackupAt),
            dueBy: iso(backupDueAt(figures, deps.settings.backupExpectedHours)),
          }
        : null,
      alerts: { undelivered },
    };
  });
  api.get("/health/live", async () => ({ status: "ok" }));
}
