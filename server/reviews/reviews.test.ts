/**
 * Reviews against a fake Google Places (New) HTTP server (issue 45, decision 0035): fetched on request with
 * the field mask, nothing kept afterwards (the process's heap, the database, DATA_DIR), one call for
 * concurrent requests, the monthly budget counted in the database and refused past it, the odd answers
 * Google may give; without Google no reviews in production, and the labelled samples only where
 * REVIEWS_SAMPLES is on.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getHeapSnapshot } from "node:v8";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api.ts";
import { sampleReviewsFor } from "#contracts/content/reviews.ts";
import { usageMonth } from "#contracts/reviews-usage.ts";
import type { Database } from "#server/db/client.ts";
import { TEST_API_KEY, testApp } from "#server/test/app.ts";
import { backendNames, createBackend, type TestBackend, wholeDatabase } from "#server/test/backends.ts";
import { type FakePlaces, placeDetails, startFakePlaces } from "#server/test/http-fakes.ts";
import { shippedGym, shippedGyms } from "#tests/shipped.ts";
import { createPlacesBudget, type PlacesBudget } from "./budget";
import { PLACES_FIELD_MASK } from "./places";
import { createReviewsService, googleMapsLink, NO_REVIEWS, type ReviewsServiceOptions } from "./service";

const greenwich = shippedGym("greenwich").googlePlaceID;
const welling = shippedGym("welling").googlePlaceID;
const gyms = () => shippedGyms;
const quiet = { warn: () => {} };

/** Every file under `dir`, as text (binary included: PostgreSQL stores short text as it is). */
function filesUnder(dir: string): string {
  let text = "";
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) text += readFileSync(file).toString("latin1");
  }
  return text;
}

/** A visitor in another process: its answer's status, Cache-Control, and whether it shows `mark`. */
function visitorSees(url: string, mark: string, at = Date.now()): Promise<string> {
  // Each waits for the moment `at`, so visitors started together ask together, however slowly they started.
  const script = `setTimeout(() => fetch(process.env.URL, { headers: { "x-api-key": process.env.KEY } })
    .then(async (r) => console.log(r.status, r.headers.get("cache-control"), (await r.text()).includes(process.env.MARK))),
    Math.max(0, Number(process.env.AT) - Date.now()))`;
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ["-e", script],
      { env: { URL: url, KEY: TEST_API_KEY, MARK: mark, AT: String(at) } },
      (error, out) => (error ? reject(error) : resolve(out.trim())),
    ),
  );
}

/** The whole heap of this process, every string in it, after a full collection (a snapshot collects first). */
async function heapText(): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of getHeapSnapshot()) chunks.push(String(chunk));
  return chunks.join("");
}

describe.each(backendNames)("reviews service on %s", (backendName) => {
  let backend: TestBackend;
  let places: FakePlaces;
  let budget: PlacesBudget;
  let clock = 0;
  beforeAll(async () => {
    backend = await createBackend(backendName);
    places = await startFakePlaces();
  });
  afterAll(async () => {
    await places?.close();
    await backend?.dispose();
  });
  beforeEach(async () => {
    places.mode = "ok";
    places.calls = 0;
    places.delayMs = 0;
    places.requests.length = 0;
    clock = 1_000_000;
    await backend.database.db.execute("TRUNCATE places_calls");
    budget = createPlacesBudget(backend.database.db, 1000);
  });
  const service = (options: Partial<ReviewsServiceOptions> = {}) =>
    createReviewsService({
      apiKey: places.apiKey,
      apiUrl: places.url,
      ttlSeconds: 0,
      budget,
      gyms,
      log: quiet,
      now: () => clock,
      ...options,
    });

  it("calls Place Details (New) with the key and the field mask, and passes on only what the card shows", async () => {
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
      authorAttribution: expected.reviews[0]?.authorAttribution,
    });
    expect(places.requests).toHaveLength(1);
    const [request] = places.requests;
    expect(request?.method).toBe("GET");
    expect(request?.url).toBe(`/v1/places/${encodeURIComponent(greenwich)}`);
    expect(request?.headers["x-goog-api-key"]).toBe(places.apiKey);
    expect(request?.headers["x-goog-fieldmask"]).toBe(PLACES_FIELD_MASK);
    // Only what is shown: the rating, count and link beside the carousel, and the reviews.
    expect(PLACES_FIELD_MASK.split(",").sort()).toEqual([
      "googleMapsUri",
      "rating",
      "reviews",
      "userRatingCount",
    ]);
  });

  it("keeps nothing by default: every request after an answer is a new call", async () => {
    const reviews = service();
    await reviews.get(greenwich);
    await reviews.get(greenwich);
    clock += 1;
    await reviews.get(greenwich);
    expect(places.calls).toBe(3);
    expect(await budget.used()).toBe(3);
  });

  it("shares one call among concurrent requests for a place, and forgets it once answered", async () => {
    places.delayMs = 200;
    const reviews = service();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => reviews.get(greenwich)));
    expect(answers.every((answer) => answer?.source === "google")).toBe(true);
    expect(places.calls).toBe(1);
    await Promise.all([reviews.get(greenwich), reviews.get(welling)]);
    expect(places.calls).toBe(3);
  });

  it("keeps a copy only with a cache time set (an agreement with Google), and only for that long", async () => {
    const reviews = service({ ttlSeconds: 60 });
    await reviews.get(greenwich);
    clock += 59_000;
    expect((await reviews.get(greenwich))?.source).toBe("cache");
    expect(places.calls).toBe(1);
    clock += 2000;
    expect((await reviews.get(greenwich))?.source).toBe("google");
    expect(places.calls).toBe(2);
  });

  it("counts each call in the database and refuses past the budget: only the link to Google is left", async () => {
    const reviews = service({ budget: createPlacesBudget(backend.database.db, 2) });
    expect((await reviews.get(greenwich))?.source).toBe("google");
    expect((await reviews.get(welling))?.source).toBe("google");
    const third = await reviews.get(greenwich);
    expect(places.calls).toBe(2);
    expect(third).toEqual({
      source: "over-budget",
      body: { ...NO_REVIEWS, googleMapsUri: googleMapsLink(shippedGym("greenwich")), overBudget: true },
    });
    expect(googleMapsLink(shippedGym("greenwich"))).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shippedGym("greenwich").name).replace(/%20/g, "+")}&query_place_id=${greenwich}`,
    );
    expect(await createPlacesBudget(backend.database.db, 2).used()).toBe(2);
  });

  it("never calls Google with a budget of 0", async () => {
    const result = await service({ budget: createPlacesBudget(backend.database.db, 0) }).get(greenwich);
    expect(result?.source).toBe("over-budget");
    expect(places.calls).toBe(0);
  });

  it("makes no call when the budget cannot be read (the database away): uncounted calls could run up a bill", async () => {
    const away: Pick<PlacesBudget, "take"> = {
      take: () => Promise.reject(new Error("connection refused")),
    };
    expect(await service({ budget: away }).get(greenwich)).toEqual({ source: "none", body: NO_REVIEWS });
    expect(places.calls).toBe(0);
  });

  it("a new month starts a new count", async () => {
    const small = createPlacesBudget(backend.database.db, 1);
    const december = new Date("2026-12-31T23:59:59Z");
    expect(await small.take(december)).toBe(true);
    expect(await small.take(december)).toBe(false);
    expect(await small.take(new Date("2027-01-01T00:00:00Z"))).toBe(true);
    expect(await small.used(december)).toBe(1);
    expect(usageMonth(december)).toBe("2026-12");
  });

  it.each([
    ["fail", "503"],
    ["quota", "429"],
    ["garbage", "HTML where JSON was promised"],
    ["not-a-place", "JSON that is not an object"],
  ] as const)("serves no reviews and no rating when Google answers %s (%s)", async (mode, _what) => {
    places.mode = mode;
    expect(await service().get(welling)).toEqual({ source: "none", body: NO_REVIEWS });
    expect(NO_REVIEWS).toEqual({ reviews: [], rating: null, userRatingCount: null, googleMapsUri: null });
  });

  it("takes an empty place as no reviews, and an odd one field by field", async () => {
    places.mode = "empty";
    expect((await service().get(greenwich))?.body).toEqual(NO_REVIEWS);
    places.mode = "odd";
    const odd = (await service().get(greenwich))?.body;
    // A rating of another type, a negative count and a javascript: link read as absent.
    expect(odd?.rating).toBeNull();
    expect(odd?.userRatingCount).toBeNull();
    expect(odd?.googleMapsUri).toBeNull();
    // A review without an author cannot be attributed and is left out; so are non-objects.
    expect(odd?.reviews.map((r) => r.authorAttribution.displayName)).toEqual([
      "Live Author 0",
      "Only A Name",
      "Bad Links",
    ]);
    expect(odd?.reviews[2]).toEqual({
      relativePublishTimeDescription: "",
      authorAttribution: { displayName: "Bad Links" },
    });
  });

  it("serves the labelled samples instead only where samples are switched on", async () => {
    places.mode = "fail";
    const result = await service({ samples: true }).get(welling);
    const samples = sampleReviewsFor(shippedGym("welling"))!;
    expect(result?.source).toBe("samples");
    expect(result?.body.sample).toBe(true);
    expect(result?.body.reviews).toEqual(samples.reviews);
  });

  it("serves no reviews when the key is refused", async () => {
    expect((await service({ apiKey: "wrong" }).get(greenwich))?.source).toBe("none");
  });

  it("never calls Google without a key: none in production, samples in development", async () => {
    const keyless = (samples: boolean) =>
      createReviewsService({ apiUrl: places.url, ttlSeconds: 0, budget, samples, gyms, log: quiet });
    expect(await keyless(false).get(greenwich)).toEqual({ source: "none", body: NO_REVIEWS });
    expect((await keyless(true).get(greenwich))?.source).toBe("samples");
    expect(places.requests).toHaveLength(0);
    expect(await budget.used()).toBe(0);
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
  let liveDataDir: string;

  beforeAll(async () => {
    backend = await createBackend(backendName);
    database = backend.database;
    places = await startFakePlaces();
    liveDataDir = mkdtempSync(path.join(tmpdir(), "novo-reviews-"));
    live = await testApp(database, {
      env: { GOOGLE_PLACES_API_KEY: places.apiKey, GOOGLE_PLACES_API_URL: places.url, DATA_DIR: liveDataDir },
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
  beforeEach(() => {
    places.mode = "ok";
    places.calls = 0;
    places.delayMs = 0;
    places.firstReviewText = null;
  });

  const get = (app: FastifyInstance, placeId: string, key: string | null = TEST_API_KEY) =>
    app.inject({ method: "GET", url: apiPaths.reviews(placeId), headers: key ? { "x-api-key": key } : {} });

  it("answers ReviewsResponse from Google, private and never stored by any cache", async () => {
    const response = await get(live, greenwich);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["googleMapsUri", "rating", "reviews", "userRatingCount"]);
    expect(body.reviews).toHaveLength(3);
    expect(body.rating).toBe(4.6);
    const again = await get(live, greenwich);
    expect(again.headers["x-reviews-source"]).toBe("google");
    expect(places.calls).toBe(2);
  });

  it("five requests at once make one call; afterwards nothing of the answer is in the heap, the database or DATA_DIR", async () => {
    // The review's text exists only in the fake's answer; the test keeps its two halves, never the whole. The
    // five visitors are other processes, over HTTP, so this process's heap holds only the server's side.
    const halves = [randomBytes(8).toString("hex"), randomBytes(8).toString("hex")];
    places.firstReviewText = () => `${halves[0]} gym review ${halves[1]}`;
    places.delayMs = 1000;
    const origin = await live.listen({ port: 0, host: "127.0.0.1" });
    // The same moment for all five: time enough for five processes to start on a busy machine.
    const at = Date.now() + 8000;
    const seen = await Promise.all(
      [1, 2, 3, 4, 5].map(() => visitorSees(`${origin}${apiPaths.reviews(greenwich)}`, halves[1] ?? "-", at)),
    );
    expect(seen).toEqual([
      "200 private, no-store true",
      "200 private, no-store true",
      "200 private, no-store true",
      "200 private, no-store true",
      "200 private, no-store true",
    ]);
    expect(places.calls).toBe(1);
    places.firstReviewText = null;
    const wanted = (text: string) => text.includes(`${halves[0]} gym review ${halves[1]}`);
    expect(wanted(await heapText())).toBe(false);
    expect(wanted(await wholeDatabase(database.db))).toBe(false);
    expect(wanted(filesUnder(liveDataDir))).toBe(false);
    // A later visitor: a new call.
    expect(await visitorSees(`${origin}${apiPaths.reviews(greenwich)}`, "Live review 1")).toBe(
      "200 private, no-store true",
    );
    expect(places.calls).toBe(2);
  });

  it("serves no reviews and no rating without a key (production: no invented reviews)", async () => {
    for (const gym of shippedGyms) {
      const response = await get(offline, gym.googlePlaceID);
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-reviews-source"]).toBe("none");
      expect(response.headers["cache-control"]).toBe("private, no-store");
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

describe.skipIf(!backendNames.includes("postgres"))(
  "the budget across two instances on one PostgreSQL",
  () => {
    let backend: TestBackend;
    let places: FakePlaces;
    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      backend = await createBackend("postgres");
      places = await startFakePlaces();
      const env = {
        GOOGLE_PLACES_API_KEY: places.apiKey,
        GOOGLE_PLACES_API_URL: places.url,
        REVIEWS_MONTHLY_CALLS: "3",
      };
      // Two apps, each with its own pool on the one database, as two instances are.
      a = await testApp(backend.database, { env });
      b = await testApp(await backend.open(), { env });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await places?.close();
      await backend?.dispose();
    });

    it("lets 3 calls through among 8 requests racing on both, and no 4th", async () => {
      places.delayMs = 20;
      const get = (app: FastifyInstance, placeId: string) =>
        app.inject({ method: "GET", url: apiPaths.reviews(placeId), headers: { "x-api-key": TEST_API_KEY } });
      const sources = await Promise.all(
        [a, b, a, b, a, b, a, b].map((app, i) =>
          get(app, i % 4 < 2 ? greenwich : welling).then((r) => String(r.headers["x-reviews-source"])),
        ),
      );
      expect(places.calls).toBeLessThanOrEqual(3);
      const later = await Promise.all([get(a, greenwich), get(b, welling)]);
      expect(later.map((r) => r.headers["x-reviews-source"])).toEqual(["over-budget", "over-budget"]);
      expect(later[0]?.json()).toMatchObject({ reviews: [], rating: null, overBudget: true });
      expect(places.calls).toBe(3);
      expect(sources.filter((s) => s === "google").length).toBeGreaterThanOrEqual(3);
      expect(await createPlacesBudget(backend.database.db, 3).used()).toBe(3);
    });
  },
);
