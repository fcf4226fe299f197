/**
 * Which channel and which campaign bring members, and at what cost (issue 38, docs/analytics.md): a London
 * month's leads by channel and by campaign, how many of them booked a tour and how many joined, and beside
 * them the month's spend and the cost per lead, per tour and per member. Leads are the lead forms (kind
 * 'lead'), spam left out, held ones counted, as in server/stats/conversion.ts.
 */
import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { NO_CAMPAIGN, type SourceRow, type SourcesReport, UNKNOWN_CHANNEL } from "#contracts/sources.ts";
import type { Db } from "#server/db/client.ts";
import { leadCounts, marketingSpend, submissions } from "#server/db/schema.ts";
import { countedLeads } from "./lead-counts";

export interface SourcesScope {
  /** YYYY-MM, a London month. */
  month: string;
  /** Only this gym's leads, and only the spend entered for this gym. */
  gym: string | null;
  /** Management's view: the spend and the costs. */
  withSpend: boolean;
}

interface Counts {
  key: string;
  leads: number;
  tours: number;
  members: number;
}

/** The first London day of a YYYY-MM month, and of the month after. */
function monthDays(month: string): { first: string; next: string } {
  const [y = 0, m = 1] = month.split("-").map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/** London midnight at the start of a day, as an instant: the month is a range of created_at an index serves. */
const startOf = (day: string) => sql`(${day}::timestamp at time zone 'Europe/London')`;

/**
 * A lead's tour is one booked at its gym with its e-mail address (any case), as its staff page finds it
 * (server/staff/queries.ts toursOfLead); booked whenever, since a tour often follows the lead by days.
 */
const hasTour = sql`exists (
  select 1 from tour_bookings b join submissions t on t.id = b.submission_id
  where b.gym = ${submissions.gym} and lower(t.email) = lower(${submissions.email}))`;

/**
 * Counts grouped by `key` (live rows) and `countedKey` (what retention kept of deleted leads, decision 0033);
 * a null or empty key (no channel kept, no campaign) is `nullKey`.
 */
async function countsBy(
  db: Db,
  key: SQL,
  countedKey: SQL,
  nullKey: string,
  scope: SourcesScope,
): Promise<Counts[]> {
  const { first, next } = monthDays(scope.month);
  const live = db
    .select({
      key: sql<string | null>`${key}`,
      leads: sql<number>`count(*)::int`,
      tours: sql<number>`(count(*) filter (where ${hasTour}))::int`,
      members: sql<number>`(count(*) filter (where ${submissions.status} = 'joined'))::int`,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.kind, "lead"),
        eq(submissions.spam, false),
        gte(submissions.createdAt, startOf(first)),
        lt(submissions.createdAt, startOf(next)),
        scope.gym ? eq(submissions.gym, scope.gym) : undefined,
      ),
    )
    .groupBy(key);
  const counted = db
    .select({
      key: sql<string | null>`${countedKey}`,
      leads: sql<number>`sum(${leadCounts.submissions})::int`,
      tours: sql<number>`(coalesce(sum(${leadCounts.submissions}) filter (where ${leadCounts.toured}), 0))::int`,
      members: sql<number>`(coalesce(sum(${leadCounts.submissions}) filter (where ${leadCounts.joined}), 0))::int`,
    })
    .from(leadCounts)
    .where(countedLeads(first, next, scope.gym))
    .groupBy(countedKey);
  const merged = new Map<string, Counts>();
  for (const row of [...(await live), ...(await counted)]) {
    const name = row.key || nullKey;
    const sum = merged.get(name) ?? { key: name, leads: 0, tours: 0, members: 0 };
    merged.set(name, {
      key: name,
      leads: sum.leads + row.leads,
      tours: sum.tours + row.tours,
      members: sum.members + row.members,
    });
  }
  return [...merged.values()];
}

async function spendBy(db: Db, key: SQL, scope: SourcesScope): Promise<Map<string, number>> {
  if (!scope.withSpend) return new Map();
  const rows = await db
    .select({
      key: sql<string | null>`${key}`,
      pence: sql<number>`sum(${marketingSpend.amountPence})::float8`,
    })
    .from(marketingSpend)
    .where(
      and(eq(marketingSpend.month, scope.month), scope.gym ? eq(marketingSpend.gym, scope.gym) : undefined),
    )
    .groupBy(key);
  return new Map(rows.filter((row) => row.key !== null).map((row) => [row.key as string, row.pence]));
}

/** Pence per one; null when there is no spend entered or nothing to divide by. */
const per = (spend: number | null, count: number) => (spend !== null && count > 0 ? spend / count : null);

function rowsOf(counts: Counts[], spend: Map<string, number>, withSpend: boolean): SourceRow[] {
  const keys = new Set([...counts.map((c) => c.key), ...spend.keys()]);
  const rows = [...keys].map((key): SourceRow => {
    const c = counts.find((row) => row.key === key) ?? { key, leads: 0, tours: 0, members: 0 };
    const pence = withSpend ? (spend.get(key) ?? null) : null;
    return {
      key,
      leads: c.leads,
      tours: c.tours,
      members: c.members,
      rate: c.leads > 0 ? c.members / c.leads : null,
      spendPence: pence,
      costPerLead: per(pence, c.leads),
      costPerTour: per(pence, c.tours),
      costPerMember: per(pence, c.members),
    };
  });
  return rows.sort(
    (a, b) => b.leads - a.leads || (b.spendPence ?? 0) - (a.spendPence ?? 0) || a.key.localeCompare(b.key),
  );
}

/**
 * A month's leads, tours and members by channel and by campaign, with the spend beside them. A channel's
 * spend is every entry of that channel (with a campaign or without); a campaign's is every entry naming it.
 * Campaigns are compared in lower case (utm_campaign=Jan-Daypass is jan-daypass). The chart shows at most
 * MAX_CAMPAIGNS campaigns: a visitor chooses utm_campaign, so the distinct values are unbounded.
 */
export async function sourcesReport(db: Db, scope: SourcesScope): Promise<SourcesReport> {
  // Grouped by the bare expressions: a bound parameter in them would make each a different expression.
  const [channelCounts, campaignCounts, channelSpend, campaignSpend] = await Promise.all([
    countsBy(db, sql`${submissions.channel}`, sql`${leadCounts.channel}`, UNKNOWN_CHANNEL, scope),
    countsBy(db, sql`lower(${submissions.utmCampaign})`, sql`${leadCounts.campaign}`, NO_CAMPAIGN, scope),
    spendBy(db, sql`${marketingSpend.channel}`, scope),
    spendBy(db, sql`${marketingSpend.campaign}`, scope),
  ]);
  const byCampaign = rowsOf(campaignCounts, campaignSpend, scope.withSpend);
  return {
    month: scope.month,
    gym: scope.gym,
    withSpend: scope.withSpend,
    byChannel: rowsOf(channelCounts, channelSpend, scope.withSpend),
    byCampaign: foldCampaigns(byCampaign),
  };
}

export const MAX_CAMPAIGNS = 30;
export const OTHER_CAMPAIGNS = "(other campaigns)";

/** The campaigns past MAX_CAMPAIGNS (fewest leads, no spend) as one row, so that no total is lost. */
function foldCampaigns(rows: SourceRow[]): SourceRow[] {
  if (rows.length <= MAX_CAMPAIGNS) return rows;
  // Campaigns with spend entered are management's own and always shown; then the most leads.
  const room = Math.max(0, MAX_CAMPAIGNS - 1 - rows.filter((r) => r.spendPence !== null).length);
  const unpaid = rows.filter((r) => r.spendPence === null).slice(0, room);
  const kept = rows.filter((r) => r.spendPence !== null || unpaid.includes(r));
  const rest = rows.filter((r) => !kept.includes(r));
  const sum = (pick: (row: SourceRow) => number) => rest.reduce((total, row) => total + pick(row), 0);
  const leads = sum((r) => r.leads);
  const members = sum((r) => r.members);
  const other: SourceRow = {
    key: OTHER_CAMPAIGNS,
    leads,
    tours: sum((r) => r.tours),
    members,
    rate: leads > 0 ? members / leads : null,
    // The folded campaigns have no spend entered (those with spend are all kept).
    spendPence: null,
    costPerLead: null,
    costPerTour: null,
    costPerMember: null,
  };
  return [...kept, other];
}
