/**
 * The production build the build-output tests read: build/test (inside the git-ignored build/, beside the
 * default build/client, so tests never disturb a build someone is serving). Built with `npm run build` when
 * missing or older than its sources; a lock directory makes parallel test files share one build.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { browserBuildEnv, loadDotEnv } from "#config/env.ts";

// The build reads .env (vite.config.ts): compare its settings with the same ones, or a developer's .env
// would make every build look stale.
loadDotEnv();

export const buildRoot = path.resolve("build/test");
export const clientDir = path.join(buildRoot, "client");
const infoFile = path.join(clientDir, "build-info.json");
const lockDir = `${buildRoot}.lock`;

/** What a build is made from (as scripts/start.mjs, plus the build scripts themselves). */
const sources = [
  "app",
  "contracts",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
  "package-lock.json",
  "config",
  "scripts/sitemap.ts",
  "scripts/hydrate-after-paint.ts",
  "scripts/precompress.mjs",
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function staleReason(): string | null {
  if (!existsSync(infoFile)) return "no build yet";
  const info = JSON.parse(readFileSync(infoFile, "utf8")) as { env?: unknown };
  if (JSON.stringify(info.env) !== JSON.stringify(browserBuildEnv(process.env)))
    return "browser configuration changed";
  const builtAt = statSync(infoFile).mtimeMs;
  const changed = sources.find((source) => newestMtime(path.resolve(source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds build/test when stale. Safe to call from several test files (and processes) at once. */
export async function ensureBuild(): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  // On a fresh clone build/ does not exist yet, and the lock's mkdir needs its parent.
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir, { recursive: false });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Another test file is building. A lock older than 10 minutes belongs to a killed run.
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > 10 * 60_000)
        rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`);
      await sleep(500);
    }
  }
  try {
    const reason = staleReason();
    if (reason) {
      console.log(`building ${path.relative(process.cwd(), buildRoot)} (${reason})...`);
      execFileSync("npm", ["run", "-s", "build"], {
        // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildRoot },
        stdio: ["ignore", "ignore", "inherit"],
      });
    }
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export interface BuiltPage {
  /** The URL path: "/", "/faq", "/blog/1", "/404". */
  route: string;
  file: string;
  html: string;
}

/** Every prerendered page (each index.html under the client build, not-found pages included). */
export function builtPages(): BuiltPage[] {
  const found: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const relative = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        found.push({ route: `/${relative}`, file: full, html: readFileSync(full, "utf8") });
      }
    }
  };
  walk(clientDir);
  return found.sort((a, b) => a.route.localeCompare(b.route));
}

const gzipCache = new Map<string, number>();
/** Bytes after gzip -9 of a file of the build, by its URL path ("/assets/x.js"). */
export function gzipBytes(urlPath: string): number {
  let size = gzipCache.get(urlPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, urlPath)), { level: 9 }).length;
    gzipCache.set(urlPath, size);
  }
  return size;
}

/** A chunk's static imports ("./x.js" beside it), not its dynamic import() calls, which load on demand. */
function staticImportsOf(chunk: string): string[] {
  const code = readFileSync(path.join(clientDir, chunk), "utf8");
  const dir = path.posix.dirname(chunk);
  const found: string[] = [];
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[^"'`;()]*?\bfrom\s*)?["'](\.\/[^"']+\.m?js)["']/g,
  ))
    if (match[1]) found.push(path.posix.join(dir, match[1]));
  return found;
}

/**
 * Every script a page loads without the visitor doing anything: the chunks its HTML names (the hydration
 * module's imports and its import() of the client entry) and, transitively, their static imports.
 */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  const visit = (chunk: string) => {
    if (found.has(chunk)) return;
    found.add(chunk);
    for (const dependency of staticImportsOf(chunk)) visit(dependency);
  };
  for (const match of html.matchAll(/["'](\/assets\/[^"'\s]+\.m?js)["']/g)) if (match[1]) visit(match[1]);
  return [...found];
}

export function stylesheetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (!/\brel=["']?stylesheet/.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
    if (href) found.add(href);
  }
  return [...found];
}
