// `npm run bench:web`: Lighthouse 12 on every route of SPEC §2, one blog post and a zero-JavaScript reference
// page, through the real production server, with Debian's Chromium. Mobile (Lighthouse's default config) and
// desktop presets, N rounds each; a round measures the reference and then every route, so the reference
// shares the routes' machine load; per route the median run by performance score, with the median TBT and
// LCP as ratios to the reference's; plus a CLS run under DevTools throttling. Prints a table per preset,
// where each route's main-thread time went, and writes bench/results/web-<date>.json.
// Exits 1 when a target of bench/targets.ts is missed, 2 when the reference scored under 100 on mobile (the
// machine is too busy to judge performance, TBT and LCP), else 0.
// `--compare DIR` also measures, in the same rounds, `--compare-routes` as served by another checkout (an
// older commit: `git worktree add DIR 1603a2d && npm ci --prefix DIR`; built here if it has no bench build),
// each right after this build's same route, and holds each route's median TBT to at most that commit's.
//
//   npm run bench:web -- [--routes /,/faq] [--runs 3] [--presets mobile,desktop] [--devtools-runs 1]
//                        [--skip-build] [--update-docs] [--port 4471]
//                        [--compare ../base --compare-routes /greenwich]
//
// Runs under `node --import tsx` so the route list comes from app/content (page-paths.ts) and content/posts (the first post).

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import {
  compareTargetMisses,
  reportTargets,
  tbtLimitMs,
  unjudgedReason,
  webTargetMisses,
  webTargets,
} from "#bench/targets.ts";
import { isListed, placePagePaths } from "#contracts/content/gym-location.ts";
import { pagePaths } from "#contracts/content/page-paths.ts";
import { shippedPosts } from "#tests/shipped.server.ts";
import { shippedGyms, shippedPages } from "#tests/shipped.ts";
import {
  build,
  machine,
  markdownTable,
  parseArgs,
  root,
  startServer,
  textTable,
  updateDocs,
  writeResults,
} from "./lib.mjs";

const REFERENCE_PATH = "/__bench/reference.html";
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const options = parseArgs(process.argv.slice(2), {
  routes: "",
  runs: 3,
  presets: "mobile,desktop",
  devtoolsRuns: 1,
  skipBuild: false,
  updateDocs: false,
  buildDir: "build/bench",
  // The production server's port; 0 takes a free one.
  port: 0,
  // Another checkout to measure beside this one, and the routes to measure on it.
  compare: "",
  // Issue 33's yardstick: the gym page, where most visitors land and claim.
  compareRoutes: "/greenwich",
});

// The places' pages come from content (decision 0030): each listed place's page, sign-up and tour pages.
const placeRoutes = shippedGyms.filter(isListed).flatMap(placePagePaths);
const allRoutes = [...Object.values(pagePaths), ...placeRoutes, `/blog/${shippedPosts[0].id}`];
const routes = options.routes
  ? options.routes
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean)
  : allRoutes;
const presets = options.presets.split(",").map((p) => p.trim());
const buildDir = path.resolve(root, options.buildDir);
const clientDir = path.join(buildDir, "client");

// 1. The build, and the reference page copied into it (bench build only: never in public/ or the site build),
// a file the server serves as it is.
if (!options.skipBuild || !existsSync(path.join(buildDir, "server", "index.js"))) build(buildDir);
await installReference();

// The other checkout's build and server, when comparing: its routes carry its commit in their names.
const compare = options.compare ? await startCompare(path.resolve(root, options.compare)) : null;

// 2. The production server, 3. Chromium, 4. Lighthouse.
const server = await startServer({ buildDir, port: options.port || undefined });
console.log(`Server on ${server.origin} (DATA_DIR ${server.dataDir})`);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: CHROME_FLAGS,
  logLevel: "error",
});
const chromiumVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
  .then((r) => r.json())
  .then((v) => v.Browser)
  .catch(() => "unknown");

// Every visitor but the first after a start or a content change gets a page from the page cache (decision
// 0009): each route is asked for once before it is measured, so Lighthouse measures what visitors get.
for (const route of routes) await fetch(`${server.origin}${route}`, { headers: { "accept-encoding": "br" } });
for (const route of compare?.routes ?? [])
  await fetch(`${compare.server.origin}${route}`, { headers: { "accept-encoding": "br" } });

const startedAt = new Date();
const results = {};
try {
  for (const preset of presets) {
    // Interleaved: each round measures the reference, then every route, so a busier minute of a shared
    // machine weighs on both sides of a ratio.
    // A compared route follows this build's same route in every round.
    const measured = [REFERENCE_PATH, ...routes].flatMap((route) =>
      compare?.routes.includes(route) ? [route, compare.label(route)] : [route],
    );
    const runsOf = new Map(measured.map((route) => [route, []]));
    for (let i = 0; i < options.runs; i++)
      for (const route of runsOf.keys()) {
        const run = await measure(route, preset);
        run.load = round(os.loadavg()[0], 2);
        runsOf.get(route).push(run);
        console.log(
          `  ${preset} round ${i + 1} ${route}: performance ${run.performance}, TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms (load ${run.load})`,
        );
      }
    const rows = [];
    for (const [route, runs] of runsOf) {
      const row = {
        ...medianByPerformance(runs),
        route,
        ...(compare?.isLabel(route) ? { comparedWith: compare.commit } : {}),
        // The ratios' figures are each metric's own median across the runs.
        tbtMs: median(runs.map((r) => r.tbtMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        runs: runs.map(({ performance, tbtMs, lcpMs, load }) => ({ performance, tbtMs, lcpMs, load })),
        mainThread: medianBreakdown(runs),
      };
      if (preset === "mobile" && options.devtoolsRuns > 0) {
        const clsRuns = [];
        for (let i = 0; i < options.devtoolsRuns; i++)
          clsRuns.push((await measure(route, preset, "devtools")).cls);
        row.clsDevtools = Math.max(...clsRuns);
      }
      rows.push(row);
    }
    const reference = rows.find((r) => r.route === REFERENCE_PATH);
    for (const row of rows) {
      row.lcpRatio = reference?.lcpMs && row.lcpMs != null ? round(row.lcpMs / reference.lcpMs, 2) : null;
      row.tbtRatio =
        reference?.tbtMs != null && row.tbtMs != null
          ? round(row.tbtMs / Math.max(reference.tbtMs, webTargets.tbtReferenceFloorMs), 2)
          : null;
    }
    results[preset] = rows;
  }
} finally {
  await chrome.kill();
  await server.stop();
  await compare?.server.stop();
}

// 5. Report.
const misses = [
  ...webTargetMisses(results, REFERENCE_PATH),
  ...(compare ? compareTargetMisses(results, compare.commit) : []),
];
const unjudged = unjudgedReason(results, REFERENCE_PATH);
const output = {
  kind: "web",
  date: startedAt.toISOString(),
  machine: machine({ chromium: chromiumVersion, lighthouse: "12" }),
  options: {
    routes,
    runs: options.runs,
    presets,
    devtoolsRuns: options.devtoolsRuns,
    ...(compare ? { compare: { commit: compare.commit, routes: compare.routes } } : {}),
  },
  targets: webTargets,
  presets: results,
  misses,
  unjudged,
};
for (const preset of presets) {
  console.log(`\n${preset} (${summaryOf(preset)})`);
  console.log(textTable(...tableOf(preset)));
  console.log(`\n${preset}: main-thread time per group, ms (Lighthouse mainthread-work-breakdown, median)`);
  console.log(textTable(...mainThreadTableOf(preset)));
}
if (compare)
  for (const route of compare.routes)
    for (const name of [route, compare.label(route)]) {
      const row = results.mobile?.find((r) => r.route === name);
      if (!row) continue;
      console.log(`\nmobile ${name}: long tasks of its median run (start ms, length ms, script)`);
      for (const task of row.longTasks ?? [])
        console.log(
          `  ${String(task.startMs).padStart(6)} ${String(task.durationMs).padStart(5)}  ${task.url}`,
        );
    }
reportTargets(misses, console.log, unjudged);
for (const preset of presets)
  for (const row of results[preset])
    for (const [id, failure] of Object.entries(row.failures ?? {}))
      console.log(
        `  ${preset} ${row.route} ${id} (${failure.title}):\n      ${failure.items.join("\n      ") || "no details"}`,
      );
// A comparison keeps its own file: it does not replace the day's full run.
const written = writeResults(compare ? `web-vs-${compare.commit}` : "web", output);
console.log(`\nWrote ${written}`);
if (options.updateDocs || !options.routes) {
  const markdown = [
    `Measured ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC at commit ${output.machine.commit} on ${output.machine.cpu}, ` +
      `${output.machine.memoryGB} GB, ${output.machine.os}, Node ${output.machine.node}, ${chromiumVersion}, ` +
      `Lighthouse 12; ${options.runs} interleaved rounds (the zero-JavaScript reference, then each route), ` +
      `per route the median run by performance and the median TBT and LCP; load average at the end ` +
      `${output.machine.loadAverage.join(" / ")}.`,
    ...presets.flatMap((preset) => [
      `\n**${preset}** (${summaryOf(preset)})\n`,
      markdownTable(...tableOf(preset)),
    ]),
    unjudged ? `\nNot judged (mobile performance, TBT and LCP ratios): ${unjudged}.` : "",
    misses.length
      ? `\nTargets missed:\n\n${misses.map((m) => `- ${m}`).join("\n")}`
      : unjudged
        ? "\nEvery other target met."
        : "\nEvery target met.",
  ].join("\n");
  if (updateDocs("web", markdown)) console.log("Updated docs/benchmarks.md (Latest figures: web).");
}

// ---------------------------------------------------------------------------------------------------------

/**
 * The other checkout (`--compare`): its bench build (made there if missing) served by its own server, so an
 * older commit runs as it shipped. A route measured on it is named `<route> @ <commit>`.
 */
async function startCompare(dir) {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: dir, encoding: "utf8" }).trim();
  const compareBuild = path.join(dir, "build", "bench");
  if (!existsSync(path.join(compareBuild, "server", "index.js"))) build(compareBuild, dir);
  const compareServer = await startServer({ buildDir: compareBuild, cwd: dir });
  console.log(`Compared: ${commit} on ${compareServer.origin}`);
  const suffix = ` @ ${commit}`;
  const wanted = options.compareRoutes
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  return {
    commit,
    server: compareServer,
    routes: wanted.filter((route) => routes.includes(route)),
    label: (route) => `${route}${suffix}`,
    isLabel: (route) => route.endsWith(suffix),
    /** The URL a measured name stands for: this build's route, or the compared one's. */
    urlOf: (route) =>
      route.endsWith(suffix) ? `${compareServer.origin}${route.slice(0, -suffix.length)}` : null,
  };
}

/** The reference page with the home page's stylesheets (the root route's, from the build's manifest) and fonts. */
async function installReference() {
  const serverBuild = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
  const stylesheets = serverBuild.assets.routes.root.css ?? [];
  const fonts = readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".woff2"));
  const head = [
    ...fonts.map(
      (file) =>
        `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin="anonymous"/>`,
    ),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${href}"/>`),
  ];
  const template = readFileSync(path.join(root, "bench", "reference", "index.html"), "utf8");
  const heading = shippedPages.home.heading;
  if (!template.includes(heading))
    console.warn(`! the reference page no longer shows the home heading "${heading}"`);
  const target = path.join(clientDir, REFERENCE_PATH.slice(1));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, template.replace("<!--bench:head-->", head.join("\n    ")));
}

/** A run Lighthouse could not record (NO_NAVSTART and friends, on a loaded machine) is retried twice. */
async function measure(route, preset, throttlingMethod) {
  let result;
  for (let attempt = 0; attempt < 3; attempt++) {
    result = await measureOnce(route, preset, throttlingMethod);
    if (!result.runtimeError) break;
  }
  return result;
}

async function measureOnce(route, preset, throttlingMethod) {
  const flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ...(throttlingMethod ? { throttlingMethod } : {}),
  };
  const result = await lighthouse(
    compare?.urlOf(route) ?? `${server.origin}${route}`,
    flags,
    preset === "desktop" ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
  if (lhr.runtimeError) console.warn(`! ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: roundOrNull(audit("first-contentful-paint")),
    lcpMs: roundOrNull(audit("largest-contentful-paint")),
    tbtMs: roundOrNull(audit("total-blocking-time")),
    cls: audit("cumulative-layout-shift") == null ? null : round(audit("cumulative-layout-shift"), 3),
    transferredKB: round(requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024, 1),
    jsKBGzip: round(scripts.reduce((sum, r) => sum + gzipOf(r.url), 0) / 1024, 1),
    failedAudits: Object.values(lhr.categories)
      .filter((c) => c.id !== "performance")
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1))
      .map((ref) => ref.id),
    // What failed and where, so a miss can be traced to its cause without rerunning Lighthouse.
    failures: Object.fromEntries(
      Object.values(lhr.categories)
        .filter((c) => c.id !== "performance")
        .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1))
        .map((ref) => [ref.id, auditDetails(lhr.audits[ref.id])]),
    ),
    runtimeError: lhr.runtimeError?.code ?? null,
    // Where the main thread's time went (Lighthouse's groups, ms under its throttling).
    mainThread: Object.fromEntries(
      (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((item) => [
        item.group,
        Math.round(item.duration),
      ]),
    ),
    // The main thread's long tasks under the simulation (long-tasks: each task's start, length and the script
    // Lighthouse attributes it to), what a trace would show before the page is idle.
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).map((item) => ({
      url: shortUrl(item.url),
      startMs: Math.round(item.startTime ?? 0),
      durationMs: Math.round(item.duration ?? 0),
    })),
    // The scripts that cost the most (bootup-time: evaluation and parse per URL).
    bootup: (lhr.audits["bootup-time"]?.details?.items ?? []).slice(0, 5).map((item) => ({
      url: shortUrl(item.url),
      totalMs: Math.round(item.total),
      scriptingMs: Math.round(item.scripting),
      parseMs: Math.round(item.scriptParseCompile),
    })),
  };
}

/** A URL of either server as its path; anything else as it is. */
function shortUrl(url) {
  return String(url)
    .replace(server.origin, "")
    .replace(compare?.server.origin ?? server.origin, "");
}

function auditDetails(audit) {
  const items = audit?.details?.items ?? [];
  const describe = (item) =>
    [
      item.description,
      item.issueType,
      item.source?.url ?? item.sourceLocation?.url ?? item.url,
      item.node?.snippet,
      item.node?.explanation,
      ...(item.subItems?.items ?? [])
        .slice(0, 3)
        .map((sub) => sub.url ?? sub.text ?? JSON.stringify(sub).slice(0, 200)),
    ]
      .filter(Boolean)
      .join(" | ")
      .slice(0, 400);
  return { title: audit?.title ?? "", items: items.slice(0, 5).map(describe) };
}

/** JS weight as gzip -9 of the built file (the server itself answers brotli to Chromium). */
function gzipOf(url) {
  const { pathname, origin } = new URL(url);
  const dir =
    origin === server.origin
      ? clientDir
      : origin === compare?.server.origin
        ? path.join(path.resolve(root, options.compare), "build", "bench", "client")
        : null;
  if (!dir) return 0;
  const file = path.join(dir, decodeURIComponent(pathname));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

function median(values) {
  const known = values.filter((v) => v != null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : Math.round((known[mid - 1] + known[mid]) / 2);
}

/** Each main-thread group's median across the runs (Lighthouse's groups: script evaluation, style and layout...). */
function medianBreakdown(runs) {
  const groups = new Set(runs.flatMap((r) => Object.keys(r.mainThread ?? {})));
  return Object.fromEntries([...groups].map((g) => [g, median(runs.map((r) => r.mainThread?.[g] ?? 0))]));
}

/** The reference's own figures and the limits they set, for a table's caption. */
function summaryOf(preset) {
  const reference = results[preset].find((r) => r.route === REFERENCE_PATH);
  const loads = results[preset].flatMap((r) => r.runs.map((run) => run.load));
  const limit = reference?.tbtMs == null ? "" : `, so a route's TBT limit ${tbtLimitMs(reference.tbtMs)} ms`;
  return (
    `${options.runs} interleaved rounds; reference: performance ${reference?.runs.map((r) => r.performance).join("/")}, ` +
    `median TBT ${reference?.tbtMs} ms${limit}, median LCP ${reference?.lcpMs} ms; ` +
    `load average ${Math.min(...loads)}-${Math.max(...loads)} during the runs`
  );
}

function mainThreadTableOf(preset) {
  const groups = [
    "scriptEvaluation",
    "scriptParseCompile",
    "styleLayout",
    "parseHTML",
    "paintCompositeRender",
    "garbageCollection",
    "other",
  ];
  const header = ["route", ...groups, "total"];
  const rows = results[preset].map((r) => {
    const m = r.mainThread ?? {};
    return [
      r.route === REFERENCE_PATH ? "reference (no JS)" : r.route,
      ...groups.map((g) => m[g] ?? 0),
      Object.values(m).reduce((sum, v) => sum + v, 0),
    ];
  });
  return [header, rows];
}

function medianByPerformance(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function tableOf(preset) {
  const mobile = preset === "mobile";
  const header = [
    "route",
    "perf",
    "a11y",
    "bp",
    "seo",
    "FCP ms",
    "LCP ms",
    "LCP/ref",
    "TBT ms",
    "TBT/ref",
    "CLS",
    ...(mobile && options.devtoolsRuns > 0 ? ["CLS devtools"] : []),
    "KB transferred",
    "JS KB gzip",
  ];
  const rows = results[preset].map((r) => [
    r.route === REFERENCE_PATH ? "reference (no JS)" : r.route,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    r.fcpMs,
    r.lcpMs,
    r.lcpRatio == null ? "-" : r.lcpRatio.toFixed(2),
    r.tbtMs,
    r.tbtRatio == null ? "-" : r.tbtRatio.toFixed(2),
    r.cls,
    ...(mobile && options.devtoolsRuns > 0 ? [r.clsDevtools] : []),
    r.transferredKB,
    r.jsKBGzip,
  ]);
  return [header, rows];
}

function round(n, digits = 0) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
function roundOrNull(n) {
  return n == null ? null : Math.round(n);
}
