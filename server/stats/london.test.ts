import { describe, expect, it } from "vitest";
import { nextLondonMidnight } from "./london";

describe("nextLondonMidnight", () => {
  it.each([
    // GMT: London midnight is UTC midnight.
    ["2026-01-15T10:00:00Z", "2026-01-16T00:00:00.000Z"],
    ["2026-01-15T23:59:59Z", "2026-01-16T00:00:00.000Z"],
    ["2026-01-16T00:00:00Z", "2026-01-17T00:00:00.000Z"],
    // BST: London midnight is 23:00 UTC the evening before.
    ["2026-07-01T12:00:00Z", "2026-07-01T23:00:00.000Z"],
    ["2026-07-01T23:30:00Z", "2026-07-02T23:00:00.000Z"],
    // The nights the clocks change (29 March and 25 October 2026, at 01:00 UTC).
    ["2026-03-28T12:00:00Z", "2026-03-29T00:00:00.000Z"],
    ["2026-03-29T12:00:00Z", "2026-03-29T23:00:00.000Z"],
    ["2026-10-24T12:00:00Z", "2026-10-24T23:00:00.000Z"],
    ["2026-10-25T12:00:00Z", "2026-10-26T00:00:00.000Z"],
  ])("after %s is %s", (at, midnight) => {
    expect(nextLondonMidnight(new Date(at)).toISOString()).toBe(midnight);
  });
});
