import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export function registerHealth(api: FastifyInstance, database: Database): void {
  api.get("/health", async (_request, reply) => {
    const up = await database.ping();
    if (!up) return reply.code(503).send({ status: "unavailable" });
    return { status: "ok" };
  });
}
