import { afterEach, describe, expect, it } from "vitest";
import {
  formsTargetMisses,
  formsTargets,
  reportTargets,
  type WebRow,
  webTargetMisses,
  webTargets,
} from "#bench/targets.ts";

const REFERENCE = "/__bench/reference.html";
const good: WebRow = {
  route: "/",
  performance: webTargets.mobilePerformance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpRatio: 1,
  clsDevtools: 0,
  runtimeError: null,
  failedAudits: [],
};

afterEach(() => {
  process.exitCode = 0;
});

describe("bench targets", () => {
  it("passes a route that meets every web target, and ignores the reference page", () => {
    const reference = { ...good, route: REFERENCE, performance: 10 };
    expect(webTargetMisses({ mobile: [good, reference], desktop: [good] }, REFERENCE)).toEqual([]);
  });

  it("names each missed web target with its route and preset", () => {
    const rows = [
      { ...good, route: "/faq", performance: 97, lcpRatio: 1.6 },
      { ...good, route: "/blog", seo: 92, clsDevtools: 0.1, runtimeError: "NO_FCP" },
    ];
    expect(webTargetMisses({ mobile: rows }, REFERENCE)).toEqual([
      "mobile /faq: performance 97 < 98",
      "mobile /faq: LCP 1.6x the reference > 1.5x",
      "mobile /blog: SEO 92",
      "mobile /blog: Lighthouse could not measure (NO_FCP)",
      "mobile /blog: CLS under DevTools throttling 0.1 > 0.02",
    ]);
    // The desktop preset has no performance or LCP target.
    expect(webTargetMisses({ desktop: [{ ...good, performance: 50, lcpRatio: 3 }] }, REFERENCE)).toEqual([]);
  });

  it("holds every form to usable within the limit of first paint, a missing figure included", () => {
    const limit = formsTargets.usableMinusFcpMs;
    const rows = [
      { profile: "slow 4G", route: "/contacts", usableMinusFcp: limit },
      { profile: "slow 4G", route: "/retreat", usableMinusFcp: limit + 1 },
      { profile: "slow 4G", route: "/welling", usableMinusFcp: Number.NaN },
    ];
    expect(formsTargetMisses(rows)).toEqual([
      `slow 4G /retreat: usable ${limit + 1} ms after first paint > ${limit} ms`,
      `slow 4G /welling: usable NaN ms after first paint > ${limit} ms`,
    ]);
  });

  it("ends a bench with exit code 1 when a target is missed, 0 when all are met", () => {
    const lines: string[] = [];
    expect(reportTargets(["mobile /: SEO 90"], (line) => lines.push(line))).toBe(1);
    expect(process.exitCode).toBe(1);
    expect(reportTargets([], (line) => lines.push(line))).toBe(0);
    expect(process.exitCode).toBe(0);
    expect(lines).toEqual(["\nTargets missed:\n  mobile /: SEO 90", "\nEvery target met."]);
  });
});
