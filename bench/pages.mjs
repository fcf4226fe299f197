// `npm run bench:pages`: what rendering pages at request time costs (decision 0009).
//   1. Cold render per route: the real app (buildApp) in this process, the content version changed before
//      each request so that every one renders and fills (React Router, after-paint, CSP, quick brotli, gzip);
//      median of --renders. Beside it, the median time of the same page from the cache.
//   2. Memory per cached page: the bytes the cache holds (page, brotli, gzip, headers) once every route is in
//      it with its best brotli copy, and the heap growth that filling it caused (with --expose-gc).
//   3. Throughput of one cached page: autocannon against the production server (a child process), brotli
//      accepted; with --compare <checkout>, the same against that checkout's server and build (for instance
//      main before this change, serving its prerendered file), in --rounds alternating which goes first;
//      median and best round. With --compare-route <url>, that URL on the same server instead, in the same
//      alternating rounds (issue 38: `/greenwich?utm_source=x` against `/greenwich`, one cache entry);
//      --compare-referer sends that URL's requests with a Referer (another site's: the page is then
//      filled with the landing's values, decision 0029). --accept-encoding is what every request accepts.
//
//   node --expose-gc --import tsx bench/pages.mjs [--renders 5] [--route /faq] [--rounds 6] [--duration 5]
//        [--connections 10] [--compare /tmp/main-checkout] [--compare-build build] [--skip-build]
//        [--compare-route "/greenwich?utm_source=x"] [--compare-referer https://www.google.com/]
//        [--accept-encoding "gzip, deflate, br"]

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { buildApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { readEnv } from "#server/env.ts";
import { staticPaths } from "#server/pages/sitemap.ts";
import { shippedPosts } from "#tests/shipped.server.ts";
import { build, machine, parseArgs, root, startServer, textTable, writeResults } from "./lib.mjs";

const options = parseArgs(process.argv.slice(2), {
  renders: 5,
  route: "/faq",
  duration: 5,
  rounds: 6,
  connections: 10,
  compare: "",
  compareBuild: "build",
  compareRoute: "",
  compareReferer: "",
  acceptEncoding: "br",
  skipBuild: false,
  buildDir: "build/bench",
});
const buildDir = path.resolve(root, options.buildDir);
if (!options.skipBuild || !existsSync(path.join(buildDir, "server", "index.js"))) build(buildDir);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const kb = (bytes) => round(bytes / 1024);

// 1 and 2: in this process.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "novo-bench-pages-"));
const env = readEnv({
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  BUILD_DIR: buildDir,
});
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
let version = 0;
const app = await buildApp({
  env,
  database,
  startWorker: false,
  pages: { contentVersion: () => String(version) },
});
await app.ready();
const routes = [
  ...staticPaths((await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)).routes),
  ...shippedPosts.map((post) => `/blog/${post.id}`),
];
const timed = async (url) => {
  const started = performance.now();
  const response = await app.inject({ url, headers: { "accept-encoding": "br" } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return { ms: performance.now() - started, bytes: Number(response.headers["content-length"]) };
};

const rows = [];
for (const route of routes) {
  await timed(route); // the first render of a route also loads its modules
  const cold = [];
  for (let i = 0; i < options.renders; i++) {
    version++;
    cold.push((await timed(route)).ms);
  }
  const cached = [];
  let bytes = 0;
  for (let i = 0; i < options.renders; i++) {
    const result = await timed(route);
    cached.push(result.ms);
    bytes = result.bytes;
  }
  rows.push({ route, coldMs: round(median(cold)), cachedMs: round(median(cached), 2), brKB: kb(bytes) });
  console.log(`  ${route}: cold ${round(median(cold))} ms, cached ${round(median(cached), 2)} ms`);
}

version++;
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
for (const route of routes) await timed(route);
await app.pages.settled();
global.gc?.();
const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const stats = app.pages.stats();
const memory = {
  entries: stats.entries,
  heldKB: kb(stats.bytes),
  perPageKB: kb(stats.bytes / stats.entries),
  heapGrowthPerPageKB: global.gc ? kb((heapAfter - heapBefore) / stats.entries) : null,
};
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

// 3: autocannon against the production server as a child process (and the other checkout's), in rounds
// that alternate which goes first, so that a busy machine's swings fall on both alike.
const headers = { "accept-encoding": options.acceptEncoding, "user-agent": "bench" };
const own = await startServer({ buildDir });
const servers = [{ label: "rendered, cached (this checkout)", server: own, route: options.route, headers }];
if (options.compareRoute)
  servers.push({
    label: `same server: ${options.compareRoute}${options.compareReferer ? ` from ${options.compareReferer}` : ""}`,
    server: own,
    route: options.compareRoute,
    headers: options.compareReferer ? { ...headers, referer: options.compareReferer } : headers,
  });
else if (options.compare)
  servers.push({
    label: `compare: ${options.compare}`,
    server: await startServer({
      cwd: options.compare,
      buildDir: path.resolve(options.compare, options.compareBuild),
    }),
    route: options.route,
    headers,
  });
const samples = servers.map(() => []);
try {
  for (const { server, route } of servers) await fetch(`${server.origin}${route}`, { headers }); // fill the cache
  // What each URL answered, to tell a shared copy from a filled one in the results.
  for (const entry of servers) {
    const answer = await fetch(`${entry.server.origin}${entry.route}`, { headers: entry.headers });
    await answer.arrayBuffer();
    entry.answer = {
      cacheControl: answer.headers.get("cache-control"),
      encoding: answer.headers.get("content-encoding") ?? "identity",
      kB: kb(Number(answer.headers.get("content-length"))),
    };
  }
  for (let round = 0; round < options.rounds; round++)
    for (const index of round % 2 ? [...servers.keys()].reverse() : servers.keys()) {
      const result = await autocannon({
        url: `${servers[index].server.origin}${servers[index].route}`,
        headers: servers[index].headers,
        connections: options.connections,
        duration: options.duration,
      });
      samples[index].push({
        reqPerSec: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }
} finally {
  for (const server of new Set(servers.map((s) => s.server))) await server.stop();
}
const load = servers.map(({ label, route, answer }, index) => {
  const rounds = samples[index];
  const rates = rounds.map((r) => r.reqPerSec);
  return {
    server: label,
    route,
    answer,
    medianReqPerSec: Math.round(median(rates)),
    maxReqPerSec: Math.max(...rates),
    medianP50Ms: median(rounds.map((r) => r.p50Ms)),
    medianP99Ms: median(rounds.map((r) => r.p99Ms)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    rounds,
  };
});

console.log(`\nCold render and cached answer per route (in process, median of ${options.renders}):\n`);
console.log(
  textTable(
    ["route", "cold ms", "cached ms", "br KB"],
    rows.map((r) => [r.route, r.coldMs, r.cachedMs, r.brKB]),
  ),
);
console.log(
  `\nMemory: ${memory.entries} pages held in ${memory.heldKB} KB, ${memory.perPageKB} KB a page` +
    (memory.heapGrowthPerPageKB === null ? "" : `; heap growth ${memory.heapGrowthPerPageKB} KB a page`),
);
console.log(
  `\nThroughput of ${options.compareRoute ? `${options.route} and ${options.compareRoute}` : options.route} (autocannon, ${options.connections} connections, ${options.rounds} alternating rounds of ${options.duration} s):\n`,
);
console.log(
  textTable(
    ["server", "answer", "median req/s", "best req/s", "p50 ms", "p99 ms", "non-2xx", "errors"],
    load.map((r) => [
      r.server,
      `${r.answer.cacheControl}, ${r.answer.encoding} ${r.answer.kB} KB`,
      r.medianReqPerSec,
      r.maxReqPerSec,
      r.medianP50Ms,
      r.medianP99Ms,
      r.non2xx,
      r.errors,
    ]),
  ),
);
const written = writeResults("pages", { machine: machine(), options, rows, memory, load });
console.log(`\nResults: ${written}`);
process.exit(0);
