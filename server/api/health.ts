import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import type { Fallback } from "../fallbacks";

/** GET /api/health: 200 when the database answers, 503 otherwise; `fallbacks` lists what runs locally. */
export function registerHealth(
  api: FastifyInstance,
  database: Database,
  fallbacks: () => Fallback[] = () => [],
): void {
  api.get("/health", async (_request, reply) => {
    const up = await database.ping();
    if (!up) return reply.code(503).send({ status: "unavailable" });
    return { status: "ok", fallbacks: fallbacks() };
  });
}
