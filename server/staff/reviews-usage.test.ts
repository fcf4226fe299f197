/**
 * Issue 45: management's page of the month's Google review calls (/staff/reviews), with the estimate in
 * pounds at Google's list price, and the notice on management's first page while the budget is used up. A
 * gym's inbox sees neither. The counts are the database's (places_calls), as every instance writes them.
 */
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { usageMonth } from "#contracts/reviews-usage.ts";
import { staffUrls } from "#contracts/staff-urls.ts";
import { placesCalls } from "#server/db/schema.ts";
import { describeStaffArea, GREENWICH, MANAGEMENT } from "#server/test/staff.ts";

const notice = "budget of Google review calls is used up";

describeStaffArea(
  "the Google reviews bill",
  (area) => {
    const { db, signIn, get } = area;
    const setCalls = (calls: number) =>
      db()
        .insert(placesCalls)
        .values({ month: usageMonth(new Date()), calls })
        .onConflictDoUpdate({ target: placesCalls.month, set: { calls } });
    beforeEach(async () => {
      await db().execute(sql`TRUNCATE places_calls`);
    });

    it("shows management the month's calls, the budget and the estimate in pounds", async () => {
      await setCalls(1500);
      const management = await signIn(MANAGEMENT);
      const page = await get(staffUrls.reviews, management);
      expect(page.statusCode).toBe(200);
      const text = page.body
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\s+/g, " ");
      expect(text).toContain("Calls to Google this month 1,500");
      expect(text).toContain("Monthly budget (REVIEWS_MONTHLY_CALLS) 2,000");
      expect(text).toContain("Left this month 500");
      // 500 calls past the 1,000 free, at US$25 per 1,000 and £0.80 to the dollar.
      expect(text).toContain("Estimated bill after Google's free calls £10.00");
      expect(text).toContain("The same calls at list price £30.00");
      expect(text).not.toContain(notice);
      expect((await get(staffUrls.home, management)).body).not.toContain(notice);
      // The navigation leads there.
      expect(page.body).toContain(`href="${staffUrls.reviews}" aria-current="page"`);
    });

    it("says so on management's first page and on the reviews page once the budget is used up", async () => {
      await setCalls(2000);
      const management = await signIn(MANAGEMENT);
      const home = await get(staffUrls.home, management);
      expect(home.body).toContain(notice);
      expect(home.body).toContain(`href="${staffUrls.reviews}"`);
      expect((await get(staffUrls.reviews, management)).body).toContain(notice);
    });

    it("is management's alone", async () => {
      await setCalls(2000);
      const greenwich = await signIn(GREENWICH);
      expect((await get(staffUrls.reviews, greenwich)).statusCode).toBe(403);
      const home = await get(staffUrls.home, greenwich);
      expect(home.body).not.toContain(notice);
      expect(home.body).not.toContain(`href="${staffUrls.reviews}"`);
    });
  },
  {
    app: {
      env: {
        // Never called here: the counts are set in the database.
        GOOGLE_PLACES_API_KEY: "unused-key",
        GOOGLE_PLACES_API_URL: "http://127.0.0.1:9",
        REVIEWS_MONTHLY_CALLS: "2000",
        REVIEWS_GBP_PER_USD: "0.8",
      },
    },
  },
);
