/**
 * Which page brings members: leads per week per gym, leads by page of origin, each page's conversion
 * rate (leads ÷ page views), and per gym the steps from lead to tour booked to tour attended. Leads are the lead forms (kind 'lead'), spam left out, held ones counted (they
 * are real people over a rate threshold). Weeks start on Monday and days are in Europe/London.
 */
import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import type {
  ConversionReport,
  LeadsByPage,
  LeadsPerWeek,
  PageConversion,
  TourSteps,
} from "#contracts/stats.ts";
import type { Db } from "#server/db/client.ts";
import { leadCounts, pageViews, submissions, tourBookings } from "#server/db/schema.ts";
import { countedLeads, orNull } from "./lead-counts";
import { addDays, londonDay, mondayOf } from "./london";
import { OTHER_PAGES, pagePath, UNKNOWN_PAGE } from "./paths";

/**
 * A visitor (or a script) chooses its Referer, so the distinct referers are unbounded: the query reads at most
 * MAX_REFERERS_PER_DAY of them for each London day of the period (that day's most frequent), so a day flooded
 * with invented referers cannot push out the pages of any other day; the chart shows at most MAX_PAGE_ROWS
 * pages. The rest of the leads are one "(other pages)" row, so no total is lost. A real day's leads come from
 * a few dozen pages at most (with their query strings).
 */
export const MAX_REFERERS_PER_DAY = 100;
export const MAX_PAGE_ROWS = 40;

export interface StatsScope {
  /** The clock; tests pass a fixed instant. */
  now?: Date;
  /** Only this gym's leads (a gym's own staff). Page views are not per gym: all pages' views count. */
  gym?: string | null;
  /**
   * The places' form names the figures are shown for, in order (every place in content, any status: a
   * closed place's figures stay). Omitted: the gyms the figures name.
   */
  places?: readonly string[];
}

/** The gyms a report shows: the places asked (or those the rows name), narrowed to the scope's gym. */
function shownGyms(options: StatsScope, named: readonly (string | null)[]): string[] {
  const all = options.places ?? [...new Set(named.filter((gym): gym is string => gym !== null))].sort();
  return all.filter((gym) => !options.gym || gym === options.gym);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default period of the charts: the last 12 weeks, Monday 11 weeks ago to today. */
export function lastWeeks(now = new Date(), weeks = 12): { from: string; to: string } {
  const today = londonDay(now);
  return { from: addDays(mondayOf(today), -7 * (weeks - 1)), to: today };
}

/** London midnight at the start of a day, as an instant (BST or GMT as that day has it). */
const startOf = (day: string) => sql`(${day}::timestamp at time zone 'Europe/London')`;

const leadConditions = (scope: StatsScope, from: string, toExclusive: string) =>
  and(
    eq(submissions.kind, "lead"),
    eq(submissions.spam, false),
    gte(submissions.createdAt, startOf(from)),
    lt(submissions.createdAt, startOf(toExclusive)),
    scope.gym ? eq(submissions.gym, scope.gym) : undefined,
  );

/** Leads per week per gym over the last `weeks` weeks (this one included), zero-filled, gyms in site order. */
export async function leadsPerWeek(
  db: Db,
  options: StatsScope & { weeks?: number } = {},
): Promise<LeadsPerWeek> {
  const { from } = lastWeeks(options.now, options.weeks);
  const weekCount = options.weeks ?? 12;
  const weeks = Array.from({ length: weekCount }, (_, i) => addDays(from, 7 * i));
  const end = addDays(weeks[weeks.length - 1] ?? from, 7);
  const week = sql<string>`to_char(date_trunc('week', ${submissions.createdAt} at time zone 'Europe/London'), 'YYYY-MM-DD')`;
  const countedWeek = sql<string>`to_char(date_trunc('week', ${leadCounts.day}::timestamp), 'YYYY-MM-DD')`;
  const [live, counted] = await Promise.all([
    db
      .select({ week, gym: submissions.gym, leads: sql<number>`count(*)::int` })
      .from(submissions)
      .where(leadConditions(options, from, end))
      .groupBy(week, submissions.gym),
    db
      .select({
        week: countedWeek,
        gym: leadCounts.gym,
        leads: sql<number>`sum(${leadCounts.submissions})::int`,
      })
      .from(leadCounts)
      .where(countedLeads(from, end, options.gym))
      .groupBy(countedWeek, leadCounts.gym),
  ]);
  const rows = [...live, ...counted.map((r) => ({ ...r, gym: orNull(r.gym) }))];
  const leadsOf = (w: string, gym: string) =>
    rows.reduce((sum, r) => (r.week === w && r.gym === gym ? sum + r.leads : sum), 0);
  const shown = shownGyms(
    options,
    rows.map((r) => r.gym),
  );
  return {
    weeks,
    series: shown.map((gym) => ({
      gym,
      counts: weeks.map((w) => leadsOf(w, gym)),
    })),
  };
}

/**
 * Leads by page of origin (the Referer of the form post, normalised as page views are) with the views of
 * the same pages over the same period, inclusive of both days (default: the last 12 weeks).
 */
export async function leadsByPage(
  db: Db,
  options: StatsScope & { from?: string; to?: string } = {},
): Promise<LeadsByPage> {
  const period = lastWeeks(options.now);
  const from = options.from ?? period.from;
  const to = options.to ?? period.to;
  if (!DAY.test(from) || !DAY.test(to) || from > to) throw new RangeError(`not a period: ${from} to ${to}`);

  // Each day's referers ranked by their leads (ties by the text, so a rerun reads the same rows); the top of
  // each day are read.
  const day = sql`(${submissions.createdAt} at time zone 'Europe/London')::date`;
  const perDay = db
    .select({
      referer: sql<string | null>`${submissions.referer}`.as("referer"),
      leads: sql<number>`count(*)::int`.as("leads"),
      rank: sql<number>`row_number() over (partition by ${day} order by count(*) desc, ${submissions.referer} nulls first)`.as(
        "rank",
      ),
    })
    .from(submissions)
    .where(leadConditions(options, from, addDays(to, 1)))
    .groupBy(day, submissions.referer)
    .as("per_day");
  const [leadRows, totalLeads, viewRows, countedRows] = await Promise.all([
    db
      .select({ referer: perDay.referer, leads: sql<number>`sum(${perDay.leads})::int` })
      .from(perDay)
      .where(lte(perDay.rank, MAX_REFERERS_PER_DAY))
      .groupBy(perDay.referer),
    db
      .select({ leads: sql<number>`count(*)::int` })
      .from(submissions)
      .where(leadConditions(options, from, addDays(to, 1)))
      .then((r) => r[0]?.leads ?? 0),
    db
      .select({ path: pageViews.path, views: sql<number>`sum(${pageViews.views})::int` })
      .from(pageViews)
      .where(and(gte(pageViews.day, from), lte(pageViews.day, to)))
      .groupBy(pageViews.path),
    // Deleted leads, by the page of origin retention kept (already spelt as pagePath spells it).
    db
      .select({ page: leadCounts.page, leads: sql<number>`sum(${leadCounts.submissions})::int` })
      .from(leadCounts)
      .where(countedLeads(from, addDays(to, 1), options.gym))
      .groupBy(leadCounts.page),
  ]);

  // Referers are grouped raw in SQL and folded here, with the very function that names the counted pages.
  const pages = new Map<string, { leads: number; views: number }>();
  const entry = (path: string) => {
    const page = pages.get(path) ?? { leads: 0, views: 0 };
    pages.set(path, page);
    return page;
  };
  for (const row of leadRows)
    entry((row.referer && pagePath(row.referer)) || UNKNOWN_PAGE).leads += row.leads;
  for (const row of viewRows) entry(row.path).views += row.views;
  for (const row of countedRows) entry(row.page || UNKNOWN_PAGE).leads += row.leads;
  const grouped = leadRows.reduce((sum, row) => sum + row.leads, 0);
  if (totalLeads > grouped) entry(OTHER_PAGES).leads += totalLeads - grouped;

  const rows: PageConversion[] = [...pages].map(([path, { leads, views }]) => ({
    path,
    leads,
    views,
    rate: views > 0 ? leads / views : null,
  }));
  const byRank = (a: PageConversion, b: PageConversion) =>
    b.leads - a.leads || b.views - a.views || a.path.localeCompare(b.path);
  rows.sort(byRank);
  if (rows.length > MAX_PAGE_ROWS) {
    const kept = rows.filter((row) => row.path !== OTHER_PAGES).slice(0, MAX_PAGE_ROWS - 1);
    const folded = rows.filter((row) => !kept.includes(row));
    const leads = folded.reduce((sum, row) => sum + row.leads, 0);
    const views = folded.reduce((sum, row) => sum + row.views, 0);
    const other = { path: OTHER_PAGES, leads, views, rate: views > 0 ? leads / views : null };
    return { from, to, gym: options.gym ?? null, pages: [...kept, other].sort(byRank) };
  }
  return { from, to, gym: options.gym ?? null, pages: rows };
}

/**
 * The steps after a lead, per gym, over a period (default: the last 12 weeks): leads, tours booked in the
 * period (by when they were booked; spam books nothing) and, of those, tours marked attended. A tour's
 * lead may fall before the period: the steps are counts of the period, not one cohort followed through.
 */
export async function tourSteps(
  db: Db,
  options: StatsScope & { from?: string; to?: string } = {},
): Promise<TourSteps> {
  const period = lastWeeks(options.now);
  const from = options.from ?? period.from;
  const to = options.to ?? period.to;
  if (!DAY.test(from) || !DAY.test(to) || from > to) throw new RangeError(`not a period: ${from} to ${to}`);
  const end = addDays(to, 1);
  const [leadRows, tourRows, countedRows] = await Promise.all([
    db
      .select({ gym: submissions.gym, n: sql<number>`count(*)::int` })
      .from(submissions)
      .where(leadConditions(options, from, end))
      .groupBy(submissions.gym),
    db
      .select({
        gym: tourBookings.gym,
        booked: sql<number>`count(*)::int`,
        attended: sql<number>`(count(*) filter (where ${tourBookings.status} = 'attended'))::int`,
      })
      .from(tourBookings)
      .where(
        and(
          gte(tourBookings.createdAt, startOf(from)),
          lt(tourBookings.createdAt, startOf(end)),
          options.gym ? eq(tourBookings.gym, options.gym) : undefined,
        ),
      )
      .groupBy(tourBookings.gym),
    // Deleted leads, and the tours of deleted tour submissions (counted on the day they were booked).
    db
      .select({
        gym: leadCounts.gym,
        leads: sql<number>`(coalesce(sum(${leadCounts.submissions}) filter (where ${leadCounts.kind} = 'lead'), 0))::int`,
        booked: sql<number>`(coalesce(sum(${leadCounts.tours}) filter (where ${leadCounts.kind} = 'tour'), 0))::int`,
        attended: sql<number>`(coalesce(sum(${leadCounts.toursAttended}) filter (where ${leadCounts.kind} = 'tour'), 0))::int`,
      })
      .from(leadCounts)
      .where(
        and(
          gte(leadCounts.day, from),
          lt(leadCounts.day, end),
          options.gym ? eq(leadCounts.gym, options.gym) : undefined,
        ),
      )
      .groupBy(leadCounts.gym),
  ]);
  const shown = shownGyms(
    options,
    [...leadRows, ...tourRows, ...countedRows.map((r) => ({ gym: orNull(r.gym) }))].map((r) => r.gym),
  );
  return {
    from,
    to,
    gyms: shown.map((gym) => {
      const tours = tourRows.find((r) => r.gym === gym);
      const counted = countedRows.find((r) => r.gym === gym);
      return {
        gym,
        leads: (leadRows.find((r) => r.gym === gym)?.n ?? 0) + (counted?.leads ?? 0),
        toursBooked: (tours?.booked ?? 0) + (counted?.booked ?? 0),
        toursAttended: (tours?.attended ?? 0) + (counted?.attended ?? 0),
      };
    }),
  };
}

/**
 * Every chart's data at once: leads per week per gym (always the 12 weeks to `now`), leads, views and
 * rates by page, and the steps from lead to tour per gym (over from–to when given).
 */
export async function conversionReport(
  db: Db,
  options: StatsScope & { from?: string; to?: string } = {},
): Promise<ConversionReport> {
  const [weekly, pages, tours] = await Promise.all([
    leadsPerWeek(db, options),
    leadsByPage(db, options),
    tourSteps(db, options),
  ]);
  return { weekly, pages, tours };
}
