import type { FastifyInstance } from "fastify";
import type { ReviewsService } from "#server/reviews/service.ts";
import { ApiError } from "./errors";
import { requireApiKey } from "./guards";

/** GET /api/reviews/:placeId: a gym's Google reviews, ALL of them (the browser keeps 4 and 5 stars). */
export function registerReviews(
  api: FastifyInstance,
  context: { apiKey: string; reviews: ReviewsService },
): void {
  api.get<{ Params: { placeId: string } }>(
    "/reviews/:placeId",
    { onRequest: [requireApiKey(context.apiKey)] },
    async (request, reply) => {
      const result = await context.reviews.get(request.params.placeId);
      if (!result) throw new ApiError(404, "unknown_place");
      // Google's content is for this visit only (decision 0035): no shared cache, no browser cache keeps it.
      return reply
        .header("cache-control", "private, no-store")
        .header("x-reviews-source", result.source)
        .send(result.body);
    },
  );
}
