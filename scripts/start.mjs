// `npm start`: build what is missing or stale, then run the compiled server (site and API) in this process.
// The site is rebuilt (`npm run build`) when it is missing, older than its sources or made with other
// browser configuration; the server alone (`npm run build:server`, about a second) when only its sources
// changed. Building needs the dev dependencies; in a production install (`npm ci --omit=dev`) this runs
// the build as it is, like `npm run start:prod`.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function changedSince(file, sources) {
  const builtAt = statSync(file).mtimeMs;
  return sources.find((source) => newestMtime(path.resolve(source)) > builtAt);
}

/** Sources of the site build (build-info.json is its last file). */
const siteSources = [
  "app",
  "contracts",
  "config",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
  "scripts/precompress.mjs",
];
/** Sources of the compiled server (app-server/index.js); the app/content it imports is under app. */
const serverSources = ["server", "config", "contracts", "app", "vite.server.config.ts", "package-lock.json"];

let tsx = null;
try {
  tsx = await import("tsx/esm/api");
} catch {
  // A production install: no dev dependencies, nothing can be built here.
}

let root = process.env.BUILD_DIR || "build";
if (tsx) {
  tsx.register();
  const { browserBuildEnv, buildRoot, loadDotEnv } = await import("#config/env.ts");
  loadDotEnv();
  root = buildRoot(process.env);
  const infoFile = path.resolve(root, "client", "build-info.json");
  const serverFile = path.resolve(root, "app-server", "index.js");

  let siteStale = null;
  if (!existsSync(infoFile)) siteStale = "no build yet";
  else if (
    JSON.stringify(JSON.parse(readFileSync(infoFile, "utf8")).env) !==
    JSON.stringify(browserBuildEnv(process.env))
  )
    siteStale = "browser configuration changed";
  else {
    const changed = changedSince(infoFile, siteSources);
    if (changed) siteStale = `${changed} changed since the last build`;
  }

  if (siteStale) {
    console.log(`Building the site and the server (${siteStale})...`);
    execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  } else {
    const changed = existsSync(serverFile) ? changedSince(serverFile, serverSources) : "no compiled server";
    if (changed) {
      console.log(
        `Compiling the server (${changed === "no compiled server" ? changed : `${changed} changed`})...`,
      );
      execFileSync("npm", ["run", "-s", "build:server"], { stdio: "inherit" });
    }
  }
} else
  console.log("No dev dependencies: running the build as it is (rebuild elsewhere with `npm run build`).");

await import(pathToFileURL(path.resolve(root, "app-server", "index.js")).href);
