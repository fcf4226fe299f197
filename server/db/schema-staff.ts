/** The staff area's tables: who has access (decision 0028), its change log, sign-in links and sessions. */
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
  action: text("action", {
    enum: ["configured", "invited", "role-changed", "removed", "passkey-added", "passkey-removed"],
  }).notNull(),
  email: text("email").notNull(),
  /** The role given (null for a removal). */
  role: text("role"),
  /** The role before a change or removal. */
  previousRole: text("previous_role"),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/**
 * Passkeys (WebAuthn credentials, issue 43.5, decision 0037): a colleague's way in that needs no mail. The
 * relying party is SITE_ORIGIN. Only public keys are kept; a removal or role change deletes them with the
 * address's sessions (server/staff/people.ts).
 */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential's id, base64url, as the authenticator gave it. */
    id: text("id").primaryKey(),
    /** The staff address it signs in as (lower case). */
    email: text("email").notNull(),
    /** What its owner called it ("Work laptop"). */
    name: text("name").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter at its last use (0 for those that keep none). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** The transports it said it supports, comma-separated ("internal,hybrid"); a hint to the browser. */
    transports: text("transports").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("staff_passkeys_email_idx").on(t.email)],
);

/**
 * A WebAuthn ceremony's challenge, kept in the database so any instance can finish what another began:
 * single use (deleted as it is checked), a few minutes long, bound to its purpose and, for a registration,
 * to the signed-in address. Only its SHA-256 is kept.
 */
export const staffPasskeyChallenges = pgTable(
  "staff_passkey_challenges",
  {
    challengeHash: text("challenge_hash").primaryKey(),
    purpose: text("purpose", { enum: ["register", "sign-in"] }).notNull(),
    /** A registration's signed-in address; null for a sign-in (the passkey names its address). */
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("staff_passkey_challenges_purpose", sql`${t.purpose} IN ('register', 'sign-in')`),
    check(
      "staff_passkey_challenges_register_has_email",
      sql`${t.purpose} <> 'register' OR ${t.email} IS NOT NULL`,
    ),
  ],
);
export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;
