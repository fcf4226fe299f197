// `npm start`: build when the production build is missing, older than the sources or made with other
// browser configuration, then run the server (site and API) in this process.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { browserBuildEnv } from "./build-env.mjs";

const infoFile = path.resolve(process.env.BUILD_DIR || "build", "client", "build-info.json");
const sources = [
  "app",
  "contracts",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
  "scripts/build-env.mjs",
  "scripts/sitemap.ts",
  "scripts/hydrate-after-paint.ts",
  "scripts/precompress.mjs",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function staleReason() {
  if (!existsSync(infoFile)) return "no build yet";
  const info = JSON.parse(readFileSync(infoFile, "utf8"));
  if (JSON.stringify(info.env) !== JSON.stringify(browserBuildEnv(process.env)))
    return "browser configuration changed";
  const builtAt = statSync(infoFile).mtimeMs;
  const changed = sources.find((s) => newestMtime(path.resolve(s)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

const reason = staleReason();
if (reason) {
  console.log(`Building the site (${reason})...`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

const { register } = await import("tsx/esm/api");
register();
await import("../server/index.ts");
