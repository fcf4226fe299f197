/**
 * Each page's JavaScript as the floor plus ours (issue 44). The floor is a bare React Router app in
 * framework mode, one small page (bench/floor), built with the project's own react, react-dom, react-router
 * and @react-router/dev: the JavaScript any page of this stack loads before its own. Ours is what a page
 * loads beyond it. Both are measured as the budget test and `npm run bench:js` read them: gzip -9 of every
 * script a fresh visit loads without doing anything (the HTML's scripts and modulepreloads, and their static
 * imports); KB are 1,000 bytes, as the figures.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { shippedGyms } from "#tests/shipped.ts";
import { type BuiltPage, gzipBytes, scriptsOf } from "./build-output";

const floorApp = path.resolve("bench/floor");
export const floorClientDir = path.resolve("build/floor/client");
const floorPage = path.join(floorClientDir, "index.html");
/** What the floor is built from: its app, and the packages' versions. */
const floorSources = [floorApp, path.resolve("package-lock.json")];
const lockDir = path.resolve("build/floor.lock");

function newestMtime(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the floor app (build/floor) when it is missing or older than its sources. */
export function ensureFloorBuild(): void {
  if (existsSync(floorPage)) {
    const builtAt = statSync(floorPage).mtimeMs;
    if (floorSources.every((source) => newestMtime(source) <= builtAt)) return;
  }
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const deadline = Date.now() + 2 * 60_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (existsSync(floorPage) && floorSources.every((s) => newestMtime(s) <= statSync(floorPage).mtimeMs))
      return;
    const result = spawnSync("npx", ["react-router", "build"], {
      cwd: floorApp,
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
    });
    if (result.status !== 0 || !existsSync(floorPage))
      throw new Error(`the floor app did not build (${result.status}):\n${result.stdout}${result.stderr}`);
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export interface JsWeight {
  /** gzip -9 bytes of every script. */
  bytes: number;
  files: number;
}

/** The floor's one page, built when needed. */
export function floorWeight(): JsWeight {
  ensureFloorBuild();
  const scripts = scriptsOf(readFileSync(floorPage, "utf8"), floorClientDir);
  return {
    bytes: scripts.reduce((sum, file) => sum + gzipBytes(file, floorClientDir), 0),
    files: scripts.length,
  };
}

/** A page of this build's scripts. */
export function pageWeight(page: BuiltPage): JsWeight & { scripts: string[] } {
  const scripts = scriptsOf(page.html);
  // A page with no script is a build replaced while it was read (or a page that lost its hydration): its
  // figures would be nonsense, so reading it fails rather than report them.
  if (scripts.length === 0)
    throw new Error(`${page.route} references no script: is build/test being rebuilt?`);
  return { bytes: scripts.reduce((sum, file) => sum + gzipBytes(file), 0), files: scripts.length, scripts };
}

/** The classes of page, each with its budget for our part. */
export type PageClass = "content" | "place" | "other";

/** Our part's budget, in bytes, by class of page (issue 44). */
export const OURS_BUDGET: Record<PageClass, number> = { content: 15_000, place: 35_000, other: 30_000 };
/** The most script files any page loads, the framework's included: the figure the client build groups chunks to. */
export { FILES_PER_PAGE as FILES_BUDGET } from "#config/page-chunks.ts";

const CONTENT_PATHS = new Set([
  "/faq",
  "/blog",
  "/terms-and-conditions",
  "/privacy-policy",
  "/review-policy",
  "/offers",
  "/franchising",
]);

/** Content pages (reading only), a 24/7 gym's or a studio's own page, or any other page. */
export function pageClassOf(route: string): PageClass {
  if (CONTENT_PATHS.has(route) || route.startsWith("/blog/")) return "content";
  const place = shippedGyms.find((gym) => gym.pageLink === route);
  return place && place.status !== "closed" ? "place" : "other";
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
