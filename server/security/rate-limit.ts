/**
 * Per-client limits on the form endpoints: RATE_LIMIT_PER_MINUTE and a daily cap RATE_LIMIT_PER_DAY, shared
 * by every POST endpoint. With REDIS_URL the counters live in Redis, so all instances count together.
 * 0 switches a limit off.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Redis } from "ioredis";
import { ApiError } from "../api/errors";

export interface RateLimitOptions {
  perMinute: number;
  perDay: number;
  redis?: Redis;
  /** Redis key prefix; tests give each app its own. */
  nameSpace?: string;
}

export async function registerRateLimits(
  api: FastifyInstance,
  options: RateLimitOptions,
): Promise<onRequestAsyncHookHandler> {
  await api.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: options.nameSpace ?? "novo-rate-limit-",
    // Redis down: better to take the submission than to turn every visitor away.
    skipOnError: true,
  });
  const key = (window: string) => (request: FastifyRequest) => `${window}:${request.ip}`;
  const limiters = [
    { max: options.perMinute, timeWindow: 60_000, keyGenerator: key("minute") },
    { max: options.perDay, timeWindow: 24 * 60 * 60_000, keyGenerator: key("day") },
  ]
    .filter((limit) => limit.max > 0)
    .map((limit) => api.createRateLimit(limit));

  return async (request) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded)
        throw new ApiError(429, "rate_limited", { retryAfterSeconds: result.ttlInSeconds });
    }
  };
}
