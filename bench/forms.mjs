// `npm run bench:forms`: per route with a form, the time from navigation to the first usable form field and to
// the first contentful paint, under two Chrome DevTools throttling profiles applied through the DevTools
// protocol (not Lighthouse's simulation), against the real production server. Exits 1 when a form is not
// usable at first paint (the target in bench/targets.ts).
//
//   npm run bench:forms                      builds into build-bench-forms and measures it
//   npm run bench:forms -- --runs 3          runs per route and profile (the median is reported)
//   npm run bench:forms -- --build-dir build --no-build   measures an existing build
import path from "node:path";
import { chromium } from "playwright-core";
import { formsTargetMisses, formsTargets, reportTargets } from "#bench/targets.ts";
import { throttle, throttlingProfiles } from "#bench/throttling.ts";
import { build, machine, parseArgs, root, startServer, textTable, writeResults } from "./lib.mjs";

const options = parseArgs(process.argv.slice(2), {
  runs: 3,
  buildDir: "build-bench-forms",
  noBuild: false,
});

/** Every route whose page holds a form (SPEC §2). */
const routes = [
  "/greenwich",
  "/welling",
  "/novoarmory",
  "/locations",
  "/recovery",
  "/contacts",
  "/franchising",
  "/retreat",
  "/meal-prep",
];

const profiles = throttlingProfiles;

/**
 * Injected before any page script: on every frame, notes when the page's first form field is rendered and
 * enabled (nothing is usable before it is painted, so the figure is at least the FCP), and when React has
 * hydrated the page.
 */
const probe = () => {
  const marks = {};
  window.__formsBench = marks;
  const selector =
    "main form input:not([type=hidden]):not([tabindex='-1']), main form select, main form textarea";
  const tick = () => {
    if (marks.usable === undefined) {
      const field = document.querySelector(selector);
      if (field && !field.disabled && field.getClientRects().length > 0) marks.usable = performance.now();
    }
    if (marks.hydrated === undefined && document.documentElement.dataset.hydrated === "true")
      marks.hydrated = performance.now();
    if (marks.usable === undefined || marks.hydrated === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

async function measure(browser, origin, route, profile) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(probe);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, profile, { cacheDisabled: true });
  await page.goto(`${origin}${route}`, { waitUntil: "commit", timeout: 120_000 });
  await page.waitForFunction(
    () =>
      window.__formsBench?.usable !== undefined &&
      window.__formsBench?.hydrated !== undefined &&
      performance.getEntriesByName("first-contentful-paint").length > 0,
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  const marks = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0].startTime,
    ...window.__formsBench,
  }));
  await context.close();
  return { fcp: marks.fcp, usable: Math.max(marks.usable, marks.fcp), hydrated: marks.hydrated };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function benchBuild(buildDir, label) {
  const server = await startServer({
    buildDir,
    env: { RATE_LIMIT_PER_MINUTE: "0", RATE_LIMIT_PER_DAY: "0" },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const results = [];
  try {
    for (const profile of profiles) {
      for (const route of routes) {
        const runs = [];
        for (let i = 0; i < options.runs; i++)
          runs.push(await measure(browser, server.origin, route, profile));
        const row = {
          build: label,
          profile: profile.name,
          route,
          fcp: Math.round(median(runs.map((r) => r.fcp))),
          usable: Math.round(median(runs.map((r) => r.usable))),
          hydrated: Math.round(median(runs.map((r) => r.hydrated))),
          runs,
        };
        row.usableMinusFcp = row.usable - row.fcp;
        results.push(row);
        console.log(
          `${label} | ${profile.name} | ${route}: FCP ${row.fcp} ms, usable ${row.usable} ms, hydrated ${row.hydrated} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}

const buildDir = path.resolve(root, options.buildDir);
if (!options.noBuild) build(buildDir);
const results = await benchBuild(buildDir, "paint first (0005)");

for (const profile of profiles) {
  const rows = results.filter((r) => r.profile === profile.name);
  console.log(`\n${profile.name} (median of ${options.runs}):\n`);
  console.log(
    textTable(
      ["route", "FCP ms", "usable ms", "usable-FCP ms", "hydrated ms"],
      rows.map((r) => [r.route, r.fcp, r.usable, r.usableMinusFcp, r.hydrated]),
    ),
  );
}
const misses = formsTargetMisses(results);
reportTargets(misses);
const written = writeResults("forms", {
  machine: machine({ runs: options.runs }),
  profiles,
  targets: formsTargets,
  results,
  misses,
});
console.log(`\nResults: ${written}`);
