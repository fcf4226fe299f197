import { z } from "#app/lib/zod.ts";

const text = z.object({ text: z.string() });

/**
 * A review as the browser accepts it (SPEC §3, the Google Places (New) shape): only what the card shows is
 * required, so a partial Google answer still renders; a review of another shape fails the whole answer.
 */
const reviewSchema = z.object({
  name: z.optional(z.string()),
  relativePublishTimeDescription: z.optional(z.string()),
  rating: z.optional(z.nullable(z.number())),
  text: z.optional(z.nullable(text)),
  authorAttribution: z.object({
    displayName: z.string(),
    uri: z.optional(z.nullable(z.string())),
    photoUri: z.optional(z.nullable(z.string())),
  }),
});

/**
 * The reviews answer (SPEC §7): `{ reviews: [...] }` is enough. Our API adds the place's overall rating,
 * count and link (ARCHITECTURE additions), and `sample` when it serves development samples.
 */
export const reviewsAnswerSchema = z.object({
  reviews: z.array(reviewSchema),
  rating: z.optional(z.nullable(z.number())),
  userRatingCount: z.optional(z.nullable(z.number())),
  googleMapsUri: z.optional(z.nullable(z.string())),
  sample: z.optional(z.boolean()),
  /** The month's Google calls are used up: show only the link (googleMapsUri) to the gym's Google reviews. */
  overBudget: z.optional(z.boolean()),
});

export type ReviewItem = z.infer<typeof reviewSchema>;
export type ReviewsAnswer = z.infer<typeof reviewsAnswerSchema>;
