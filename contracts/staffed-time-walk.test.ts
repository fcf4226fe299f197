/**
 * staffedMsBetween sums long spans by weekday (issue 46); the day walk it replaced, kept here as the oracle,
 * must give the same milliseconds for 30 days, a year and three years, across clock changes, closed dates
 * and any staffed hours. A lead is measured on one calendar, its gym's at arrival (decision 0026): hours
 * changed later make another calendar, which the random hours here stand for.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type StaffedCalendar, staffedMsBetween, windowsFrom } from "./staffed-time";
import type { StaffedRange } from "./tours";

/** Today's walk before issue 46: every London day from `from` to `to`. */
function walkedMs(calendar: StaffedCalendar, from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  if (calendar.always) return b - a;
  const days = Math.ceil((b - a) / 86_400_000) + 2;
  let total = 0;
  for (const w of windowsFrom(calendar, from, days)) {
    if (w.start >= b) break;
    total += Math.max(0, Math.min(w.end, b) - Math.max(w.start, a));
  }
  return total;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Ranges at any quarter hour, 00:00 to 24:00, some across 01:00-02:00 where the clocks change. */
const range: fc.Arbitrary<StaffedRange> = fc
  .record({
    days: fc.subarray([...WEEKDAYS], { minLength: 0 }),
    opens: fc.integer({ min: 0, max: 96 }),
    length: fc.integer({ min: 0, max: 96 }),
  })
  .map(({ days, opens, length }) => ({
    days,
    opens: hhmm(opens * 15),
    closes: hhmm(Math.min(96, opens + length) * 15),
  }));

const START = Date.UTC(2023, 0, 1);
const END = Date.UTC(2027, 0, 1);
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function spanCase(spanDays: number) {
  return fc
    .record({
      ranges: fc.array(range, { minLength: 0, maxLength: 4 }),
      from: fc.integer({ min: START, max: END }),
      // Up to a day either side of the span, to the minute.
      jitter: fc.integer({ min: -1440, max: 1440 }),
      closed: fc.array(fc.integer({ min: -2, max: spanDays + 2 }), { maxLength: 12 }),
    })
    .map(({ ranges, from, jitter, closed }) => {
      const to = from + spanDays * DAY + jitter * 60_000;
      const calendar: StaffedCalendar = {
        staffed: ranges,
        closedDates: closed.map((offset) => day(from + offset * DAY)),
      };
      return { calendar, from: new Date(from), to: new Date(to) };
    });
}

describe("staffed time summed by weekday matches the day walk", () => {
  for (const [label, spanDays, runs] of [
    ["30 days", 30, 200],
    ["1 year", 365, 80],
    ["3 years", 3 * 365, 30],
  ] as const) {
    it(`${label}: any hours, closed dates and clock changes`, () => {
      fc.assert(
        fc.property(spanCase(spanDays), ({ calendar, from, to }) => {
          expect(staffedMsBetween(calendar, from, to)).toBe(walkedMs(calendar, from, to));
        }),
        { numRuns: runs },
      );
    });
  }

  it("the gym's ordinary week, from each clock change to a year and three years on", () => {
    const gym: StaffedCalendar = {
      staffed: [
        { days: ["Mon", "Tue", "Wed", "Thu", "Fri"], opens: "06:00", closes: "22:00" },
        { days: ["Fri"], opens: "21:00", closes: "23:30" },
        { days: ["Sun"], opens: "00:30", closes: "03:00" },
      ],
      closedDates: ["2025-12-25", "2025-12-26", "2026-01-01", "2026-03-29", "2026-10-25"],
    };
    for (const start of ["2025-03-30T00:30:00Z", "2025-10-26T00:45:00Z", "2026-03-29T01:30:00Z"])
      for (const days of [30, 365, 3 * 365]) {
        const from = new Date(start);
        const to = new Date(from.getTime() + days * DAY + 37 * 60_000);
        expect(staffedMsBetween(gym, from, to)).toBe(walkedMs(gym, from, to));
      }
  });

  it("a weekday gym over three years, from a Friday morning to a Tuesday morning", () => {
    const gym: StaffedCalendar = {
      staffed: [{ days: ["Mon", "Tue", "Wed", "Thu", "Fri"], opens: "09:00", closes: "17:00" }],
      closedDates: [],
    };
    const from = new Date("2023-12-01T10:00:00Z");
    const to = new Date("2026-12-01T10:00:00Z");
    expect(staffedMsBetween(gym, from, to)).toBe(walkedMs(gym, from, to));
  });
});
