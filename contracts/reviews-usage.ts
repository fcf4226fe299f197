/**
 * The Google Places bill the reviews section runs up (issue 45, decision 0035): the month's Place Details
 * calls against the owner's budget, and what they cost at Google's list price. Shared by the server, which
 * counts, and the staff area, which shows it. Client-safe and tiny.
 */

/**
 * Google Maps Platform's list price for the SKU a Place Details (New) request with `reviews` in its field
 * mask is billed at, "Place Details Enterprise + Atmosphere" (docs/deploy.md cites the pages): 1,000 calls a
 * month free per billing account, then US$25.00 per 1,000 in the first paid band (1,001 to 100,000).
 */
export const placesReviewsSku = {
  name: "Places API Place Details Enterprise + Atmosphere",
  freeCallsPerMonth: 1000,
  usdPer1000: 25,
} as const;

export interface ReviewsUsage {
  /** The calendar month counted (UTC), "2026-12". */
  month: string;
  calls: number;
  /** REVIEWS_MONTHLY_CALLS. */
  budget: number;
  /** The budget is used up: the sections show only the link to Google until the month turns. */
  overBudget: boolean;
  /** Pounds to the dollar the estimate uses (REVIEWS_GBP_PER_USD). */
  gbpPerUsd: number;
  /** Whether Google is configured at all (GOOGLE_PLACES_API_KEY): without it nothing is called. */
  live: boolean;
}

export interface ReviewsUsageLoadContext {
  /** Management only (the route checks the role): this month's calls and budget. */
  reviewsUsage(): Promise<ReviewsUsage>;
}

/** The calendar month (UTC) a call falls in: "2026-12". */
export function usageMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/**
 * The estimate in pence: `calls` at the list price, less the free allowance (which Google applies per
 * billing account, so another use of the same account's allowance makes the real bill higher).
 */
export function estimatePence(
  calls: number,
  gbpPerUsd: number,
): { listPence: number; billablePence: number } {
  const perCallPence = (placesReviewsSku.usdPer1000 / 1000) * gbpPerUsd * 100;
  const billable = Math.max(0, calls - placesReviewsSku.freeCallsPerMonth);
  return { listPence: Math.round(calls * perCallPence), billablePence: Math.round(billable * perCallPence) };
}
