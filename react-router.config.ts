import type { Config } from "@react-router/dev/config";
import { buildRoot, loadDotEnv } from "./config/env.ts";

loadDotEnv();

export default {
  appDirectory: "app",
  // BUILD_DIR lets two builds (for example two e2e runs) live side by side.
  buildDirectory: buildRoot(process.env),
  // Every page is rendered on the server at request time, through an in-memory cache of the finished
  // response (server/pages/, decision 0009); nothing is prerendered.
  ssr: true,
  // A page carries the routes it matches (and the index route), not the whole table: a client navigation
  // first learns its route from /__manifest (server/pages/serve.ts), fetched when a link to it renders
  // (decision 0034: 2.8 KB less script on every page).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
