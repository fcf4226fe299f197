/** The staff area's tables: who has access (decision 0028), its change log, sign-in links and sessions. */
import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One-time sign-in links of the staff area: only the SHA-256 of the token is stored. */
export const staffSignInTokens = pgTable("staff_sign_in_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  role: text("role").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sessions: the cookie holds a random id, the table its SHA-256. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    /** The per-session CSRF token put in every form. */
    csrfToken: text("csrf_token").notNull(),
    email: text("email").notNull(),
    /** "management" or a gym's formName. */
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A removal or role change ends every session of that address at once.
  (t) => [index("staff_sessions_email_idx").on(t.email)],
);

/**
 * Who may sign in to the staff area (decision 0028): kept by management at /staff/people. STAFF_EMAILS only
 * fills an empty table once, at start (invitedBy "configuration").
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    /** Lower case. */
    email: text("email").primaryKey(),
    /** "management" or a place's formName. */
    role: text("role").notNull(),
    invitedBy: text("invited_by").notNull(),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (t) => [check("staff_members_email_lower_case", sql`${t.email} = lower(${t.email})`)],
);

/** Every change to staff access (who, what, when), shown to management. */
export const staffChanges = pgTable("staff_changes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** The manager's address, or "configuration" for STAFF_EMAILS's first access. */
  actor: text("actor").notNull(),
  action: text("action", { enum: ["configured", "invited", "role-changed", "removed"] }).notNull(),
  email: text("email").notNull(),
  /** The role given (null for a removal). */
  role: text("role"),
  /** The role before a change or removal. */
  previousRole: text("previous_role"),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
export type StaffSessionRow = typeof staffSessions.$inferSelect;
