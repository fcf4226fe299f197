import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client.ts";
import type { Env } from "#server/env.ts";
import { ContentSync } from "./sync.ts";

/**
 * Applies the deploy rule for CONTENT_DIR (the ship) and brings this instance's working copy
 * (DATA_DIR/content) to the database's content before the store first reads it.
 */
export async function startContentSync(
  env: Env,
  database: Database,
  log: FastifyBaseLogger,
): Promise<ContentSync> {
  const sync = new ContentSync({
    database,
    shippedDir: env.contentDir,
    workDir: path.join(env.dataDir, "content"),
    log,
  });
  await sync.start();
  return sync;
}
