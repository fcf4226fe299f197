/**
 * The reviews' Google call budget as the staff area's load context gives it (issue 45): the month's calls
 * from the database, against REVIEWS_MONTHLY_CALLS. Management's page shows it; the route checks the role.
 */
import { type ReviewsUsage, type ReviewsUsageLoadContext, usageMonth } from "#contracts/reviews-usage.ts";
import type { PlacesBudget } from "#server/reviews/budget.ts";

export interface ReviewsUsageOptions {
  budget: Pick<PlacesBudget, "used" | "monthlyCalls">;
  gbpPerUsd: number;
  live: boolean;
}

export function reviewsUsageArea(options: ReviewsUsageOptions | undefined): ReviewsUsageLoadContext {
  return {
    async reviewsUsage(): Promise<ReviewsUsage> {
      const at = new Date();
      const month = usageMonth(at);
      // A staff area built without Google settings (some tests): nothing is called, so nothing is counted.
      if (!options) return { month, calls: 0, budget: 0, overBudget: false, gbpPerUsd: 0, live: false };
      const calls = await options.budget.used(at);
      const budget = options.budget.monthlyCalls;
      return {
        month,
        calls,
        budget,
        overBudget: options.live && calls >= budget,
        gbpPerUsd: options.gbpPerUsd,
        live: options.live,
      };
    },
  };
}
