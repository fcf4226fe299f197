import type { FastifyInstance } from "fastify";
import { apiPaths } from "#contracts/api.ts";
import { type SubmissionContext, submissionRoute } from "./submission-route";

/** POST /api/sendLeadEmail: the discount, join and Armory free-session forms. */
export function registerLead(api: FastifyInstance, context: SubmissionContext): void {
  submissionRoute(api, context, {
    url: apiPaths.lead.slice("/api".length),
    kind: "lead",
    apiKey: true,
  });
}
