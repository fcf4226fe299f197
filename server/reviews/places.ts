/**
 * Google Places API (New), Place Details: GET {apiUrl}/v1/places/{placeId} with the API key and a field mask
 * in headers. Only the fields the testimonials need are requested (the mask also sets the price tier).
 */
import type { Review, ReviewsResponse } from "#contracts/api.ts";

export const PLACES_FIELD_MASK = "reviews,rating,userRatingCount,googleMapsUri";

interface PlaceDetails {
  reviews?: Review[];
  rating?: number;
  userRatingCount?: number;
  googleMapsUri?: string;
}

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
  const body = (await response.json()) as PlaceDetails;
  return {
    reviews: Array.isArray(body.reviews) ? body.reviews.map(pickReview) : [],
    rating: typeof body.rating === "number" ? body.rating : null,
    userRatingCount: typeof body.userRatingCount === "number" ? body.userRatingCount : null,
    googleMapsUri: typeof body.googleMapsUri === "string" ? body.googleMapsUri : null,
  };
}

/** Only the documented review fields go to the browser. */
function pickReview(review: Review): Review {
  return {
    ...(review.name ? { name: review.name } : {}),
    relativePublishTimeDescription: review.relativePublishTimeDescription ?? "",
    rating: Number(review.rating ?? 0),
    ...(review.text ? { text: review.text } : {}),
    ...(review.originalText ? { originalText: review.originalText } : {}),
    authorAttribution: {
      displayName: review.authorAttribution?.displayName ?? "",
      ...(review.authorAttribution?.uri ? { uri: review.authorAttribution.uri } : {}),
      ...(review.authorAttribution?.photoUri ? { photoUri: review.authorAttribution.photoUri } : {}),
    },
    ...(review.publishTime ? { publishTime: review.publishTime } : {}),
  };
}
