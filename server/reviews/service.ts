/**
 * Reviews for a gym's Google place, fetched when a visitor's page asks for them and kept no longer than the
 * answer (decision 0035): Google's terms allow no caching of Places content, so by default nothing is kept,
 * and concurrent requests for one place share the one fetch in flight, forgotten once it answers. Each fetch
 * first takes a call from the monthly budget counted in the database; past it the answer is only a link to
 * the gym's reviews on Google. Without a key, or when Google fails: no reviews and no rating (the page then
 * shows no section), or, only where `samples` is on (development and tests), the invented samples, marked.
 */

import type { ReviewsResponse } from "#contracts/api.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";
import { sampleReviewsFor } from "#contracts/content/reviews.ts";
import type { PlacesBudget } from "./budget";
import { fetchPlaceReviews } from "./places";

export type ReviewsSource = "google" | "cache" | "over-budget" | "samples" | "none";

export interface ReviewsResult {
  body: ReviewsResponse;
  source: ReviewsSource;
}

type Gym = Pick<GymLocation, "id" | "name" | "googlePlaceID">;

export interface ReviewsServiceOptions {
  apiKey?: string;
  apiUrl: string;
  /** REVIEWS_CACHE_TTL_SECONDS: 0 (the default) keeps nothing; more only with Google's written agreement. */
  ttlSeconds: number;
  /** The month's calls, shared by every instance (REVIEWS_MONTHLY_CALLS). */
  budget: Pick<PlacesBudget, "take">;
  /** Serve the invented sample reviews instead of none (REVIEWS_SAMPLES: development and tests only). */
  samples?: boolean;
  /** The gyms in CONTENT_DIR now: a place id is one of ours while a gym's entry gives it. */
  gyms: () => readonly Gym[];
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

/**
 * The gym's place on Google Maps, built from what we keep (its name and place id) with Google's documented
 * Maps URLs form: where a visitor reads every review when we show none.
 */
export function googleMapsLink(gym: Pick<GymLocation, "name" | "googlePlaceID">): string {
  const query = new URLSearchParams({ api: "1", query: gym.name, query_place_id: gym.googlePlaceID });
  return `https://www.google.com/maps/search/?${query}`;
}

function samplesFor(gym: Gym): ReviewsResponse {
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
  const withoutGoogle = (gym: Gym): ReviewsResult =>
    options.samples ? { body: samplesFor(gym), source: "samples" } : { body: NO_REVIEWS, source: "none" };
  // Only with a cache time (an owner's agreement with Google); with the default 0 nothing is ever put here.
  const cache = new Map<string, { body: ReviewsResponse; fetchedAt: number }>();
  // One upstream call per place at a time, however many pages ask at once; deleted as soon as it answers.
  const inFlight = new Map<string, Promise<ReviewsResult>>();

  async function fetchOnce(gym: Gym, apiKey: string): Promise<ReviewsResult> {
    let allowed: boolean;
    try {
      allowed = await options.budget.take();
    } catch (error) {
      // Uncounted calls could run past the budget: without the database, none is made.
      options.log.warn({ err: error }, "reviews: the call budget could not be read, no call made");
      return withoutGoogle(gym);
    }
    if (!allowed)
      return {
        body: { ...NO_REVIEWS, googleMapsUri: googleMapsLink(gym), overBudget: true },
        source: "over-budget",
      };
    try {
      const body = await fetchPlaceReviews({ apiUrl: options.apiUrl, apiKey }, gym.googlePlaceID);
      if (options.ttlSeconds > 0) cache.set(gym.googlePlaceID, { body, fetchedAt: now() });
      return { body, source: "google" };
    } catch (error) {
      options.log.warn({ err: error, placeId: gym.googlePlaceID }, "reviews: Places API failed");
      return withoutGoogle(gym);
    }
  }

  return {
    async get(placeId) {
      const gym = gymOf(placeId);
      if (!gym) return null;
      const apiKey = options.apiKey;
      if (!apiKey) return withoutGoogle(gym);
      const cached = cache.get(placeId);
      if (cached) {
        if (now() - cached.fetchedAt < options.ttlSeconds * 1000)
          return { body: cached.body, source: "cache" };
        cache.delete(placeId);
      }
      let pending = inFlight.get(placeId);
      if (!pending) {
        pending = fetchOnce(gym, apiKey).finally(() => inFlight.delete(placeId));
        inFlight.set(placeId, pending);
      }
      return pending;
    },
  };
}
