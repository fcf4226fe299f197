/**
 * The production build the build-output tests read: build/test (inside the git-ignored build/, beside the
 * default build/client, so tests never disturb a build someone is serving). Built with `npm run build` when
 * missing or older than its sources; a lock directory makes parallel test files share one build. Its pages
 * are read as visitors get them: rendered by the real server (buildApp) over every route of the table.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { browserBuildEnv, loadDotEnv } from "#config/env.ts";
import { placePagePaths } from "#contracts/content/gym-location.ts";
import { buildApp } from "#server/app.ts";
import { staticPaths } from "#server/pages/sitemap.ts";
import { testEnv } from "#server/test/app.ts";
import { createBackend, type TestBackend } from "#server/test/backends.ts";
import { shippedPosts } from "#tests/shipped.server.ts";
import { shippedGyms } from "#tests/shipped.ts";

// The build reads .env (vite.config.ts): compare its settings with the same ones, or a developer's .env
// would make every build look stale.
loadDotEnv();

export const buildRoot = path.resolve("build/test");
export const clientDir = path.join(buildRoot, "client");
const infoFile = path.join(clientDir, "build-info.json");
const lockDir = `${buildRoot}.lock`;
/** What `npm run build` printed (stdout and stderr), kept beside the build it made. */
export const buildLogFile = path.join(buildRoot, "build.log");

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
  if (!existsSync(buildLogFile)) return "no build log";
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
      const result = spawnSync("npm", ["run", "-s", "build"], {
        // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildRoot },
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      const output = `${result.stdout}${result.stderr}`;
      if (result.status !== 0) throw new Error(`npm run build failed (${result.status}):\n${output}`);
      writeFileSync(buildLogFile, output);
    }
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export interface BuiltPage {
  /** The URL path: "/", "/faq", "/blog/1", "/404". */
  route: string;
  status: number;
  html: string;
}

/** A path no route names, and a post no content has: the two not-found pages. */
export const NOT_FOUND_ROUTES = ["/404", "/blog/not-found"] as const;

/** The build's route table (its server bundle). */
export async function serverBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(buildRoot, "server", "index.js")).href)) as ServerBuild;
}

/** Every page path of the route table, the places' pages, one per blog post, and the not-found pages. */
export async function pageRoutes(): Promise<string[]> {
  const build = await serverBuild();
  return [
    ...staticPaths(build.routes),
    ...shippedGyms.flatMap(placePagePaths),
    ...shippedPosts.map((post) => `/blog/${post.id}`),
    ...NOT_FOUND_ROUTES,
  ];
}

/** The real server over build/test, on an in-memory database, with `env` on top; close() when done. */
export async function siteServer(
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const backend: TestBackend = await createBackend("pglite");
  const app = await buildApp({
    env: testEnv({ BUILD_DIR: buildRoot, ...env }),
    database: backend.database,
    startWorker: false,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await backend.dispose();
    },
  };
}

/** Every page as the server renders it for a visitor (each route of the table, each post, the not-found pages). */
export async function renderedPages(): Promise<BuiltPage[]> {
  const routes = await pageRoutes();
  const server = await siteServer();
  try {
    const pages: BuiltPage[] = [];
    for (const route of routes) {
      const response = await server.app.inject({ url: route });
      pages.push({ route, status: response.statusCode, html: response.body });
    }
    return pages.sort((a, b) => a.route.localeCompare(b.route));
  } finally {
    await server.close();
  }
}

const gzipCache = new Map<string, number>();
/** Bytes after gzip -9 of a file of the build (or of the client build in `dir`), by its URL path ("/assets/x.js"). */
export function gzipBytes(urlPath: string, dir = clientDir): number {
  const file = path.join(dir, urlPath);
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk's static imports ("./x.js" beside it), not its dynamic import() calls, which load on demand. */
function staticImportsOf(chunk: string, root: string): string[] {
  const code = readFileSync(path.join(root, chunk), "utf8");
  const dir = path.posix.dirname(chunk);
  const found: string[] = [];
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[^"'`;()]*?\bfrom\s*)?["'](\.\/[^"']+\.m?js)["']/g,
  ))
    if (match[1]) found.push(path.posix.join(dir, match[1]));
  return found;
}

/**
 * The chunks a page's HTML loads: its module preloads, its scripts' sources, and its inline modules' imports
 * (the hydration module's `import … from`, `import "…"` and its import() of the client entry). Not every
 * chunk's name in it: with lazy route discovery the page's partial route manifest, inline, names the modules
 * of routes it does not load (the index route's), and the full manifest's file for a reload.
 */
function chunksNamedBy(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g))
    if (/\brel=["']?modulepreload\b/.test(tag)) found.push(/\bhref=["']([^"']+)["']/.exec(tag)?.[1] ?? "");
  for (const match of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/g)) found.push(match[1] ?? "");
  for (const match of html.matchAll(
    /\bimport\s*(?:\(\s*|[^"'`;()]*?\bfrom\s*)?["'](\/assets\/[^"'\s]+\.m?js)["']/g,
  ))
    found.push(match[1] ?? "");
  return found.filter((chunk) => /^\/assets\/[^"'\s]+\.m?js$/.test(chunk));
}

/**
 * Every script a page loads without the visitor doing anything: the chunks its HTML loads (chunksNamedBy)
 * and, transitively, their static imports. `dir`: the client build the page is from (this build's by default).
 */
export function scriptsOf(html: string, dir = clientDir): string[] {
  const found = new Set<string>();
  const visit = (chunk: string) => {
    if (found.has(chunk)) return;
    found.add(chunk);
    for (const dependency of staticImportsOf(chunk, dir)) visit(dependency);
  };
  for (const chunk of chunksNamedBy(html)) visit(chunk);
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
