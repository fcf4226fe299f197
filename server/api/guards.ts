import { timingSafeEqual } from "node:crypto";
import type { onRequestAsyncHookHandler } from "fastify";
import { API_KEY_HEADER } from "#contracts/api.ts";
import { ApiError } from "./errors";

/**
 * The x-api-key check of SPEC §7. The key ships in the page, so it only keeps casual scripts out;
 * the security boundary is validation, rate limits and the honeypot.
 */
export function requireApiKey(expected: string): onRequestAsyncHookHandler {
  const want = Buffer.from(expected);
  return async (request) => {
    const given = request.headers[API_KEY_HEADER];
    const value = Buffer.from(typeof given === "string" ? given : "");
    if (value.length !== want.length || !timingSafeEqual(value, want))
      throw new ApiError(401, "unauthorized");
  };
}

/** The form endpoints take JSON only (Fastify would otherwise accept text/plain bodies). */
export const requireJson: onRequestAsyncHookHandler = async (request) => {
  const type = request.headers["content-type"] ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(415, "unsupported_media_type");
};
