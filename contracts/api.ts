/** Paths and answers of the API (same origin by default). Field names as SPEC §7. */
export const apiPaths = {
  lead: "/api/sendLeadEmail",
  enquiry: "/api/sendEnquiryEmail",
  investor: "/api/sendInvestorEnquiryEmail",
  interest: "/api/dev/interest",
  reviews: (placeId: string) => `/api/reviews/${encodeURIComponent(placeId)}`,
  health: "/api/health",
} as const;

export const API_KEY_HEADER = "x-api-key";

export interface ApiSuccess {
  ok: true;
  id: string;
}
export interface FieldProblem {
  field: string;
  message: string;
}
export interface ApiFailure {
  ok: false;
  error: string;
  problems?: FieldProblem[];
}

/** A review in the Google Places API (New) shape (SPEC §3). */
export interface Review {
  name?: string;
  relativePublishTimeDescription: string;
  /** Absent: unrated, which the carousel counts as 5 (SPEC §9). */
  rating?: number;
  text?: { text: string; languageCode?: string };
  originalText?: { text: string; languageCode?: string };
  authorAttribution: { displayName: string; uri?: string; photoUri?: string };
  publishTime?: string;
}

export interface ReviewsResponse {
  reviews: Review[];
  /** The place's overall rating and count over all reviews, so a 4-and-5-star selection never misleads. */
  rating: number | null;
  userRatingCount: number | null;
  googleMapsUri: string | null;
  /** Present and true only on the invented development samples (REVIEWS_SAMPLES), which the page labels. */
  sample?: true;
  /**
   * Present and true when this month's budget of Google calls is used up (REVIEWS_MONTHLY_CALLS): no reviews
   * and no rating, only googleMapsUri, a link to the gym's reviews on Google (decision 0035).
   */
  overBudget?: true;
}
