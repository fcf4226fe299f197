/**
 * Marketing spend (issue 38): what management enters per month and channel, and the log of every entry and
 * change, read with the leads' sources to give the cost per lead and per member.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Marketing spend management enters (issue 38): pence per London month ("2026-01"), per channel, optionally
 * narrowed to a campaign and a gym. One row per key; a change updates the row and is logged below.
 */
export const marketingSpend = pgTable(
  "marketing_spend",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    month: text("month").notNull(),
    channel: text("channel").notNull(),
    campaign: text("campaign"),
    gym: text("gym"),
    amountPence: integer("amount_pence").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("marketing_spend_key_idx").on(
      t.month,
      t.channel,
      sql`coalesce(${t.campaign}, '')`,
      sql`coalesce(${t.gym}, '')`,
    ),
    check("marketing_spend_amount_check", sql`${t.amountPence} >= 0`),
  ],
);

/** Every entry and change of a spend row: who, when, and the row before and after. */
export const marketingSpendChanges = pgTable(
  "marketing_spend_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    spendId: bigint("spend_id", { mode: "number" }).notNull(),
    actor: text("actor").notNull(),
    kind: text("kind", { enum: ["created", "changed"] }).notNull(),
    previous: jsonb("previous"),
    current: jsonb("current").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("marketing_spend_changes_spend_idx").on(t.spendId)],
);
export type MarketingSpendRow = typeof marketingSpend.$inferSelect;
