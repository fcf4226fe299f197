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
  clsDevtools?: number | null;
  runtimeError?: string | null;
  failedAudits: string[];
}

/** Every missed bench:web target, one line each; the reference page itself is not held to them. */
export function webTargetMisses(byPreset: Record<string, WebRow[]>, referenceRoute: string): string[] {
  const t = webTargets;
  const misses: string[] = [];
  for (const [preset, rows] of Object.entries(byPreset)) {
    for (const r of rows) {
      if (r.route === referenceRoute) continue;
      const at = `${preset} ${r.route}`;
      if (preset === "mobile" && r.performance < t.mobilePerformance)
        misses.push(`${at}: performance ${r.performance} < ${t.mobilePerformance}`);
      if (r.accessibility < t.accessibility) misses.push(`${at}: accessibility ${r.accessibility}`);
      if (r.bestPractices < t.bestPractices) misses.push(`${at}: best practices ${r.bestPractices}`);
      if (r.seo < t.seo) misses.push(`${at}: SEO ${r.seo}`);
      if (r.runtimeError) misses.push(`${at}: Lighthouse could not measure (${r.runtimeError})`);
      if (r.failedAudits.length) misses.push(`${at}: failing audits ${r.failedAudits.join(", ")}`);
      if (r.cls > t.cls) misses.push(`${at}: CLS ${r.cls} > ${t.cls}`);
      if (preset === "mobile" && r.lcpRatio != null && r.lcpRatio > t.lcpRatio)
        misses.push(`${at}: LCP ${r.lcpRatio}x the reference > ${t.lcpRatio}x`);
      if (r.clsDevtools != null && r.clsDevtools > t.devtoolsCls)
        misses.push(`${at}: CLS under DevTools throttling ${r.clsDevtools} > ${t.devtoolsCls}`);
    }
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

/** Prints the misses (or that every target was met) and sets the exit code a bench ends with. */
export function reportTargets(misses: readonly string[], log: (line: string) => void = console.log): number {
  log(misses.length ? `\nTargets missed:\n  ${misses.join("\n  ")}` : "\nEvery target met.");
  const code = misses.length ? 1 : 0;
  process.exitCode = code;
  return code;
}
