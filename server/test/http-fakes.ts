/** Fake upstreams as real HTTP servers on 127.0.0.1: Google Places (New) and Twilio's Messages API. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function serve(
  handler: (request: RecordedRequest, response: ServerResponse) => void,
): Promise<FakeServer & { server: Server }> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/**
 * How the fake answers: 'ok' like Place Details (New); 'fail' 503 like an outage; 'quota' 429 as Google does
 * over a quota; 'garbage' a 200 that is not JSON; 'not-a-place' a 200 of JSON that is not an object;
 * 'empty' a place with no reviews, rating or link; 'odd' a place whose fields are partly missing or of the
 * wrong type (issue 45).
 */
export type FakePlacesMode = "ok" | "fail" | "quota" | "garbage" | "not-a-place" | "empty" | "odd";

export interface FakePlaces extends FakeServer {
  mode: FakePlacesMode;
  apiKey: string;
  /** Place Details answers so far (the calls Google would bill), refusals for a bad key or mask excluded. */
  calls: number;
  /** Milliseconds before each answer, as Google's own latency: lets concurrent pages overlap one call. */
  delayMs: number;
  /** The text of the first review of every answer, when a test needs one it can grep for afterwards. */
  firstReviewText: (() => string) | null;
}

/** A Place Details (New) answer for a place: the fields our field mask asks for. */
export function placeDetails(placeId: string, count = 3) {
  return {
    rating: 4.6,
    userRatingCount: 321,
    googleMapsUri: `https://maps.google.com/?cid=live-${placeId}`,
    reviews: Array.from({ length: count }, (_, i) => ({
      name: `places/${placeId}/reviews/live-${i}`,
      relativePublishTimeDescription: `${i + 1} weeks ago`,
      rating: 5 - i,
      text: { text: `Live review ${i}`, languageCode: "en" },
      originalText: { text: `Live review ${i}`, languageCode: "en" },
      authorAttribution: {
        displayName: `Live Author ${i}`,
        uri: `https://www.google.com/maps/contrib/${i}`,
        photoUri: `https://lh3.googleusercontent.com/a/live-${i}`,
      },
      publishTime: "2025-10-01T10:00:00Z",
      flagContentUri: "https://www.google.com/local/review/rap/report",
      googleMapsUri: "https://www.google.com/maps/reviews/data",
    })),
  };
}

/** A place as Google may answer it with fields missing or of another type: what the server must survive. */
export function oddPlaceDetails(placeId: string) {
  const good = placeDetails(placeId, 1).reviews[0];
  return {
    rating: "4.6",
    userRatingCount: -3,
    googleMapsUri: "javascript:alert(1)",
    reviews: [
      good,
      { rating: 5, text: { text: "No author at all" } },
      { authorAttribution: { displayName: "Only A Name" } },
      {
        authorAttribution: { displayName: "Bad Links", uri: "ftp://x", photoUri: 7 },
        rating: "five",
        text: 3,
      },
      "not a review",
      null,
    ],
  };
}

export async function startFakePlaces(apiKey = "test-places-key"): Promise<FakePlaces> {
  // The handler reads `fake`, so a test can switch its mode, delay or text at any time.
  const fake: FakePlaces = Object.assign(
    await serve((request, res) => {
      const match = /^\/v1\/places\/([^/?]+)$/.exec(request.url);
      if (fake.mode === "fail") return json(res, 503, { error: { code: 503, status: "UNAVAILABLE" } });
      if (request.headers["x-goog-api-key"] !== fake.apiKey)
        return json(res, 403, { error: { code: 403, status: "PERMISSION_DENIED" } });
      if (!request.headers["x-goog-fieldmask"])
        return json(res, 400, { error: { code: 400, message: "FieldMask is a required parameter" } });
      if (!match) return json(res, 404, { error: { code: 404, status: "NOT_FOUND" } });
      if (request.method !== "GET")
        return json(res, 405, { error: { code: 405, status: "METHOD_NOT_ALLOWED" } });
      fake.calls += 1;
      const placeId = decodeURIComponent(match[1] ?? "");
      setTimeout(() => {
        if (fake.mode === "quota")
          return json(res, 429, {
            error: { code: 429, status: "RESOURCE_EXHAUSTED", message: "Quota exceeded" },
          });
        if (fake.mode === "garbage") {
          res.writeHead(200, { "content-type": "application/json" });
          return res.end("<html>Service temporarily unavailable</html>");
        }
        if (fake.mode === "not-a-place") return json(res, 200, ["reviews"]);
        if (fake.mode === "empty") return json(res, 200, {});
        if (fake.mode === "odd") return json(res, 200, oddPlaceDetails(placeId));
        const body = placeDetails(placeId);
        const first = body.reviews[0];
        if (fake.firstReviewText && first) {
          const text = fake.firstReviewText();
          first.text = { text, languageCode: "en" };
          first.originalText = { text, languageCode: "en" };
        }
        json(res, 200, body);
      }, fake.delayMs);
    }),
    { mode: "ok" as const, apiKey, calls: 0, delayMs: 0, firstReviewText: null },
  );
  return fake;
}

export interface FakeTwilio extends FakeServer {
  /** The HTTP status the next messages get (201 is Twilio's success). */
  status: number;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  let sequence = 0;
  const fake: FakeTwilio = Object.assign(
    await serve((request, res) => {
      if (!/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(request.url) || request.method !== "POST")
        return json(res, 404, { code: 20404, message: "The requested resource was not found", status: 404 });
      const form = new URLSearchParams(request.body);
      if (fake.status !== 201)
        return json(res, fake.status, {
          code: 21211,
          // As Twilio does: the refusal quotes the number, so it must not reach logs or lastError.
          message: `The 'To' number ${form.get("To")} is not a valid phone number.`,
          status: fake.status,
        });
      sequence += 1;
      json(res, 201, {
        sid: `SM${String(sequence).padStart(32, "0")}`,
        status: "queued",
        to: form.get("To"),
        from: form.get("From"),
        body: form.get("Body"),
      });
    }),
    { status: 201 },
  );
  return fake;
}

/** The configuration that points the app's SMS sender at a fake Twilio. */
export function twilioEnv(fake: FakeServer): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: "AC0123456789abcdef",
    TWILIO_AUTH_TOKEN: "secret-token",
    TWILIO_FROM: "+447700900000",
    TWILIO_API_URL: fake.url,
  };
}
