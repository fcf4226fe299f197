// `npm run dev`: one process on PORT, the production app (pages, forms, staff area, API, outbox) with React
// Router's build from Vite at each request and hot reload (server/dev/app.ts, decision 0032).
import { openDatabase } from "#server/db/client.ts";
import { buildDevApp } from "#server/dev/app.ts";
import { loadDotEnv, readEnv } from "#server/env.ts";
import { localFallbacks, reportConfiguration, staffFallbacks } from "#server/fallbacks.ts";
import { startupLine } from "#server/startup-line.ts";

loadDotEnv();
// Development shows the sample reviews (labelled as samples) unless told otherwise; production never does.
const env = readEnv({ NODE_ENV: "development", LOG_LEVEL: "info", REVIEWS_SAMPLES: "true", ...process.env });
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
const { app } = await buildDevApp({ env, database });
reportConfiguration(env, [...localFallbacks(env), ...staffFallbacks(app.staffAccess)], {
  info: (message) => app.log.info(message),
  warn: (message) => app.log.warn(message),
  error: (message) => app.log.error(message),
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  // The app's onClose stops the outbox worker and Vite before the database closes.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());

await app.listen({ port: env.PORT, host: env.HOST });
process.stdout.write(
  `${startupLine(env, { host: env.HOST, port: env.PORT }, app.staffAccess)} Edits under app/ reload at once.\n`,
);
