/**
 * Operations' own tables (issue 43, decision 0036): what every instance on this database must agree on to tell
 * the truth about the site's health and to alert once: how each delivery channel has been doing, the incidents
 * and whether their alerts went out, the lease that lets one instance send, and marks such as the last backup.
 */
import { bigserial, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Per outbox channel: the last delivery, and since when every attempt has failed (null: not failing). */
export const deliveryState = pgTable("delivery_state", {
  channel: text("channel").primaryKey(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  failingSince: timestamp("failing_since", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
});

/**
 * One row per incident: open while `resolvedAt` is null (at most one open per kind, a partial unique index).
 * `alertedAt` / `resolvedAlertedAt` are claimed before sending, so an alert goes out once however many instances
 * look; a failed send puts the claim back with `nextSendAt` (backoff) and counts `sendFailures`.
 */
export const opsIncidents = pgTable("ops_incidents", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  kind: text("kind").notNull(),
  openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
  resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  alertedAt: timestamp("alerted_at", { withTimezone: true }),
  resolvedAlertedAt: timestamp("resolved_alerted_at", { withTimezone: true }),
  sendFailures: integer("send_failures").notNull().default(0),
  nextSendAt: timestamp("next_send_at", { withTimezone: true }),
  lastSendError: text("last_send_error"),
});

/** A named lease: `holder` may act until `expiresAt`; another instance takes it over once it has run out. */
export const opsLeases = pgTable("ops_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Named instants: "installed" (written by the migration), "backup" (the last completed `leads backup`). */
export const opsMarks = pgTable("ops_marks", {
  name: text("name").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

export type OpsIncidentRow = typeof opsIncidents.$inferSelect;
