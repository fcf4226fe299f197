/**
 * The shipped day-pass offer (content/offers/day-pass.yaml) as the content reader gives it, on the spec's
 * dates, without its conditions: for tests that need an offer and are not about reading the file.
 */
import type { Offer } from "#contracts/content/offer.ts";

export const shippedDayPass: Offer = {
  slug: "day-pass",
  name: "50% off day pass",
  headline: "50% OFF DAY PASS",
  summary: "50% off your first day pass",
  code: "DAYPASS50",
  gyms: ["greenwich", "welling"],
  conditions: [],
  startsOn: "2025-11-01",
  endsOn: "2025-11-30",
};

/** Message options' offers with the day pass running (2000 to 2099), for tests that are not about its dates. */
export const runningDayPass = (): readonly Offer[] => [
  { ...shippedDayPass, startsOn: "2000-01-01", endsOn: "2099-12-31" },
];
