/** The test Redis (TEST_REDIS_URL, as CI has it): a client for a test file, and its keys removed after. */
import { Redis } from "ioredis";

export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** Removes the keys under `nameSpace` and closes the client. */
export async function disposeTestRedis(redis: Redis | undefined, nameSpace: string): Promise<void> {
  if (!redis) return;
  const keys = await redis.keys(`${nameSpace}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

/** A client of the test Redis, or undefined without one. */
export function openTestRedis(): Redis | undefined {
  return testRedisUrl ? new Redis(testRedisUrl) : undefined;
}
