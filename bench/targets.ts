/**
 * Every bench target, stated once: the benches check their figures against these and exit 1 when one is
 * missed; README and docs/benchmarks.md point here rather than repeat the numbers. The figures depend on the
 * machine, so these are benches, not tests. When a route misses a target, find the cause; do not lower it.
 */

/** bench:web (Lighthouse 12, per route). */
export const webTargets = {
  /** Performance score, mobile preset, at least. */
  mobilePerformance: 98,
  /** Accessibility, best-practices and SEO scores, both presets, at least. */
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Cumulative layout shift under Lighthouse's simulation, both presets, at most. */
  cls: 0.02,
  /** Mobile LCP as a multiple of the zero-JavaScript reference page's, at most. */
  lcpRatio: 1.5,
  /**
   * Mobile median Total Blocking Time as a multiple of the zero-JavaScript reference page's median in the
   * same run, at most (issue 33): main-thread time is what a fast machine hides, so it is held as a ratio.
   */
  tbtRatio: 4,
  /**
   * The reference's median TBT counts as at least this much, in ms: a page with no script often blocks for
   * 0 ms, and 4 x 0 would allow no task at all (Lighthouse counts only a task's time past 50 ms).
   */
  tbtReferenceFloorMs: 50,
  /**
   * The reference must score this on mobile (median) for the run to judge performance, TBT and LCP: under
   * it the machine, not the site, is slow, and the run says so instead of judging.
   */
  referencePerformance: 100,
  /** Cumulative layout shift under DevTools throttling, at most. */
  devtoolsCls: 0.02,
} as const;

/** bench:forms (per route with a form and throttling profile). */
export const formsTargets = {
  /** A form is usable at first paint: first usable field minus first contentful paint, in ms, at most. */
  usableMinusFcpMs: 100,
} as const;

/** One route's median Lighthouse run, as bench/web.mjs records it. */
export interface WebRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpRatio?: number | null;
  tbtMs?: number | null;
  tbtRatio?: number | null;
  clsDevtools?: number | null;
  runtimeError?: string | null;
  failedAudits: string[];
  /** Measured on another checkout (`--compare`), at this commit: a yardstick, not held to the targets. */
  comparedWith?: string;
}

/** The TBT a route may have in a run: its ratio to the reference's, the reference floored. */
export function tbtLimitMs(referenceTbtMs: number): number {
  return webTargets.tbtRatio * Math.max(referenceTbtMs, webTargets.tbtReferenceFloorMs);
}

/**
 * Why this run cannot judge the machine-dependent targets (mobile performance, TBT and LCP ratios), or null
 * when it can: the zero-JavaScript reference itself scored under 100 on mobile, so the machine was too busy.
 */
export function unjudgedReason(byPreset: Record<string, WebRow[]>, referenceRoute: string): string | null {
  const reference = byPreset.mobile?.find((r) => r.route === referenceRoute);
  if (!byPreset.mobile) return null;
  if (!reference) return "the run has no mobile figures for the zero-JavaScript reference";
  if (reference.performance < webTargets.referencePerformance)
    return `the zero-JavaScript reference scored ${reference.performance} on mobile (< ${webTargets.referencePerformance}): the machine, not the site, is slow`;
  return null;
}

/**
 * Every missed bench:web target, one line each; the reference page itself is not held to them. When the
 * reference scored under 100 (unjudgedReason), mobile performance and the TBT and LCP ratios are not judged.
 */
export function webTargetMisses(byPreset: Record<string, WebRow[]>, referenceRoute: string): string[] {
  const t = webTargets;
  const misses: string[] = [];
  const judged = unjudgedReason(byPreset, referenceRoute) === null;
  for (const [preset, rows] of Object.entries(byPreset)) {
    for (const r of rows) {
      if (r.route === referenceRoute || r.comparedWith) continue;
      const at = `${preset} ${r.route}`;
      if (judged && preset === "mobile" && r.performance < t.mobilePerformance)
        misses.push(`${at}: performance ${r.performance} < ${t.mobilePerformance}`);
      if (r.accessibility < t.accessibility) misses.push(`${at}: accessibility ${r.accessibility}`);
      if (r.bestPractices < t.bestPractices) misses.push(`${at}: best practices ${r.bestPractices}`);
      if (r.seo < t.seo) misses.push(`${at}: SEO ${r.seo}`);
      if (r.runtimeError) misses.push(`${at}: Lighthouse could not measure (${r.runtimeError})`);
      if (r.failedAudits.length) misses.push(`${at}: failing audits ${r.failedAudits.join(", ")}`);
      if (r.cls > t.cls) misses.push(`${at}: CLS ${r.cls} > ${t.cls}`);
      if (judged && preset === "mobile" && r.lcpRatio != null && r.lcpRatio > t.lcpRatio)
        misses.push(`${at}: LCP ${r.lcpRatio}x the reference > ${t.lcpRatio}x`);
      if (judged && preset === "mobile" && r.tbtRatio != null && r.tbtRatio > t.tbtRatio)
        misses.push(
          `${at}: median TBT ${r.tbtMs} ms, ${r.tbtRatio}x the reference's (floored) > ${t.tbtRatio}x`,
        );
      if (r.clsDevtools != null && r.clsDevtools > t.devtoolsCls)
        misses.push(`${at}: CLS under DevTools throttling ${r.clsDevtools} > ${t.devtoolsCls}`);
    }
  }
  return misses;
}

/**
 * Issue 33: a route measured beside an older commit in the same run (`--compare`) blocks the main thread
 * for no longer than it did there, mobile median TBT. One line per route over it.
 */
export function compareTargetMisses(byPreset: Record<string, WebRow[]>, commit: string): string[] {
  const rows = byPreset.mobile ?? [];
  const misses: string[] = [];
  for (const older of rows.filter((r) => r.comparedWith === commit)) {
    const route = older.route.slice(0, -` @ ${commit}`.length);
    const now = rows.find((r) => r.route === route && !r.comparedWith);
    if (now?.tbtMs == null || older.tbtMs == null) {
      misses.push(`mobile ${route}: no TBT to compare with ${commit}'s`);
      continue;
    }
    if (now.tbtMs > older.tbtMs)
      misses.push(
        `mobile ${route}: median TBT ${now.tbtMs} ms > ${older.tbtMs} ms at ${commit} in the same run`,
      );
  }
  return misses;
}

/** One route's median under one throttling profile, as bench/forms.mjs records it. */
export interface FormsRow {
  profile: string;
  route: string;
  usableMinusFcp: number;
}

/** Every missed bench:forms target, one line each. */
export function formsTargetMisses(rows: readonly FormsRow[]): string[] {
  const limit = formsTargets.usableMinusFcpMs;
  return rows
    .filter((r) => !(r.usableMinusFcp <= limit))
    .map((r) => `${r.profile} ${r.route}: usable ${r.usableMinusFcp} ms after first paint > ${limit} ms`);
}

/**
 * Prints the misses (or that every target was met) and sets the exit code a bench ends with: 1 when a target
 * was missed, else 2 when the run could not judge some (`unjudged` says why), else 0.
 */
export function reportTargets(
  misses: readonly string[],
  log: (line: string) => void = console.log,
  unjudged: string | null = null,
): number {
  if (unjudged)
    log(
      `\nNot judged: mobile performance, TBT and LCP ratios, because ${unjudged}. Re-run on a quieter machine.`,
    );
  const met = unjudged ? "\nEvery other target met." : "\nEvery target met.";
  log(misses.length ? `\nTargets missed:\n  ${misses.join("\n  ")}` : met);
  const code = misses.length ? 1 : unjudged ? 2 : 0;
  process.exitCode = code;
  return code;
}
