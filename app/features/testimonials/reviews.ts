import { getJson } from "~/lib/api-client";
import { z } from "~/lib/zod";
import { apiPaths } from "../../../contracts/api";

/** SPEC §9: the carousel shows reviews of 4 stars and above; a review without a rating counts as 5. */
export const MIN_RATING = 4;
export const DEFAULT_RATING = 5;
export const NO_REVIEW_TEXT = "No review content available";

const text = z.object({ text: z.string() });

/**
 * A review as the browser accepts it (SPEC §3, the Google Places (New) shape): only what the card shows is
 * required, so a partial Google answer still renders; a review of another shape fails the whole answer.
 */
const reviewSchema = z.object({
  name: z.optional(z.string()),
  relativePublishTimeDescription: z.optional(z.string()),
  rating: z.optional(z.nullable(z.number())),
  text: z.optional(z.nullable(text)),
  authorAttribution: z.object({
    displayName: z.string(),
    uri: z.optional(z.nullable(z.string())),
    photoUri: z.optional(z.nullable(z.string())),
  }),
});

/**
 * The reviews answer (SPEC §7): `{ reviews: [...] }` is enough. Our API adds the place's overall rating,
 * count and link (ARCHITECTURE additions), and `sample` when it serves development samples (issue 10).
 */
export const reviewsAnswerSchema = z.object({
  reviews: z.array(reviewSchema),
  rating: z.optional(z.nullable(z.number())),
  userRatingCount: z.optional(z.nullable(z.number())),
  googleMapsUri: z.optional(z.nullable(z.string())),
  sample: z.optional(z.boolean()),
});

export type ReviewItem = z.infer<typeof reviewSchema>;
export type ReviewsAnswer = z.infer<typeof reviewsAnswerSchema>;

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
    request = getJson(apiPaths.reviews(placeId), reviewsAnswerSchema, { apiKey: true });
    requests.set(placeId, request);
  }
  return request;
}

/** For tests: forget what this page load has fetched. */
export function resetReviewsCache(): void {
  requests.clear();
}
