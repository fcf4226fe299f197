/**
 * Reviews for a gym's Google place: live from the Places API when a key is configured (cached per place,
 * stale copy served when Google fails), otherwise, or when Google fails with nothing cached, the bundled ones.
 */
import { gymByPlaceId } from "../../app/content/gyms";
import { bundledReviewsFor } from "../../app/content/reviews";
import type { ReviewsResponse } from "../../contracts/api";
import { fetchPlaceReviews } from "./places";

export type ReviewsSource = "google" | "cache" | "stale-cache" | "bundled";

export interface ReviewsResult {
  body: ReviewsResponse;
  source: ReviewsSource;
}

export interface ReviewsServiceOptions {
  apiKey?: string;
  apiUrl: string;
  ttlSeconds: number;
  log: { warn: (obj: object, msg: string) => void };
  now?: () => number;
}

export interface ReviewsService {
  /** null: not one of our gyms' places. */
  get(placeId: string): Promise<ReviewsResult | null>;
}

function bundled(placeId: string): ReviewsResponse {
  const place = bundledReviewsFor(placeId);
  return {
    reviews: place?.reviews ?? [],
    rating: place?.rating ?? null,
    userRatingCount: place?.userRatingCount ?? null,
    googleMapsUri: place?.googleMapsUri ?? null,
  };
}

export function createReviewsService(options: ReviewsServiceOptions): ReviewsService {
  const now = options.now ?? Date.now;
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
      return { body: bundled(placeId), source: "bundled" };
    }
  }

  return {
    async get(placeId) {
      if (!gymByPlaceId(placeId)) return null;
      const apiKey = options.apiKey;
      if (!apiKey) return { body: bundled(placeId), source: "bundled" };
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
