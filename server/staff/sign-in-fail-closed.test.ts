/**
 * Sign-in fails closed (issue 21.8): when Redis cannot count a client's sign-in requests, no link is mailed
 * (area.ts treats an unknown count as over the limit), and the answer is the same page as ever. The Redis
 * here is a real client whose server is never reachable: every command fails at once.
 */
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, expect, it } from "vitest";
import { outbox, staffSignInTokens } from "#server/db/schema.ts";
import { describeStaffArea, MANAGEMENT } from "#server/test/staff.ts";

// Port 1 on loopback: nothing listens, no queueing, no retry, so each command rejects immediately.
const broken = new Redis({
  host: "127.0.0.1",
  port: 1,
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
broken.on("error", () => {});
afterAll(() => broken.disconnect());

describeStaffArea(
  "staff sign-in when Redis errors",
  (area) => {
    it("mails no link, and answers as it always does", async () => {
      await expect(broken.incr("probe")).rejects.toThrow();
      const answer = await area.requestLink(MANAGEMENT);
      expect(answer.statusCode).toBeLessThan(400);
      const mails = await area.db().select().from(outbox).where(eq(outbox.recipient, MANAGEMENT));
      expect(mails).toEqual([]);
      expect(await area.db().select().from(staffSignInTokens)).toEqual([]);
    });
  },
  { app: { redis: broken }, backends: ["pglite"] },
);
