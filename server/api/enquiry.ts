import type { FastifyInstance } from "fastify";
import { apiPaths } from "#contracts/api.ts";
import { type SubmissionContext, submissionRoute } from "./submission-route";

/** POST /api/sendEnquiryEmail: the contact form. */
export function registerEnquiry(api: FastifyInstance, context: SubmissionContext): void {
  submissionRoute(api, context, {
    url: apiPaths.enquiry.slice("/api".length),
    kind: "enquiry",
    apiKey: true,
  });
}
