/**
 * Management's view of the reviews' Google bill (issue 45, decision 0035): the month's Place Details calls
 * against REVIEWS_MONTHLY_CALLS, and what they cost in pounds at Google's list price.
 */
import { formatMonth, formatPounds } from "#app/features/staff-charts/SourceCharts.tsx";
import { estimatePence, placesReviewsSku, type ReviewsUsage } from "#contracts/reviews-usage.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import { linkClass } from "../staff/controls";

const number = (n: number) => n.toLocaleString("en-GB");

/** The notice management sees while the month's budget is used up. */
export function ReviewsOverBudget({ onReviewsPage = false }: { onReviewsPage?: boolean }) {
  return (
    <p className="mb-4 border-l-4 border-danger bg-chalk px-3 py-2" data-testid="reviews-over-budget">
      {
        "This month's budget of Google review calls is used up: until the month ends, the gym pages show only the link to each gym's reviews on Google, without a rating or reviews. "
      }
      {onReviewsPage ? null : (
        <a href={staffUrls.reviews} className={linkClass}>
          See the calls and the cost
        </a>
      )}
    </p>
  );
}

export function ReviewsUsagePanel({ usage }: { usage: ReviewsUsage }) {
  const { listPence, billablePence } = estimatePence(usage.calls, usage.gbpPerUsd);
  const rows: [string, string][] = [
    ["Calls to Google this month", number(usage.calls)],
    ["Monthly budget (REVIEWS_MONTHLY_CALLS)", number(usage.budget)],
    ["Left this month", number(Math.max(0, usage.budget - usage.calls))],
    ["Estimated bill after Google's free calls", formatPounds(billablePence)],
    ["The same calls at list price", formatPounds(listPence)],
  ];
  return (
    <>
      {usage.live ? null : (
        <p className="mb-4 max-w-prose border-l-4 border-ink bg-chalk px-3 py-2">
          Google is not configured (GOOGLE_PLACES_API_KEY is not set): the site calls Google for nothing and
          shows no reviews.
        </p>
      )}
      {usage.overBudget ? <ReviewsOverBudget onReviewsPage /> : null}
      <dl className="mb-6 grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-3 max-w-prose">
        {`Counted by every server together for ${formatMonth(usage.month)} (the calendar month in UTC). A call is made only when a visitor's page scrolls near a gym's reviews, and its answer is never kept.`}
      </p>
      <p className="max-w-prose text-sm">
        {`Estimate at Google's list price for "${placesReviewsSku.name}": ${number(placesReviewsSku.freeCallsPerMonth)} calls a month free per billing account, then US$${placesReviewsSku.usdPer1000.toFixed(2)} per 1,000, at £${usage.gbpPerUsd} to the dollar (REVIEWS_GBP_PER_USD). Google's own bill is what counts; other uses of the same billing account share the free calls.`}
      </p>
    </>
  );
}
