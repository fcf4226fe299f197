/**
 * Per-client limits on the form endpoints. Two tiers, because many real people share one address:
 * - refusal (429) only at flood rates: RATE_LIMIT_PER_MINUTE and RATE_LIMIT_PER_DAY per address, shared by
 *   every POST endpoint and counted before anything else (bad requests too);
 * - below that, a submission over the hold thresholds (per address, per e-mail address) is stored and held
 *   for review, not mailed (createHoldPolicy, used by the submission service).
 * With REDIS_URL the counters live in Redis, so all instances count together. 0 switches a limit off.
 */
import { createHmac } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Redis } from "ioredis";
import { ApiError } from "#server/api/errors.ts";
import { addressKey } from "./client-address";

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
  const key = (window: string) => (request: FastifyRequest) => `${window}:${addressKey(request.ip)}`;
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

/**
 * Thresholds over which a submission is held for review rather than mailed (issue 10 point 8): real people
 * share addresses, so being over them is no reason to refuse. 0 switches one off.
 */
export interface HoldThresholds {
  perAddressPerMinute: number;
  perAddressPerDay: number;
  perEmailPerMinute: number;
  perEmailPerDay: number;
}

export interface HoldPolicy {
  /**
   * Counts this submission; returns why it is over a threshold ("address-minute", ...) or null. A phone, when
   * given (tour bookings), is counted against the e-mail thresholds too ("phone-minute", "phone-day").
   */
  check(subject: { ipHash: string; email: string; phone?: string }): Promise<string | null>;
}

/**
 * One phone number however it was typed: its last 10 digits ("07700 900123" and "+44 7700 900123" agree).
 * The phone rule asks for 10 to 15 digits, so every valid number has them.
 */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}

export interface Counter {
  /** Adds one to `key` in the current window of `windowMs` and returns the count, or null if unknown. */
  hit(key: string, windowMs: number): Promise<number | null>;
}

/**
 * Windows start at a key's first hit and last `windowMs` (as @fastify/rate-limit's do). At most `maxKeys`
 * keys are kept: past that the oldest goes first, so a flood of fresh addresses cannot exhaust memory.
 */
export function memoryCounter(maxKeys = 100_000): Counter {
  const counts = new Map<string, { count: number; expires: number }>();
  let nextSweep = 0;
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (now > nextSweep) {
        for (const [k, v] of counts) if (v.expires <= now) counts.delete(k);
        nextSweep = now + 60_000;
      }
      const entry = counts.get(key);
      if (entry && entry.expires > now) return ++entry.count;
      counts.delete(key);
      // A Map keeps insertion order: its first key is the oldest window.
      if (counts.size >= maxKeys) counts.delete(counts.keys().next().value as string);
      counts.set(key, { count: 1, expires: now + windowMs });
      return 1;
    },
  };
}

export function redisCounter(redis: Redis): Counter {
  return {
    async hit(key, windowMs) {
      try {
        // Created with its expiry on the first hit (NX), counted on every one, in one round trip.
        const results = await redis.multi().set(key, 0, "PX", windowMs, "NX").incr(key).exec();
        const count = results?.[1]?.[1];
        return typeof count === "number" ? count : null;
      } catch {
        // Redis down: unknown, so not held (the same choice as the refusal limits' skipOnError).
        return null;
      }
    },
  };
}

/**
 * Per address (its HMAC hash, never the address) and per e-mail address (an HMAC of it with the same salt:
 * no address in Redis keys). Counters in Redis with REDIS_URL, so all instances count together; in memory
 * otherwise.
 */
export function createHoldPolicy(options: {
  thresholds: HoldThresholds;
  salt: string;
  redis?: Redis;
  nameSpace?: string;
}): HoldPolicy {
  const counter = options.redis ? redisCounter(options.redis) : memoryCounter();
  const prefix = `${options.nameSpace ?? "novo-rate-limit-"}hold:`;
  const t = options.thresholds;
  const minute = 60_000;
  const day = 24 * 60 * minute;
  return {
    async check({ ipHash, email, phone }) {
      const hash = (value: string) => createHmac("sha256", options.salt).update(value).digest("hex");
      const emailHash = hash(email.trim().toLowerCase());
      const phoneHash = phone === undefined ? null : hash(`phone:${phoneKey(phone)}`);
      const limits = [
        { reason: "address-minute", key: `a:${ipHash}`, window: minute, max: t.perAddressPerMinute },
        { reason: "address-day", key: `a:${ipHash}`, window: day, max: t.perAddressPerDay },
        { reason: "email-minute", key: `e:${emailHash}`, window: minute, max: t.perEmailPerMinute },
        { reason: "email-day", key: `e:${emailHash}`, window: day, max: t.perEmailPerDay },
        ...(phoneHash === null
          ? []
          : [
              { reason: "phone-minute", key: `p:${phoneHash}`, window: minute, max: t.perEmailPerMinute },
              { reason: "phone-day", key: `p:${phoneHash}`, window: day, max: t.perEmailPerDay },
            ]),
      ].filter((limit) => limit.max > 0);
      // Every window counts every submission, so a burst is seen in full whichever threshold it crosses first.
      const counts = await Promise.all(
        limits.map((limit) => counter.hit(`${prefix}${limit.key}:${limit.window}`, limit.window)),
      );
      const over = limits.find((limit, i) => (counts[i] ?? 0) > limit.max);
      return over?.reason ?? null;
    },
  };
}
