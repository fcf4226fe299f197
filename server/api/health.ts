import type { FastifyInstance } from "fastify";
import type { ContentBehind } from "#contracts/staff.ts";
import type { ContentProblem } from "#server/content/store.ts";
import type { Database } from "#server/db/client.ts";
import type { Fallback } from "#server/fallbacks.ts";
import type { Spool } from "#server/spool/spool.ts";

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

/**
 * GET /api/health is readiness, what a load balancer polls: 200 only while the database would commit a write
 * (a read-only switch or a standby answers reads but no submission can be stored), 503 otherwise; `fallbacks`
 * lists what runs on a local fallback. GET /api/health/live is liveness: the process answers, whatever the
 * database is doing; a supervisor restarts the process only when this fails, not during a database outage
 * that a restart would not fix. Both answer an object, so fields can be added.
 * With a spool (PostgreSQL), readiness stays 200 while the database is away but the spool takes
 * submissions (`database: "unavailable"`), and `spool` gives its depth and the age of its oldest record.
 * `content` names every content file that fails its schema or does not parse (its last good version is
 * served meanwhile; decision 0013), and, when this instance could not follow the live content (a photo
 * missing from the bucket, the database unreachable), `behind`: the version it serves, the one it could not
 * reach and why, with the status "behind" (issue 36). Readiness stays 200: it serves what it has.
 */
export function registerHealth(
  api: FastifyInstance,
  database: Database,
  fallbacks: () => Fallback[] = () => [],
  spool: Spool | null = null,
  contentProblems: () => ContentProblem[] = () => [],
  contentBehind: () => ContentBehind | null = () => null,
): void {
  api.get("/health", async (_request, reply) => {
    const ready = await readyWithin(database, READY_TIMEOUT_MS);
    // A bad content file never stops the pages (its last good version is served): named, not "unavailable".
    const problems = contentProblems();
    const behind = contentBehind();
    const status = behind ? "behind" : problems.length === 0 ? "ok" : "problems";
    const content = { status, problems, ...(behind ? { behind } : {}) };
    if (!spool) {
      if (!ready) return reply.code(503).send({ status: "unavailable" });
      return { status: "ok", fallbacks: fallbacks(), content };
    }
    const state = { database: ready ? "ok" : "unavailable", spool: spool.status() };
    if (!ready && !spool.accepting()) return reply.code(503).send({ status: "unavailable", ...state });
    return { status: "ok", fallbacks: fallbacks(), ...state, content };
  });
  api.get("/health/live", async () => ({ status: "ok" }));
}
