// `npm run bench:web`: Lighthouse 12 on every route of SPEC §2, one blog post and a zero-JavaScript reference
// page, through the real production server, with Debian's Chromium. Mobile (Lighthouse's default config) and
// desktop presets, N runs each, the median run by performance score; plus a CLS run under DevTools
// throttling. Prints a table per preset and writes bench/results/web-<date>.json.
// Exits 1 when a target of bench/targets.ts is missed.
//
//   npm run bench:web -- [--routes /,/faq] [--runs 3] [--presets mobile,desktop] [--devtools-runs 1]
//                        [--skip-build] [--update-docs]
//
// Runs under `node --import tsx` so the route list comes from app/content (page-paths.ts) and content/posts (the first post).

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { pagePaths } from "#app/content/page-paths.ts";
import { reportTargets, webTargetMisses, webTargets } from "#bench/targets.ts";
import { shippedPosts } from "#tests/shipped.server.ts";
import { shippedPages } from "#tests/shipped.ts";
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
});

const allRoutes = [...Object.values(pagePaths), `/blog/${shippedPosts[0].id}`];
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

// 2. The production server, 3. Chromium, 4. Lighthouse.
const server = await startServer({ buildDir });
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

const startedAt = new Date();
const results = {};
try {
  for (const preset of presets) {
    const rows = [];
    for (const route of [REFERENCE_PATH, ...routes]) {
      const runs = [];
      for (let i = 0; i < options.runs; i++) runs.push(await measure(route, preset));
      const median = medianByPerformance(runs);
      const row = { route, ...median, runs: runs.map((r) => r.performance) };
      if (preset === "mobile" && options.devtoolsRuns > 0) {
        const clsRuns = [];
        for (let i = 0; i < options.devtoolsRuns; i++)
          clsRuns.push((await measure(route, preset, "devtools")).cls);
        row.clsDevtools = Math.max(...clsRuns);
      }
      rows.push(row);
      console.log(
        `  ${preset} ${route}: performance ${row.performance}, LCP ${row.lcpMs} ms, CLS ${row.cls}`,
      );
    }
    const reference = rows.find((r) => r.route === REFERENCE_PATH);
    for (const row of rows)
      row.lcpRatio = reference?.lcpMs && row.lcpMs != null ? round(row.lcpMs / reference.lcpMs, 2) : null;
    results[preset] = rows;
  }
} finally {
  await chrome.kill();
  await server.stop();
}

// 5. Report.
const misses = webTargetMisses(results, REFERENCE_PATH);
const output = {
  kind: "web",
  date: startedAt.toISOString(),
  machine: machine({ chromium: chromiumVersion, lighthouse: "12" }),
  options: { routes, runs: options.runs, presets, devtoolsRuns: options.devtoolsRuns },
  targets: webTargets,
  presets: results,
  misses,
};
for (const preset of presets) {
  console.log(`\n${preset} (median of ${options.runs} by performance)`);
  console.log(textTable(...tableOf(preset)));
}
reportTargets(misses);
for (const preset of presets)
  for (const row of results[preset])
    for (const [id, failure] of Object.entries(row.failures ?? {}))
      console.log(
        `  ${preset} ${row.route} ${id} (${failure.title}):\n      ${failure.items.join("\n      ") || "no details"}`,
      );
const written = writeResults("web", output);
console.log(`\nWrote ${written}`);
if (options.updateDocs || !options.routes) {
  const markdown = [
    `Measured ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC at commit ${output.machine.commit} on ${output.machine.cpu}, ` +
      `${output.machine.memoryGB} GB, ${output.machine.os}, Node ${output.machine.node}, ${chromiumVersion}, ` +
      `Lighthouse 12; median of ${options.runs} runs by performance; load average at the end ` +
      `${output.machine.loadAverage.join(" / ")}.`,
    ...presets.flatMap((preset) => [`\n**${preset}**\n`, markdownTable(...tableOf(preset))]),
    misses.length ? `\nTargets missed:\n\n${misses.map((m) => `- ${m}`).join("\n")}` : "\nEvery target met.",
  ].join("\n");
  if (updateDocs("web", markdown)) console.log("Updated docs/benchmarks.md (Latest figures: web).");
}

// ---------------------------------------------------------------------------------------------------------

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
    `${server.origin}${route}`,
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
  };
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
  if (origin !== server.origin) return 0;
  const file = path.join(clientDir, decodeURIComponent(pathname));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
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
