/**
 * The monthly budget of Google Place Details calls (REVIEWS_MONTHLY_CALLS), counted in the database so every
 * instance draws on one count (decision 0035). Taking a call is one statement: the row's increment happens
 * only while the count is under the budget, so two instances at the last call cannot both have it.
 */
import { sql } from "drizzle-orm";
import { usageMonth } from "#contracts/reviews-usage.ts";
import type { Db } from "#server/db/client.ts";
import { placesCalls } from "#server/db/schema.ts";

export interface PlacesBudget {
  /** Counts one call if this month's budget allows it: true to make it, false to refuse. */
  take(at?: Date): Promise<boolean>;
  /** The month's calls so far. */
  used(at?: Date): Promise<number>;
  readonly monthlyCalls: number;
}

export function createPlacesBudget(db: Db, monthlyCalls: number): PlacesBudget {
  return {
    monthlyCalls,
    async take(at = new Date()) {
      if (monthlyCalls <= 0) return false;
      const month = usageMonth(at);
      // The conflict's update has a WHERE: past the budget it updates nothing and RETURNING gives no row.
      const rows = await db
        .insert(placesCalls)
        .values({ month, calls: 1 })
        .onConflictDoUpdate({
          target: placesCalls.month,
          set: { calls: sql`${placesCalls.calls} + 1` },
          setWhere: sql`${placesCalls.calls} < ${monthlyCalls}`,
        })
        .returning({ calls: placesCalls.calls });
      return rows.length > 0;
    },
    async used(at = new Date()) {
      const rows = await db
        .select({ calls: placesCalls.calls })
        .from(placesCalls)
        .where(sql`${placesCalls.month} = ${usageMonth(at)}`);
      return rows[0]?.calls ?? 0;
    },
  };
}
