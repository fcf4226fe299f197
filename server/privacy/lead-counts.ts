/**
 * What retention keeps of the submissions it deletes (issue 46, decision 0033): before a batch goes, its
 * non-spam rows are added to lead_counts as anonymous counts, per London day of arrival, gym, kind, channel,
 * campaign, page of origin and outcome (contacted, toured, joined), with the staffed time to first contact and
 * the tours booked. No name, address, telephone, e-mail address, client hash, user agent, id or instant is
 * kept, so the charts, sources and costs of a month read the same after its people are gone.
 */
import { inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type LeadCountRow, leadCounts, submissions } from "#server/db/schema.ts";
import { pagePath } from "#server/stats/paths.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The columns that make a counted row; every one but the count. */
const KEY = [
  "day",
  "gym",
  "kind",
  "held",
  "channel",
  "campaign",
  "page",
  "contacted",
  "toured",
  "joined",
  "firstContactStaffedSeconds",
  "tours",
  "toursAttended",
] as const;

/** Adds the submissions `ids` (those not spam) to the counts, in the transaction that deletes them. */
export async function keepCounts(tx: Tx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  // Named in full inside the subqueries, which also read a "submissions t". A lead's tours are those booked at its gym with its e-mail address in any case (as its staff page finds
  // them); a tour submission's are its own bookings.
  const rows = await tx
    .select({
      day: sql<string>`((${submissions.createdAt} at time zone 'Europe/London')::date)::text`,
      gym: submissions.gym,
      kind: submissions.kind,
      held: submissions.held,
      channel: submissions.channel,
      campaign: sql<string | null>`lower(${submissions.utmCampaign})`,
      referer: submissions.referer,
      contacted: sql<boolean>`${submissions.firstContactAt} is not null`,
      joined: sql<boolean>`${submissions.status} = 'joined'`,
      seconds: submissions.firstContactStaffedSeconds,
      tours: sql<number>`(case when ${submissions.kind} = 'tour'
        then (select count(*) from tour_bookings b where b.submission_id = submissions.id)
        else (select count(*) from tour_bookings b join submissions t on t.id = b.submission_id
          where b.gym = submissions.gym and lower(t.email) = lower(submissions.email)) end)::int`,
      attended: sql<number>`(case when ${submissions.kind} = 'tour'
        then (select count(*) from tour_bookings b where b.submission_id = submissions.id and b.status = 'attended')
        else (select count(*) from tour_bookings b join submissions t on t.id = b.submission_id
          where b.gym = submissions.gym and lower(t.email) = lower(submissions.email)
            and b.status = 'attended') end)::int`,
    })
    .from(submissions)
    .where(sql`${inArray(submissions.id, [...ids])} and not ${submissions.spam}`);
  const grouped = new Map<string, LeadCountRow>();
  for (const r of rows) {
    const row: LeadCountRow = {
      day: r.day,
      gym: r.gym ?? "",
      kind: r.kind,
      held: r.held,
      channel: r.channel ?? "",
      campaign: r.campaign ?? "",
      // The page as the charts spell it; a Referer that is no URL is "unknown", as in the live chart.
      page: (r.referer && pagePath(r.referer)) || "",
      contacted: r.contacted,
      toured: r.tours > 0,
      joined: r.joined,
      firstContactStaffedSeconds: r.seconds,
      tours: r.tours,
      toursAttended: r.attended,
      submissions: 0,
    };
    const key = JSON.stringify(KEY.map((k) => row[k]));
    const sum = grouped.get(key) ?? row;
    sum.submissions += 1;
    grouped.set(key, sum);
  }
  if (grouped.size === 0) return 0;
  await addCounts(tx, [...grouped.values()]);
  return rows.length;
}

/**
 * Adds the rows to lead_counts in one statement with one parameter, the rows as JSON: drizzle's
 * multi-row insert spent 40-60 ms of the event loop building 14 parameters a row for a batch of 500
 * (issue 46, docs/benchmarks.md), and a request waited meanwhile.
 */
async function addCounts(tx: Tx, rows: LeadCountRow[]): Promise<void> {
  const columns = [...KEY, "submissions"] as const;
  const names = columns.map((k) => leadCounts[k].name);
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map((k, i) => [names[i], row[k] ?? null]))),
  );
  const list = sql.raw(names.map((n) => `"${n}"`).join(", "));
  const key = sql.raw(KEY.map((k) => `"${leadCounts[k].name}"`).join(", "));
  const types = sql.raw(columns.map((k, i) => `"${names[i]}" ${leadCounts[k].getSQLType()}`).join(", "));
  await tx.execute(sql`insert into ${leadCounts} (${list})
    select ${list} from jsonb_to_recordset(${json}::jsonb) as x(${types})
    on conflict (${key}) do update set "submissions" = ${leadCounts}."submissions" + excluded."submissions"`);
}
