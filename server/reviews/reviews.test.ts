/**
 * Reviews against a fake Google Places (New) HTTP server: live, cached, stale on error; without Google no
 * reviews in production, and the labelled samples only where REVIEWS_SAMPLES is on.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { sampleReviewsFor } from "#contracts/content/reviews.ts";
import type { Database } from "#server/db/client.ts";
import { TEST_API_KEY, testApp } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend } from "#server/test/backends.ts";
import { type FakePlaces, placeDetails, startFakePlaces } from "#server/test/http-fakes.ts";
import { shippedGym, shippedGyms } from "#tests/shipped.ts";
import { PLACES_FIELD_MASK } from "./places";
import { createReviewsService, NO_REVIEWS } from "./service";

const greenwich = shippedGym("greenwich").googlePlaceID;
const welling = shippedGym("welling").googlePlaceID;
const gyms = () => shippedGyms;
const quiet = { warn: () => {} };

describe("reviews service", () => {
  let places: FakePlaces;
  let clock = 0;
  beforeAll(async () => {
    places = await startFakePlaces();
  });
  afterAll(() => places.close());
  beforeEach(() => {
    places.mode = "ok";
    places.requests.length = 0;
    clock = 1_000_000;
  });
  const service = (ttlSeconds = 60) =>
    createReviewsService({
      apiKey: places.apiKey,
      apiUrl: places.url,
      ttlSeconds,
      gyms,
      log: quiet,
      now: () => clock,
    });

  it("calls Place Details (New) with the key and field mask and returns every review with the totals", async () => {
    const result = await service().get(greenwich);
    expect(result?.source).toBe("google");
    const expected = placeDetails(greenwich);
    expect(result?.body.rating).toBe(4.6);
    expect(result?.body.userRatingCount).toBe(321);
    expect(result?.body.googleMapsUri).toBe(expected.googleMapsUri);
    // All of them, 3-star included: the browser keeps 4 and above.
    expect(result?.body.reviews.map((r) => r.rating)).toEqual([5, 4, 3]);
    expect(result?.body.reviews[0]).toEqual({
      name: expected.reviews[0]?.name,
      relativePublishTimeDescription: "1 weeks ago",
      rating: 5,
      text: { text: "Live review 0", languageCode: "en" },
      originalText: { text: "Live review 0", languageCode: "en" },
      authorAttribution: expected.reviews[0]?.authorAttribution,
      publishTime: "2025-10-01T10:00:00Z",
    });
    expect(places.requests).toHaveLength(1);
    const [request] = places.requests;
    expect(request?.method).toBe("GET");
    expect(request?.url).toBe(`/v1/places/${encodeURIComponent(greenwich)}`);
    expect(request?.headers["x-goog-api-key"]).toBe(places.apiKey);
    expect(request?.headers["x-goog-fieldmask"]).toBe(PLACES_FIELD_MASK);
  });

  it("serves from the cache within the TTL, per place, and refetches after it", async () => {
    const reviews = service(60);
    await reviews.get(greenwich);
    clock += 59_000;
    expect((await reviews.get(greenwich))?.source).toBe("cache");
    expect(places.requests).toHaveLength(1);
    expect((await reviews.get(welling))?.source).toBe("google");
    expect(places.requests).toHaveLength(2);
    clock += 2000;
    expect((await reviews.get(greenwich))?.source).toBe("google");
    expect(places.requests).toHaveLength(3);
  });

  it("makes one upstream call for concurrent requests", async () => {
    const reviews = service();
    await Promise.all([reviews.get(greenwich), reviews.get(greenwich), reviews.get(greenwich)]);
    expect(places.requests).toHaveLength(1);
  });

  it("serves the stale copy when Google fails after the TTL", async () => {
    const reviews = service(60);
    const fresh = await reviews.get(greenwich);
    clock += 120_000;
    places.mode = "fail";
    const stale = await reviews.get(greenwich);
    expect(stale?.source).toBe("stale-cache");
    expect(stale?.body).toEqual(fresh?.body);
  });

  it("serves no reviews and no rating when Google fails and nothing is cached", async () => {
    places.mode = "fail";
    const result = await service().get(welling);
    expect(result).toEqual({ source: "none", body: NO_REVIEWS });
    expect(NO_REVIEWS).toEqual({ reviews: [], rating: null, userRatingCount: null, googleMapsUri: null });
  });

  it("serves the labelled samples instead only where samples are switched on", async () => {
    places.mode = "fail";
    const reviews = createReviewsService({
      apiKey: places.apiKey,
      apiUrl: places.url,
      ttlSeconds: 60,
      samples: true,
      gyms,
      log: quiet,
    });
    const result = await reviews.get(welling);
    const samples = sampleReviewsFor(shippedGym("welling"))!;
    expect(result?.source).toBe("samples");
    expect(result?.body.sample).toBe(true);
    expect(result?.body.reviews).toEqual(samples.reviews);
  });

  it("serves no reviews when the key is refused", async () => {
    const reviews = createReviewsService({
      apiKey: "wrong",
      apiUrl: places.url,
      ttlSeconds: 60,
      gyms,
      log: quiet,
    });
    expect((await reviews.get(greenwich))?.source).toBe("none");
  });

  it("never calls Google without a key: none in production, samples in development", async () => {
    const production = createReviewsService({ apiUrl: places.url, ttlSeconds: 60, gyms, log: quiet });
    expect(await production.get(greenwich)).toEqual({ source: "none", body: NO_REVIEWS });
    const development = createReviewsService({
      apiUrl: places.url,
      ttlSeconds: 60,
      samples: true,
      gyms,
      log: quiet,
    });
    expect((await development.get(greenwich))?.source).toBe("samples");
    expect(places.requests).toHaveLength(0);
  });

  it("answers null for a place that is not one of our gyms, without calling Google", async () => {
    expect(await service().get("ChIJsomewhere-else")).toBeNull();
    expect(places.requests).toHaveLength(0);
  });
});

describe.each(backendNames)("GET /api/reviews/:placeId on %s", (backendName) => {
  let backend: TestBackend;
  let database: Database;
  let places: FakePlaces;
  let live: FastifyInstance;
  let offline: FastifyInstance;
  let samples: FastifyInstance;

  beforeAll(async () => {
    backend = await createBackend(backendName);
    database = backend.database;
    places = await startFakePlaces();
    live = await testApp(database, {
      env: { GOOGLE_PLACES_API_KEY: places.apiKey, GOOGLE_PLACES_API_URL: places.url },
    });
    offline = await testApp(database);
    samples = await testApp(database, { env: { REVIEWS_SAMPLES: "true" } });
  });
  afterAll(async () => {
    await live?.close();
    await offline?.close();
    await samples?.close();
    await places?.close();
    await backend?.dispose();
  });

  const get = (app: FastifyInstance, placeId: string, key: string | null = TEST_API_KEY) =>
    app.inject({ method: "GET", url: apiPaths.reviews(placeId), headers: key ? { "x-api-key": key } : {} });

  it("answers ReviewsResponse from Google with a short public cache", async () => {
    const response = await get(live, greenwich);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["googleMapsUri", "rating", "reviews", "userRatingCount"]);
    expect(body.reviews).toHaveLength(3);
    expect(body.rating).toBe(4.6);
    const again = await get(live, greenwich);
    expect(again.headers["x-reviews-source"]).toBe("cache");
    expect(places.requests).toHaveLength(1);
  });

  it("serves no reviews and no rating without a key (production: no invented reviews)", async () => {
    for (const gym of shippedGyms) {
      const response = await get(offline, gym.googlePlaceID);
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-reviews-source"]).toBe("none");
      expect(response.json()).toEqual({
        reviews: [],
        rating: null,
        userRatingCount: null,
        googleMapsUri: null,
      });
    }
  });

  it("serves the samples, marked sample: true, only with REVIEWS_SAMPLES=true", async () => {
    for (const gym of shippedGyms) {
      const response = await get(samples, gym.googlePlaceID);
      expect(response.statusCode).toBe(200);
      const place = sampleReviewsFor(gym)!;
      expect(response.json()).toEqual({
        reviews: place.reviews,
        rating: place.rating,
        userRatingCount: place.userRatingCount,
        googleMapsUri: place.googleMapsUri,
        sample: true,
      });
    }
  });

  it("answers 404 for a place id that is not a gym's", async () => {
    const response = await get(offline, "ChIJnot-ours");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ok: false, error: "unknown_place" });
  });

  it("needs the x-api-key", async () => {
    expect((await get(offline, greenwich, null)).statusCode).toBe(401);
    expect((await get(offline, greenwich, "wrong")).statusCode).toBe(401);
  });
});
