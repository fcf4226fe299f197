import type { FastifyInstance } from "fastify";
import { apiPaths } from "#contracts/api.ts";
import { type SubmissionContext, submissionRoute } from "./submission-route";

/** POST /api/sendInvestorEnquiryEmail: the franchising form. SPEC §7: this one is sent without the key. */
export function registerInvestor(api: FastifyInstance, context: SubmissionContext): void {
  submissionRoute(api, context, {
    url: apiPaths.investor.slice("/api".length),
    kind: "investor",
    apiKey: false,
  });
}
