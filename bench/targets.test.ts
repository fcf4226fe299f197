import { afterEach, describe, expect, it } from "vitest";
import {
  compareTargetMisses,
  formsTargetMisses,
  formsTargets,
  reportTargets,
  tbtLimitMs,
  unjudgedReason,
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
  tbtMs: 0,
  tbtRatio: 0,
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
      { ...good, route: REFERENCE, performance: 100 },
      { ...good, route: "/faq", performance: 97, lcpRatio: 1.6, tbtMs: 240, tbtRatio: 4.8 },
      { ...good, route: "/blog", seo: 92, clsDevtools: 0.1, runtimeError: "NO_FCP" },
    ];
    expect(webTargetMisses({ mobile: rows }, REFERENCE)).toEqual([
      "mobile /faq: performance 97 < 98",
      "mobile /faq: LCP 1.6x the reference > 1.5x",
      "mobile /faq: median TBT 240 ms, 4.8x the reference's (floored) > 4x",
      "mobile /blog: SEO 92",
      "mobile /blog: Lighthouse could not measure (NO_FCP)",
      "mobile /blog: CLS under DevTools throttling 0.1 > 0.02",
    ]);
    // The desktop preset has no performance or LCP target.
    expect(webTargetMisses({ desktop: [{ ...good, performance: 50, lcpRatio: 3 }] }, REFERENCE)).toEqual([]);
  });

  it("holds TBT to 4x the reference's in the same run, the reference counted as at least 50 ms", () => {
    expect(webTargets.tbtRatio).toBe(4);
    expect(tbtLimitMs(0)).toBe(200);
    expect(tbtLimitMs(45)).toBe(200);
    expect(tbtLimitMs(120)).toBe(480);
    const rows = [
      { ...good, route: REFERENCE, performance: 100, tbtMs: 0 },
      { ...good, route: "/", tbtMs: 200, tbtRatio: 4 },
      { ...good, route: "/greenwich", tbtMs: 210, tbtRatio: 4.2 },
    ];
    expect(webTargetMisses({ mobile: rows }, REFERENCE)).toEqual([
      "mobile /greenwich: median TBT 210 ms, 4.2x the reference's (floored) > 4x",
    ]);
  });

  it("does not judge performance, TBT or LCP when the reference scored under 100, and says why", () => {
    const rows = [
      { ...good, route: REFERENCE, performance: 91 },
      { ...good, route: "/", performance: 70, lcpRatio: 2, tbtMs: 900, tbtRatio: 9 },
      { ...good, route: "/faq", seo: 92 },
    ];
    expect(unjudgedReason({ mobile: rows }, REFERENCE)).toBe(
      "the zero-JavaScript reference scored 91 on mobile (< 100): the machine, not the site, is slow",
    );
    // What does not depend on the machine is still judged.
    expect(webTargetMisses({ mobile: rows }, REFERENCE)).toEqual(["mobile /faq: SEO 92"]);
    expect(unjudgedReason({ mobile: [{ ...good, route: "/" }] }, REFERENCE)).toBe(
      "the run has no mobile figures for the zero-JavaScript reference",
    );
    expect(unjudgedReason({ desktop: [good] }, REFERENCE)).toBeNull();
  });

  it("holds a route compared with an older commit to at most that commit's TBT in the same run", () => {
    const at = (route: string, tbtMs: number | null, comparedWith?: string): WebRow => ({
      ...good,
      route,
      tbtMs,
      ...(comparedWith ? { comparedWith } : {}),
    });
    const mobile = [
      at(REFERENCE, 0),
      at("/greenwich", 180),
      at("/greenwich @ 1603a2d", 456, "1603a2d"),
      at("/", 420),
      at("/ @ 1603a2d", 400, "1603a2d"),
      at("/faq", 30),
      at("/faq @ 1603a2d", null, "1603a2d"),
    ];
    expect(compareTargetMisses({ mobile }, "1603a2d")).toEqual([
      "mobile /: median TBT 420 ms > 400 ms at 1603a2d in the same run",
      "mobile /faq: no TBT to compare with 1603a2d's",
    ]);
    // The older commit's rows are a yardstick: its 50 performance is not a miss of this site's.
    expect(
      webTargetMisses(
        { mobile: [at(REFERENCE, 0), { ...at("/ @ 1603a2d", 900, "1603a2d"), performance: 50 }] },
        REFERENCE,
      ),
    ).toEqual([]);
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

  it("ends a run that could not judge with exit code 2 and says why, a miss still with 1", () => {
    const lines: string[] = [];
    expect(reportTargets([], (line) => lines.push(line), "the reference scored 90")).toBe(2);
    expect(process.exitCode).toBe(2);
    expect(reportTargets(["mobile /: SEO 90"], (line) => lines.push(line), "the reference scored 90")).toBe(
      1,
    );
    expect(lines[0]).toContain(
      "Not judged: mobile performance, TBT and LCP ratios, because the reference scored 90",
    );
    expect(lines[1]).toBe("\nEvery other target met.");
  });
});
