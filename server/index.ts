import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { readEnv } from "./env";

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
const app = await buildApp({ env, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "unclean shutdown");
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: env.PORT, host: env.HOST });
