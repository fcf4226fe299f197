import type { FastifyInstance } from "fastify";
import type { Database } from "#server/db/client.ts";
import type { Fallback } from "#server/fallbacks.ts";

/**
 * GET /api/health is readiness, what a load balancer polls: 200 only while the database would commit a write
 * (a read-only switch or a standby answers reads but no submission can be stored), 503 otherwise; `fallbacks`
 * lists what runs on a local fallback. GET /api/health/live is liveness: the process answers, whatever the
 * database is doing; a supervisor restarts the process only when this fails, not during a database outage
 * that a restart would not fix. Both answer an object, so fields can be added.
 */
export function registerHealth(
  api: FastifyInstance,
  database: Database,
  fallbacks: () => Fallback[] = () => [],
): void {
  api.get("/health", async (_request, reply) => {
    const ready = await database.ready();
    if (!ready) return reply.code(503).send({ status: "unavailable" });
    return { status: "ok", fallbacks: fallbacks() };
  });
  api.get("/health/live", async () => ({ status: "ok" }));
}
