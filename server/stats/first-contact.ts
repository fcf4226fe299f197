/**
 * The number the owner watches (issue 32): per gym and per week (London, from Monday), the median and 90th
 * percentile of staffed time to first contact, the shares answered within 5 minutes and 1 hour of staffed
 * time, and the leads never contacted; and the leads waiting now, oldest first. Leads are kind 'lead', spam
 * and held left out (they are not chased). A gym's inbox sees its own gym; management every gym.
 */
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
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

interface FirstContactRow {
  gym: string;
  week: string;
  leads: number;
  contacted: number;
  median: number | string | null;
  p90: number | string | null;
  within5: number;
  within60: number;
  never: number;
}

export async function firstContactReport(db: Db, scope: FirstContactScope): Promise<FirstContactReport> {
  const now = scope.now ?? new Date();
  const from = addDays(mondayOf(londonDay(now)), -7 * ((scope.weeks ?? 12) - 1));
  // The live leads and what retention kept of deleted ones (decision 0033), one row per lead: a counted row
  // is repeated `submissions` times, so the percentiles read the same before and after a pass.
  const gymOnly = scope.gym ? sql`and gym = ${scope.gym}` : sql``;
  const result = await db.execute(sql`
    with leads as (
      select coalesce(gym, '') as gym,
        to_char(date_trunc('week', created_at at time zone 'Europe/London'), 'YYYY-MM-DD') as week,
        first_contact_at is not null as contacted, first_contact_staffed_seconds as seconds
      from submissions
      where kind = 'lead' and not spam and not held
        and created_at >= (${from}::timestamp at time zone 'Europe/London') ${gymOnly}
      union all
      select gym, to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD'), contacted,
        first_contact_staffed_seconds
      from lead_counts, generate_series(1, submissions)
      where kind = 'lead' and not held and day >= ${from}::date ${gymOnly}
    )
    select gym, week, count(*)::int as leads, count(*) filter (where contacted)::int as contacted,
      percentile_cont(0.5) within group (order by seconds) as median,
      percentile_cont(0.9) within group (order by seconds) as p90,
      count(*) filter (where seconds <= 300)::int as within5,
      count(*) filter (where seconds <= 3600)::int as within60,
      count(*) filter (where not contacted)::int as never
    from leads group by 1, 2 order by 2 desc, 1`);
  const rows = (result as unknown as { rows: FirstContactRow[] }).rows;
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

  return { weeks, waiting: await waitingLeads(db, scope) };
}

/**
 * The leads waiting now for a first contact, oldest first, with their staffed wait: the inbox's front page
 * reads only these, not the weeks' figures (decision 0033).
 */
export async function waitingLeads(db: Db, scope: FirstContactScope): Promise<WaitingLead[]> {
  const now = scope.now ?? new Date();
  const base: (SQL | undefined)[] = [
    eq(submissions.kind, "lead"),
    eq(submissions.spam, false),
    eq(submissions.held, false),
    scope.gym ? eq(submissions.gym, scope.gym) : undefined,
  ];
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
  return waiting;
}
