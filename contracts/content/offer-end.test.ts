import { describe, expect, it } from "vitest";
import { formatOfferDate, londonDate, offerEnded } from "./offer-end";

describe("offerEnded: the offer runs to the end of its last day in London", () => {
  it("in winter (GMT): ends at midnight UTC", () => {
    expect(offerEnded("2025-11-30", new Date("2025-11-30T00:00:00Z"))).toBe(false);
    expect(offerEnded("2025-11-30", new Date("2025-11-30T23:59:59.999Z"))).toBe(false);
    expect(offerEnded("2025-11-30", new Date("2025-12-01T00:00:00Z"))).toBe(true);
    expect(offerEnded("2025-11-30", new Date("2025-11-29T12:00:00Z"))).toBe(false);
    expect(offerEnded("2025-11-30", new Date("2026-11-23T12:00:00Z"))).toBe(true);
  });

  it("in summer (BST): ends at 23:00 UTC", () => {
    expect(offerEnded("2026-07-15", new Date("2026-07-15T22:59:59Z"))).toBe(false);
    expect(offerEnded("2026-07-15", new Date("2026-07-15T23:00:00Z"))).toBe(true);
  });

  it("across the spring clock change (29 March 2026, 01:00 GMT becomes 02:00 BST)", () => {
    // Ending the day before the change: still GMT at its midnight.
    expect(offerEnded("2026-03-28", new Date("2026-03-28T23:59:59Z"))).toBe(false);
    expect(offerEnded("2026-03-28", new Date("2026-03-29T00:00:00Z"))).toBe(true);
    // Ending on the day of the change: a 23-hour day that ends at 23:00 UTC.
    expect(offerEnded("2026-03-29", new Date("2026-03-29T00:30:00Z"))).toBe(false);
    expect(offerEnded("2026-03-29", new Date("2026-03-29T22:59:59Z"))).toBe(false);
    expect(offerEnded("2026-03-29", new Date("2026-03-29T23:00:00Z"))).toBe(true);
  });

  it("across the autumn clock change (26 October 2025, 02:00 BST becomes 01:00 GMT)", () => {
    // The day before the change is still BST: it ends at 23:00 UTC.
    expect(offerEnded("2025-10-25", new Date("2025-10-25T22:59:59Z"))).toBe(false);
    expect(offerEnded("2025-10-25", new Date("2025-10-25T23:00:00Z"))).toBe(true);
    // The day of the change is 25 hours long and ends at midnight UTC.
    expect(offerEnded("2025-10-26", new Date("2025-10-26T23:30:00Z"))).toBe(false);
    expect(offerEnded("2025-10-26", new Date("2025-10-27T00:00:00Z"))).toBe(true);
  });

  it("reads the London calendar date of an instant", () => {
    expect(londonDate(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(londonDate(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });

  it("writes every end date from the date itself", () => {
    expect(formatOfferDate("2025-11-30")).toBe("30 November 2025");
    expect(formatOfferDate("2026-01-05")).toBe("5 January 2026");
  });
});
