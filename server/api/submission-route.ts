/**
 * A form endpoint of the JSON API: rate limit, optional API key, JSON only, then the submission service
 * (validation, honeypot, one transaction for the submission and its outbox messages).
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { ApiSuccess } from "#contracts/api.ts";
import type { SubmissionKind } from "#contracts/payloads.ts";
import { clientInfo } from "#server/submissions/client.ts";
import type { SubmissionService } from "#server/submissions/service.ts";
import { ApiError } from "./errors";
import { requireApiKey, requireJson } from "./guards";

export interface SubmissionContext {
  apiKey: string;
  ipHashSalt: string;
  rateLimit: onRequestAsyncHookHandler;
  submissions: SubmissionService;
}

export interface SubmissionEndpoint {
  url: string;
  kind: SubmissionKind;
  /** SPEC §7: every form sends the key except the investor form. */
  apiKey: boolean;
}

export function submissionRoute(
  api: FastifyInstance,
  context: SubmissionContext,
  endpoint: SubmissionEndpoint,
): void {
  const onRequest = [
    context.rateLimit,
    ...(endpoint.apiKey ? [requireApiKey(context.apiKey)] : []),
    requireJson,
  ];
  api.post(endpoint.url, { onRequest }, async (request, reply) => {
    const outcome = await context.submissions.submit(
      endpoint.kind,
      request.body,
      clientInfo(request, context.ipHashSalt),
    );
    if (!outcome.ok) throw new ApiError(400, "invalid", { problems: outcome.problems });
    const answer: ApiSuccess = { ok: true, id: outcome.id };
    return reply.code(201).send(answer);
  });
}
