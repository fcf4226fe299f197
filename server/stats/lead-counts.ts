/**
 * What retention left of deleted leads (issue 46, decision 0033): the anonymous counts in lead_counts, which
 * every chart adds to its live rows so that a month reads the same before and after its leads are deleted.
 * Spam is never counted; held leads are, with their flag. Days are London days, as the charts' are.
 */
import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import { leadCounts } from "#server/db/schema.ts";

/** Counted leads (kind 'lead') that arrived on London days [from, toExclusive), of one gym or all. */
export function countedLeads(from: string, toExclusive: string, gym?: string | null): SQL | undefined {
  return and(
    eq(leadCounts.kind, "lead"),
    gte(leadCounts.day, from),
    lt(leadCounts.day, toExclusive),
    gym ? eq(leadCounts.gym, gym) : undefined,
  );
}

/** Empty text in the counts is "none" (null in the live rows). */
export const orNull = (value: string | null): string | null => (value === "" ? null : value);
