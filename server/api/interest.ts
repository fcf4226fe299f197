import type { FastifyInstance } from "fastify";
import { apiPaths } from "#contracts/api.ts";
import { type SubmissionContext, submissionRoute } from "./submission-route";

/** POST /api/dev/interest: the retreat and Prep interest forms. */
export function registerInterest(api: FastifyInstance, context: SubmissionContext): void {
  submissionRoute(api, context, {
    url: apiPaths.interest.slice("/api".length),
    kind: "interest",
    apiKey: true,
  });
}
