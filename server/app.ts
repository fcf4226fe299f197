import Fastify, { type FastifyInstance } from "fastify";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { registerSite } from "./site";

export interface AppDeps {
  env: Env;
  database: Database;
  /** Serve build/client too (the default); tests of the API alone pass false. */
  serveSite?: boolean;
}

/** The whole HTTP app: /api and the prerendered site. Testable with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 16 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  await app.register(
    async (api) => {
      api.get("/health", async (_request, reply) => {
        const up = await database.ping();
        if (!up) return reply.code(503).send({ status: "unavailable" });
        return { status: "ok" };
      });
    },
    { prefix: "/api" },
  );

  if (deps.serveSite !== false) await registerSite(app, env.buildDir);
  return app;
}
