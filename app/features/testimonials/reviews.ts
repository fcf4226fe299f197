import { getJson } from "~/lib/api-client";
import { apiPaths, type Review, type ReviewsResponse } from "../../../contracts/api";

/** SPEC §9: the carousel shows reviews of 4 stars and above; a review without a rating counts as 5. */
export const MIN_RATING = 4;
export const DEFAULT_RATING = 5;
export const NO_REVIEW_TEXT = "No review content available";

export function ratingOf(review: Pick<Review, "rating">): number {
  return typeof review.rating === "number" && Number.isFinite(review.rating) ? review.rating : DEFAULT_RATING;
}

export function positiveReviews(reviews: readonly Review[]): Review[] {
  return reviews.filter((review) => ratingOf(review) >= MIN_RATING);
}

/** Pairs for the two-at-a-time carousel. */
export function inPairs<T>(items: readonly T[]): T[][] {
  const pairs: T[][] = [];
  for (let i = 0; i < items.length; i += 2) pairs.push(items.slice(i, i + 2));
  return pairs;
}

// SPEC §4: reviews load once per page load, so one request per place for the life of the document.
const requests = new Map<string, Promise<ReviewsResponse>>();

export function loadReviews(placeId: string): Promise<ReviewsResponse> {
  let request = requests.get(placeId);
  if (!request) {
    request = getJson<ReviewsResponse>(apiPaths.reviews(placeId), { apiKey: true });
    requests.set(placeId, request);
  }
  return request;
}

/** For tests: forget what this page load has fetched. */
export function resetReviewsCache(): void {
  requests.clear();
}
