import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { loadDotEnv, readEnv } from "./env";
import { localFallbacks, reportConfiguration, staffFallbacks } from "./fallbacks";
import { startupLine } from "./startup-line";

// The production entry point (compiled to BUILD_DIR/app-server/index.js by `npm run build`, or run from
// source by `npm start`). The real environment wins over .env.
loadDotEnv();
const env = readEnv(process.env, { preferBuiltApiKey: true });
let logConnectionError = (error: Error) => console.warn(`postgres: idle connection lost (${error.message})`);
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.dataDir,
  onConnectionError: (error) => logConnectionError(error),
});
const app = await buildApp({ env, database });
// Each local fallback, the ended day-pass offer among them (pages and messages say so and send no code).
reportConfiguration(env, [...localFallbacks(env), ...staffFallbacks(app.staffAccess)], {
  info: (message) => app.log.info(message),
  warn: (message) => app.log.warn(message),
  error: (message) => app.log.error(message),
});
logConnectionError = (error) =>
  app.log.warn({ err: error }, "postgres: idle connection lost; the pool reconnects on next use");

/** Past this, a shutdown that hangs (a stuck SMTP server) gives up; claimed rows come back after the lease. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing requests and the outbox delivery in flight");
  const timer = setTimeout(() => {
    app.log.error("shutdown timed out; exiting");
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    // Stops accepting connections, waits for in-flight requests, then onClose stops the outbox worker
    // (waiting for its delivery in flight and releasing claimed rows) before the database closes.
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "unclean shutdown");
    await database.close().catch(() => {});
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
  // The last thing a person who ran `npm start` reads; the JSON logs above are for the machines.
  process.stdout.write(`${startupLine(env, { host: env.HOST, port: env.PORT }, app.staffAccess)}\n`);
} catch (error) {
  app.log.error({ err: error }, "could not listen");
  await app.close().catch(() => {});
  await database.close();
  process.exit(1);
}
