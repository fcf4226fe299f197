// `npm run dev`: the API on PORT+1 and Vite's dev server (hot reload) on PORT, proxying /api to it.
import { createServer } from "vite";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { loadDotEnv, readEnv } from "./env";

loadDotEnv();
// Development shows the sample reviews (labelled as samples) unless told otherwise; production never does.
const env = readEnv({ NODE_ENV: "development", LOG_LEVEL: "info", REVIEWS_SAMPLES: "true", ...process.env });
const apiPort = env.PORT + 1;
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
const api = await buildApp({ env, database, serveSite: false });
await api.listen({ port: apiPort, host: env.HOST });

const vite = await createServer({
  server: {
    port: env.PORT,
    host: env.HOST,
    strictPort: true,
    proxy: { "/api": `http://${env.HOST}:${apiPort}` },
  },
});
await vite.listen();
vite.printUrls();

async function shutdown() {
  await vite.close();
  await api.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
