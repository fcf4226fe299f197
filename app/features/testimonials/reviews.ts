import { getJson } from "#app/lib/api-client.ts";
import { apiPaths } from "#contracts/api.ts";
import type { ReviewItem, ReviewsAnswer } from "./reviews-answer";

/** SPEC §9: the carousel shows reviews of 4 stars and above; a review without a rating counts as 5. */
export const MIN_RATING = 4;
export const DEFAULT_RATING = 5;
export const NO_REVIEW_TEXT = "No review content available";

export type { ReviewItem, ReviewsAnswer } from "./reviews-answer";

export function ratingOf(review: Pick<ReviewItem, "rating">): number {
  return typeof review.rating === "number" && Number.isFinite(review.rating) ? review.rating : DEFAULT_RATING;
}

export function positiveReviews(reviews: readonly ReviewItem[]): ReviewItem[] {
  return reviews.filter((review) => ratingOf(review) >= MIN_RATING);
}

/** The overall rating and count, only when the answer has both (never a claim from half the facts). */
export function ratingSummary(answer: ReviewsAnswer): { rating: number; count: number } | null {
  const { rating, userRatingCount } = answer;
  if (typeof rating !== "number" || typeof userRatingCount !== "number") return null;
  return { rating, count: userRatingCount };
}

/** Pairs for the two-at-a-time carousel. */
export function inPairs<T>(items: readonly T[]): T[][] {
  const pairs: T[][] = [];
  for (let i = 0; i < items.length; i += 2) pairs.push(items.slice(i, i + 2));
  return pairs;
}

// SPEC §4: reviews load once per page load, so one request per place for the life of the document.
const requests = new Map<string, Promise<ReviewsAnswer>>();

export function loadReviews(placeId: string): Promise<ReviewsAnswer> {
  let request = requests.get(placeId);
  if (!request) {
    // The schema (and zod) load beside the request, off the page's first load (its JavaScript budget).
    request = getJson(
      apiPaths.reviews(placeId),
      import("./reviews-answer").then(({ reviewsAnswerSchema }) => reviewsAnswerSchema),
      { apiKey: true },
    );
    requests.set(placeId, request);
  }
  return request;
}

/** For tests: forget what this page load has fetched. */
export function resetReviewsCache(): void {
  requests.clear();
}
