/**
 * Google Places API (New), Place Details: GET {apiUrl}/v1/places/{placeId} with the API key and a field mask
 * in headers. The mask names only what the section shows (it also sets the SKU Google bills: `reviews` makes
 * it "Place Details Enterprise + Atmosphere", decision 0035). The answer is checked here, at the boundary:
 * a field of another type is dropped, a review without an author is left out, and an answer that is not a
 * JSON object is an error.
 */
import { z } from "zod";
import type { Review, ReviewsResponse } from "#contracts/api.ts";

export const PLACES_FIELD_MASK = "reviews,rating,userRatingCount,googleMapsUri";

/** A value of the wrong type reads as absent, so one odd field never costs the whole answer. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const text = z.object({ text: z.string(), languageCode: optional(z.string()) });
const webUrl = z.url({ protocol: /^https?$/ });

const placeReview = z.object({
  name: optional(z.string()),
  relativePublishTimeDescription: optional(z.string()),
  rating: optional(z.number().min(0).max(5)),
  text: optional(text),
  originalText: optional(text),
  authorAttribution: optional(
    z.object({
      displayName: optional(z.string()),
      uri: optional(webUrl),
      photoUri: optional(webUrl),
    }),
  ),
});

const placeDetails = z.object({
  reviews: optional(z.array(z.unknown())),
  rating: optional(z.number().min(0).max(5)),
  userRatingCount: optional(z.number().int().min(0)),
  googleMapsUri: optional(webUrl),
});

export async function fetchPlaceReviews(
  options: { apiUrl: string; apiKey: string; timeoutMs?: number },
  placeId: string,
): Promise<ReviewsResponse> {
  const url = `${options.apiUrl.replace(/\/+$/, "")}/v1/places/${encodeURIComponent(placeId)}`;
  const response = await fetch(url, {
    headers: {
      "X-Goog-Api-Key": options.apiKey,
      "X-Goog-FieldMask": PLACES_FIELD_MASK,
      accept: "application/json",
    },
    signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
  });
  if (!response.ok) throw new Error(`Places API answered ${response.status}`);
  const parsed = placeDetails.safeParse(await response.json());
  if (!parsed.success) throw new Error("Places API answered something other than a place");
  const body = parsed.data;
  return {
    reviews: (body.reviews ?? []).flatMap((entry) => {
      const review = placeReview.safeParse(entry);
      return review.success ? (shownReview(review.data) ?? []) : [];
    }),
    rating: body.rating ?? null,
    userRatingCount: body.userRatingCount ?? null,
    googleMapsUri: body.googleMapsUri ?? null,
  };
}

/**
 * Only what the card shows goes to the browser: the text (Google's, or the original when it gives no
 * other), the rating, the time as Google words it, and the author's name, profile link and photo. A review
 * with no author name cannot be attributed, so it is not shown.
 */
function shownReview(review: z.infer<typeof placeReview>): Review | null {
  const author = review.authorAttribution;
  const displayName = author?.displayName?.trim();
  if (!displayName) return null;
  const text = review.text ?? review.originalText;
  return {
    ...(review.name ? { name: review.name } : {}),
    relativePublishTimeDescription: review.relativePublishTimeDescription ?? "",
    ...(review.rating !== undefined ? { rating: review.rating } : {}),
    ...(text ? { text } : {}),
    authorAttribution: {
      displayName,
      ...(author?.uri ? { uri: author.uri } : {}),
      ...(author?.photoUri ? { photoUri: author.photoUri } : {}),
    },
  };
}
