/** Reviews against a fake Google Places (New) HTTP server: live, cached, stale on error, bundled fallback. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gyms } from "../../app/content/gyms";
import { bundledReviewsFor } from "../../app/content/reviews";
import { apiPaths } from "../../contracts/api";
import type { Database } from "../db/client";
import { TEST_API_KEY, testApp } from "../test/app";
import { backendNames, createBackend, type TestBackend } from "../test/backends";
import { type FakePlaces, placeDetails, startFakePlaces } from "../test/http-fakes";
import { PLACES_FIELD_MASK } from "./places";
import { createReviewsService } from "./service";

const greenwich = gyms.find((g) => g.slug === "greenwich")!.googlePlaceID;
const welling = gyms.find((g) => g.slug === "welling")!.googlePlaceID;
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

  it("falls back to the bundled reviews when Google fails and nothing is cached", async () => {
    places.mode = "fail";
    const result = await service().get(welling);
    const bundled = bundledReviewsFor(welling)!;
    expect(result?.source).toBe("bundled");
    expect(result?.body.reviews).toEqual(bundled.reviews);
    expect(result?.body.rating).toBe(bundled.rating);
  });

  it("falls back to bundled reviews when the key is refused", async () => {
    const reviews = createReviewsService({ apiKey: "wrong", apiUrl: places.url, ttlSeconds: 60, log: quiet });
    expect((await reviews.get(greenwich))?.source).toBe("bundled");
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

  beforeAll(async () => {
    backend = await createBackend(backendName);
    database = backend.database;
    places = await startFakePlaces();
    live = await testApp(database, {
      env: { GOOGLE_PLACES_API_KEY: places.apiKey, GOOGLE_PLACES_API_URL: places.url },
    });
    offline = await testApp(database);
  });
  afterAll(async () => {
    await live?.close();
    await offline?.close();
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

  it("serves the bundled reviews without a key", async () => {
    for (const gym of gyms) {
      const response = await get(offline, gym.googlePlaceID);
      expect(response.statusCode).toBe(200);
      const bundled = bundledReviewsFor(gym.googlePlaceID)!;
      expect(response.json()).toEqual({
        reviews: bundled.reviews,
        rating: bundled.rating,
        userRatingCount: bundled.userRatingCount,
        googleMapsUri: bundled.googleMapsUri,
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
