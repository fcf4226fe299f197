/**
 * The shape every form endpoint shares: rate limit, optional API key, JSON only, validation with the
 * contracts schema, honeypot, then one transaction for the submission and its outbox messages.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { z } from "zod";
import type { ApiSuccess } from "../../contracts/api";
import { HONEYPOT_FIELD } from "../../contracts/fields";
import type { SubmissionKind } from "../../contracts/payloads";
import type { Db } from "../db/client";
import type { MessageOptions } from "../outbox/messages";
import { clientInfo } from "../submissions/client";
import { storeSubmission } from "../submissions/store";
import { ApiError } from "./errors";
import { requireApiKey, requireJson } from "./guards";
import { toProblems } from "./problems";

export interface SubmissionContext {
  db: Db;
  apiKey: string;
  ipHashSalt: string;
  rateLimit: onRequestAsyncHookHandler;
  messages: MessageOptions;
  /** Called after the commit: wakes the outbox worker. */
  stored: () => void;
}

export interface SubmissionEndpoint<Schema extends z.ZodType> {
  url: string;
  kind: SubmissionKind;
  schema: Schema;
  /** SPEC §7: every form sends the key except the investor form. */
  apiKey: boolean;
  gymOf?: (payload: z.infer<Schema>) => string | null;
}

export function submissionRoute<Schema extends z.ZodType>(
  api: FastifyInstance,
  context: SubmissionContext,
  endpoint: SubmissionEndpoint<Schema>,
): void {
  const onRequest = [
    context.rateLimit,
    ...(endpoint.apiKey ? [requireApiKey(context.apiKey)] : []),
    requireJson,
  ];
  api.post(endpoint.url, { onRequest }, async (request, reply) => {
    const parsed = endpoint.schema.safeParse(request.body);
    if (!parsed.success) throw new ApiError(400, "invalid", { problems: toProblems(parsed.error) });
    const data = parsed.data as Record<string, unknown>;
    const { [HONEYPOT_FIELD]: honeypot, ...payload } = data;
    const spam = typeof honeypot === "string" && honeypot.trim() !== "";
    const { id } = await storeSubmission(
      context.db,
      {
        kind: endpoint.kind,
        payload,
        email: String(payload.email),
        gym: endpoint.gymOf ? endpoint.gymOf(parsed.data) : null,
        spam,
        client: clientInfo(request, context.ipHashSalt),
      },
      context.messages,
    );
    if (spam) request.log.info({ submissionId: id }, "honeypot filled: stored as spam");
    else context.stored();
    const answer: ApiSuccess = { ok: true, id };
    return reply.code(201).send(answer);
  });
}
