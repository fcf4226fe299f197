import type { FastifyError, FastifyInstance } from "fastify";
import type { ApiFailure, FieldProblem } from "#contracts/api.ts";
import { isDatabaseUnavailable } from "#server/db/errors.ts";

/** An answer with a status and a machine-readable error code; the error handler turns it into JSON. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly extra: { problems?: FieldProblem[]; retryAfterSeconds?: number } = {},
  ) {
    super(code);
    this.name = "ApiError";
  }
}

/** Fastify's own errors, mapped to our JSON answers. */
const fastifyCodes: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "too_large"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "unsupported_media_type"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "malformed_request"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "malformed_json"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "malformed_json"],
};

/** Every /api answer is JSON `{ ok: false, error, ... }`, including parser failures and unknown paths. */
export function registerApiErrors(api: FastifyInstance): void {
  api.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let status: number;
    let body: ApiFailure & { retryAfterSeconds?: number };
    if (error instanceof ApiError) {
      status = error.statusCode;
      body = { ok: false, error: error.code, ...error.extra };
      if (error.extra.retryAfterSeconds !== undefined)
        reply.header("retry-after", String(error.extra.retryAfterSeconds));
    } else {
      const mapped = error.code ? fastifyCodes[error.code] : undefined;
      // A JSON syntax error from the parser has no FST code in every version: it is a 400 SyntaxError.
      const syntax =
        error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message));
      if (mapped) [status, body] = [mapped[0], { ok: false, error: mapped[1] }];
      else if (syntax) [status, body] = [400, { ok: false, error: "malformed_json" }];
      else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
        [status, body] = [error.statusCode, { ok: false, error: "bad_request" }];
      else if (isDatabaseUnavailable(error)) {
        // A failover, a restart, a read-only switch: the request was fine, this instance cannot store it now.
        request.log.warn({ err: error }, "api: database unavailable");
        [status, body] = [503, { ok: false, error: "unavailable" }];
        reply.header("retry-after", "5");
      } else {
        request.log.error({ err: error }, "api: unexpected error");
        [status, body] = [500, { ok: false, error: "internal" }];
      }
    }
    return reply.code(status).type("application/json; charset=utf-8").send(body);
  });
  // The site's catch-all route would otherwise answer unknown /api paths with the HTML not-found page.
  // (OPTIONS is left to the CORS plugin's preflight route.)
  api.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: (_request, reply) => reply.code(404).send({ ok: false, error: "not_found" }),
  });
}
