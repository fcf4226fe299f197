/**
 * Reviews for a gym's Google place: live from the Places API when a key is configured (cached per place,
 * stale copy served when Google fails). Otherwise, or when Google fails with nothing cached: no reviews and no
 * rating (the page then shows no section), or, only where `samples` is on (development and tests), the
 * invented samples, marked as such.
 */

import type { ReviewsResponse } from "#contracts/api.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { sampleReviewsFor } from "#contracts/content/reviews.ts";
import { fetchPlaceReviews } from "./places";

export type ReviewsSource = "google" | "cache" | "stale-cache" | "samples" | "none";

export interface ReviewsResult {
  body: ReviewsResponse;
  source: ReviewsSource;
}

export interface ReviewsServiceOptions {
  apiKey?: string;
  apiUrl: string;
  ttlSeconds: number;
  /** Serve the invented sample reviews instead of none (REVIEWS_SAMPLES: development and tests only). */
  samples?: boolean;
  /** The gyms in CONTENT_DIR now: a place id is one of ours while a gym's entry gives it. */
  gyms: () => readonly Pick<GymLocation, "id" | "googlePlaceID">[];
  log: { warn: (obj: object, msg: string) => void };
  now?: () => number;
}

export interface ReviewsService {
  /** null: not one of our gyms' places. */
  get(placeId: string): Promise<ReviewsResult | null>;
}

/** What production serves without Google: nothing to show and no rating to claim. */
export const NO_REVIEWS: ReviewsResponse = {
  reviews: [],
  rating: null,
  userRatingCount: null,
  googleMapsUri: null,
};

function samplesFor(gym: Pick<GymLocation, "id" | "googlePlaceID">): ReviewsResponse {
  const place = sampleReviewsFor(gym);
  if (!place) return NO_REVIEWS;
  return {
    reviews: place.reviews,
    rating: place.rating,
    userRatingCount: place.userRatingCount,
    googleMapsUri: place.googleMapsUri,
    sample: true,
  };
}

export function createReviewsService(options: ReviewsServiceOptions): ReviewsService {
  const now = options.now ?? Date.now;
  const gymOf = (placeId: string) => options.gyms().find((gym) => gym.googlePlaceID === placeId);
  const withoutGoogle = (placeId: string): ReviewsResult => {
    const gym = options.samples ? gymOf(placeId) : undefined;
    return gym ? { body: samplesFor(gym), source: "samples" } : { body: NO_REVIEWS, source: "none" };
  };
  const cache = new Map<string, { body: ReviewsResponse; fetchedAt: number }>();
  // One upstream call per place at a time, however many pages load at once.
  const inFlight = new Map<string, Promise<ReviewsResult>>();

  async function refresh(placeId: string, apiKey: string): Promise<ReviewsResult> {
    try {
      const body = await fetchPlaceReviews({ apiUrl: options.apiUrl, apiKey }, placeId);
      cache.set(placeId, { body, fetchedAt: now() });
      return { body, source: "google" };
    } catch (error) {
      const cached = cache.get(placeId);
      options.log.warn({ err: error, placeId, stale: Boolean(cached) }, "reviews: Places API failed");
      if (cached) return { body: cached.body, source: "stale-cache" };
      return withoutGoogle(placeId);
    }
  }

  return {
    async get(placeId) {
      if (!gymOf(placeId)) return null;
      const apiKey = options.apiKey;
      if (!apiKey) return withoutGoogle(placeId);
      const cached = cache.get(placeId);
      if (cached && now() - cached.fetchedAt < options.ttlSeconds * 1000)
        return { body: cached.body, source: "cache" };
      let pending = inFlight.get(placeId);
      if (!pending) {
        pending = refresh(placeId, apiKey).finally(() => inFlight.delete(placeId));
        inFlight.set(placeId, pending);
      }
      return pending;
    },
  };
}
