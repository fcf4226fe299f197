// `npm run bench:trace`: where the main thread's time goes on a page, as CPU time rather than wall time (a
// shared machine's load stretches wall time, not the CPU time a task used): Playwright loads each route in
// Debian's Chromium at 412 px with the CPU throttled 4x through CDP, records a performance trace to 4 s
// after load, and sums the renderer main thread's tasks (their thread time) and the events inside them
// (script, style, layout, parsing) per load. `--compare DIR` loads the same routes from another checkout
// (an older commit) in the same interleaved rounds, as bench:web does. Medians of `--rounds`; JSON in
// bench/results/trace-<date>.json. Decision 0024 reads its before and after from it.
//
//   npm run bench:trace -- [--routes /,/greenwich] [--rounds 5] [--compare ../base] [--skip-build]

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { build, machine, parseArgs, root, startServer, textTable, writeResults } from "./lib.mjs";

const options = parseArgs(process.argv.slice(2), {
  routes: "/,/greenwich",
  rounds: 5,
  compare: "",
  skipBuild: false,
  buildDir: "build/bench",
});
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** Events summed per load (nested ones overlap their parents: a FunctionCall holds the layout it forces). */
const EVENTS = [
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compile",
  "v8.compileModule",
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "EventDispatch",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "MinorGC",
  "MajorGC",
];

const routes = options.routes
  .split(",")
  .map((r) => r.trim())
  .filter(Boolean);
const buildDir = path.resolve(root, options.buildDir);
if (!options.skipBuild || !existsSync(path.join(buildDir, "server", "index.js"))) build(buildDir);
const builds = [{ name: "this build", server: await startServer({ buildDir }) }];
if (options.compare) {
  const dir = path.resolve(root, options.compare);
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: dir, encoding: "utf8" }).trim();
  const compareBuild = path.join(dir, "build", "bench");
  if (!existsSync(path.join(compareBuild, "server", "index.js"))) build(compareBuild, dir);
  builds.push({ name: commit, server: await startServer({ buildDir: compareBuild, cwd: dir }) });
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
const loads = new Map();
try {
  // The page cache answers every visit but the first after a start (decision 0009).
  for (const { server } of builds) for (const route of routes) await fetch(`${server.origin}${route}`);
  for (let round = 0; round < options.rounds; round++)
    for (const route of routes)
      for (const { name, server } of builds) {
        const load = await traceLoad(`${server.origin}${route}`);
        const key = `${route} @ ${name}`;
        loads.set(key, [...(loads.get(key) ?? []), load]);
        console.log(
          `  round ${round + 1} ${key}: main-thread CPU ${load.cpuMs} ms, after first paint ${load.afterFcpMs} ms, ` +
            `longest task ${load.longestMs} ms, blocking at ${CPU_SLOWDOWN}x ${load.blockingMs} ms`,
        );
      }
} finally {
  await browser.close();
  for (const { server } of builds) await server.stop();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const summary = [...loads].map(([key, runs]) => ({
  page: key,
  cpuMs: median(runs.map((r) => r.cpuMs)),
  afterFcpMs: median(runs.map((r) => r.afterFcpMs)),
  longestMs: median(runs.map((r) => r.longestMs)),
  blockingMs: median(runs.map((r) => r.blockingMs)),
  blockingRuns: runs.map((r) => r.blockingMs),
  events: Object.fromEntries(EVENTS.map((e) => [e, median(runs.map((r) => r.events[e] ?? 0))])),
}));
console.log(
  `\nMain-thread time per load (CPU ${CPU_SLOWDOWN}x throttled, ${options.rounds} interleaved rounds, medians)`,
);
console.log(
  textTable(
    ["page", "CPU ms", "after FCP ms", "longest task ms", "blocking ms (runs)"],
    summary.map((s) => [
      s.page,
      s.cpuMs,
      s.afterFcpMs,
      s.longestMs,
      `${s.blockingMs} (${s.blockingRuns.join("/")})`,
    ]),
  ),
);
console.log("\nEvents inside those tasks, ms per load (medians; nested events overlap)");
console.log(
  textTable(
    ["page", ...EVENTS],
    summary.map((s) => [s.page, ...EVENTS.map((e) => s.events[e])]),
  ),
);
const written = writeResults("trace", {
  kind: "trace",
  date: new Date().toISOString(),
  machine: machine({ cpuSlowdown: CPU_SLOWDOWN }),
  options: { routes, rounds: options.rounds, builds: builds.map((b) => b.name) },
  summary,
});
console.log(`\nWrote ${written}`);

/**
 * One load's main-thread figures. CPU time is each task's thread time (`tdur`), which the throttling
 * lengthens as a slower CPU would; "blocking" is what Total Blocking Time counts after first paint: each
 * task's wall time past 50 ms.
 */
async function traceLoad(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "v8.execute"],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(4000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  // The renderer's main thread: of the threads named CrRendererMain, the one with the most events.
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map();
  for (const e of traceEvents) {
    const id = `${e.pid}:${e.tid}`;
    if (mainThreads.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = traceEvents.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X");
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint")?.ts ?? 0;
  let cpu = 0;
  let afterFcp = 0;
  let longest = 0;
  let blocking = 0;
  const events = {};
  for (const e of onMain) {
    if (e.name === "RunTask") {
      const thread = (e.tdur ?? e.dur) / 1000;
      cpu += thread;
      longest = Math.max(longest, thread);
      if (e.ts >= fcp) {
        afterFcp += thread;
        blocking += Math.max(0, e.dur / 1000 - 50);
      }
    } else if (EVENTS.includes(e.name)) events[e.name] = (events[e.name] ?? 0) + (e.tdur ?? e.dur) / 1000;
  }
  const round = Math.round;
  return {
    cpuMs: round(cpu),
    afterFcpMs: round(afterFcp),
    longestMs: round(longest),
    blockingMs: round(blocking),
    events: Object.fromEntries(Object.entries(events).map(([k, v]) => [k, round(v)])),
  };
}
