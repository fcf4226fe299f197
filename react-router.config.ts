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
  // The whole route table ships with the page, so a client navigation never waits on a /__manifest request.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
