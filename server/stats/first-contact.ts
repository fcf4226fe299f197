/**
 * The number the owner watches (issue 32): per gym and per week (London, from Monday), the median and 90th
 * percentile of staffed time to first contact, the shares answered within 5 minutes and 1 hour of staffed
 * time, and the leads never contacted; and the leads waiting now, oldest first. Leads are kind 'lead', spam
 * and held left out (they are not chased). A gym's inbox sees its own gym; management every gym.
 */
import { and, asc, eq, gte, isNull, type SQL, sql } from "drizzle-orm";
import { type GymLocation, gymNameOf } from "#contracts/content/gym-location.ts";
import type { FirstContactReport, FirstContactWeek, WaitingLead } from "#contracts/stats.ts";
import { firstContactSettingsOf } from "#server/content/first-contact.ts";
import type { ContentStore } from "#server/content/store.ts";
import type { Db } from "#server/db/client.ts";
import { submissions } from "#server/db/schema.ts";
import { arrivalCalendars, waited } from "#server/staff/first-contact.ts";
import { nameOf } from "#server/staff/queries.ts";
import { addDays, londonDay, mondayOf } from "./london";

export interface FirstContactScope {
  /** Only this gym (a gym's own inbox); null: every gym. */
  gym: string | null;
  gyms: readonly GymLocation[];
  content?: ContentStore;
  now?: Date;
  weeks?: number;
  /** At most this many waiting leads listed. */
  waitingLimit?: number;
}

export async function firstContactReport(db: Db, scope: FirstContactScope): Promise<FirstContactReport> {
  const now = scope.now ?? new Date();
  const from = addDays(mondayOf(londonDay(now)), -7 * ((scope.weeks ?? 12) - 1));
  const base: (SQL | undefined)[] = [
    eq(submissions.kind, "lead"),
    eq(submissions.spam, false),
    eq(submissions.held, false),
    scope.gym ? eq(submissions.gym, scope.gym) : undefined,
  ];
  const week = sql<string>`to_char(date_trunc('week', ${submissions.createdAt} AT TIME ZONE 'Europe/London'), 'YYYY-MM-DD')`;
  const seconds = submissions.firstContactStaffedSeconds;
  const rows = await db
    .select({
      gym: sql<string>`coalesce(${submissions.gym}, '')`,
      week,
      leads: sql<number>`count(*)::int`,
      contacted: sql<number>`count(${submissions.firstContactAt})::int`,
      median: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${seconds})`,
      p90: sql<number | null>`percentile_cont(0.9) WITHIN GROUP (ORDER BY ${seconds})`,
      within5: sql<number>`count(*) FILTER (WHERE ${seconds} <= 300)::int`,
      within60: sql<number>`count(*) FILTER (WHERE ${seconds} <= 3600)::int`,
      never: sql<number>`count(*) FILTER (WHERE ${submissions.firstContactAt} IS NULL)::int`,
    })
    .from(submissions)
    .where(
      and(
        ...base,
        gte(sql`(${submissions.createdAt} AT TIME ZONE 'Europe/London')::date`, sql`${from}::date`),
      ),
    )
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`2 DESC`, sql`1`);
  const weeks: FirstContactWeek[] = rows.map((r) => ({
    gym: r.gym,
    week: r.week,
    leads: r.leads,
    contacted: r.contacted,
    medianSeconds: r.median === null ? null : Math.round(Number(r.median)),
    p90Seconds: r.p90 === null ? null : Math.round(Number(r.p90)),
    within5Minutes: r.leads ? r.within5 / r.leads : 0,
    within1Hour: r.leads ? r.within60 / r.leads : 0,
    neverContacted: r.never,
  }));

  const waitingRows = await db
    .select()
    .from(submissions)
    .where(and(...base, eq(submissions.status, "new"), isNull(submissions.firstContactAt)))
    .orderBy(asc(submissions.createdAt))
    .limit(scope.waitingLimit ?? 50);
  // Measured on each lead's calendar at arrival, as its figure will be once contacted (decision 0026).
  const calendars = await arrivalCalendars(db, waitingRows, (gym) =>
    firstContactSettingsOf({ content: scope.content }, gym),
  );
  const waiting: WaitingLead[] = [];
  for (const row of waitingRows) {
    const figures = waited(calendars.get(row.id) ?? null, row.createdAt, now);
    waiting.push({
      id: row.id,
      gym: row.gym ?? "",
      gymLabel: row.gym ? gymNameOf(scope.gyms, row.gym) : "",
      name: nameOf(row.payload),
      createdAt: row.createdAt.toISOString(),
      ...figures,
    });
  }
  return { weeks, waiting };
}
