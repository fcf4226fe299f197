import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { StaffedCalendar } from "#contracts/staffed-time.ts";

export * from "./schema-ops.ts";
export * from "./schema-spend.ts";
export * from "./schema-staff.ts";

/** Every form submission, stored before the API answers. */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind", { enum: ["lead", "enquiry", "investor", "interest", "tour"] }).notNull(),
    /** The validated payload exactly as the API accepted it. */
    payload: jsonb("payload").notNull(),
    email: text("email").notNull(),
    /** formName of the gym for leads and enquiries; null for the others. */
    gym: text("gym"),
    /** The honeypot was filled: kept for review, notifies no one. */
    spam: boolean("spam").notNull().default(false),
    /**
     * Over a rate threshold (per address or per e-mail address, docs/api.md): stored for review and mailed to
     * no one until a person releases it. Real people behind one address (a carrier's NAT, an office, the
     * gym's Wi-Fi) are kept this way instead of being refused.
     */
    held: boolean("held").notNull().default(false),
    /** Which hold threshold it went over ("address-day", "email-minute", ...), shown to management. */
    heldReason: text("held_reason"),
    referer: text("referer"),
    /** HMAC-SHA256 of the client address with a server-side salt; the raw address is never stored. */
    ipHash: text("ip_hash").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Where staff have got with it (the staff area); its history is in submission_events. */
    status: text("status", { enum: ["new", "contacted", "toured", "joined", "lost"] })
      .notNull()
      .default("new"),
    /**
     * The first staff action that counts as contact (issue 32, decision 0023): when, which inbox, how
     * (status, call, email, one-press), and how long the lead had waited, in the gym's staffed time and on the
     * clock. Set once; later actions leave it.
     */
    firstContactAt: timestamp("first_contact_at", { withTimezone: true }),
    firstContactBy: text("first_contact_by"),
    firstContactHow: text("first_contact_how"),
    firstContactStaffedSeconds: integer("first_contact_staffed_seconds"),
    firstContactClockSeconds: integer("first_contact_clock_seconds"),
    /**
     * Where the visit came from (issue 38, decision 0027): one channel by contracts/channels.ts, the landing
     * URL's campaign parameters and ad click ids, the external referrer's host and the landing path, each
     * bounded and cleaned (contracts/attribution.ts). Null channel: stored before attribution was kept.
     */
    channel: text("channel"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    gclid: text("gclid"),
    gbraid: text("gbraid"),
    wbraid: text("wbraid"),
    fbclid: text("fbclid"),
    referrerHost: text("referrer_host"),
    landingPath: text("landing_path"),
  },
  (t) => [
    index("submissions_created_at_idx").on(t.createdAt),
    index("submissions_kind_idx").on(t.kind),
    index("submissions_waiting_idx").on(t.status, t.createdAt),
  ],
);

/** Transactional outbox: messages written with their submission, delivered by the worker. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Null for messages no submission caused (a staff sign-in link). */
    submissionId: uuid("submission_id").references(() => submissions.id),
    /** webhook: an HTTP POST to a CRM; recipient is the endpoint, textBody the exact JSON sent each time. */
    channel: text("channel", { enum: ["email", "sms", "webhook"] }).notNull(),
    /** What the message is, e.g. staff-notification, visitor-confirmation or crm-webhook. */
    purpose: text("purpose").notNull(),
    recipient: text("recipient").notNull(),
    /** Staff mail: the visitor's address, so a reply from the inbox goes straight to them. */
    replyTo: text("reply_to"),
    /** Mail: the subject line; a webhook: its event type (submission.created). */
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** An iCalendar (text/calendar) part sent with the mail: a tour's invite. */
    calendar: text("calendar"),
    /**
     * withdrawn: a lead reminder whose lead was touched before it was due (issue 32); folded: a reminder sent
     * inside another's digest (foldedInto).
     */
    status: text("status", { enum: ["pending", "sending", "sent", "dead", "withdrawn", "folded"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A lead reminder sent within another row's digest: that row's id. */
    foldedInto: bigint("folded_into", { mode: "number" }),
    /**
     * A lead chase: its gym's staffed calendar when the lead arrived (issue 36, decision 0026). Its due time,
     * the "staffed now" check before sending and the lead's time-to-first-contact all read this one.
     */
    staffedCalendar: jsonb("staffed_calendar").$type<StaffedCalendar>(),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_submission_idx").on(t.submissionId),
  ],
);

/**
 * How many times the server served each page on each day (Europe/London): nothing about the visitor, so no
 * cookie, no consent and no personal data (docs/analytics.md). Instances add their counts (upsert).
 */
export const pageViews = pgTable(
  "page_views",
  {
    /** The normalised page path (server/stats/paths.ts): no query, no trailing slash, lower-case. */
    path: text("path").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] })],
);

/** Status changes and notes on a submission, by whom and when (the staff area). */
export const submissionEvents = pgTable(
  "submission_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["new", "contacted", "toured", "joined", "lost"] }).notNull(),
    note: text("note"),
    /** The staff inbox that made the change. */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("submission_events_submission_idx").on(t.submissionId)],
);

/**
 * Every erasure (UK GDPR art. 17), so it can be replayed after a restore: the SHA-256 of the lower-case
 * address, never the address; who asked (a staff inbox or "cli"); when. Also appended to
 * DATA_DIR/erasures.jsonl, which a restore of the database does not roll back.
 */
export const erasures = pgTable("erasures", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  emailHash: text("email_hash").notNull(),
  actor: text("actor").notNull(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The content editor's change log (decision 0017): every file a save, a deletion or a put-back changed, who
 * did it and when, with the file's text before and after, so any version can be put back.
 */
export const contentChanges = pgTable(
  "content_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** collection/slug, e.g. gyms/greenwich. */
    entry: text("entry").notNull(),
    /** The file under CONTENT_DIR, e.g. gyms/greenwich.yaml. */
    path: text("path").notNull(),
    /** save, delete or restore. */
    kind: text("kind").notNull(),
    /** The staff inbox that made the change, and its role then. */
    actor: text("actor").notNull(),
    role: text("role").notNull(),
    /** The file's text before (null: it did not exist) and after (null: deleted). */
    previous: text("previous"),
    contents: text("contents"),
    /** A put-back names the change whose previous version it restored. */
    restoredFrom: bigint("restored_from", { mode: "number" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_changes_entry_idx").on(table.entry, table.id)],
);

/** Raw bytes (PostgreSQL bytea) as a Buffer: content files are YAML text and photos alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // node-postgres gives a Buffer, PGlite a Uint8Array: one type for callers.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The live content (decision 0022): every file under the content root, YAML entries and the photos beside
 * them, as the owner and the ships have made it. Each instance's working copy and ContentStore follow it.
 */
export const contentFiles = pgTable("content_files", {
  /** Relative to the content root, e.g. gyms/greenwich.yaml or photos/<slug>/image.jpg. */
  path: text("path").primaryKey(),
  bytes: bytea("bytes").notNull(),
  /** The git blob sha1 of the bytes: what Keystatic's tree and blob compare. */
  sha: text("sha").notNull(),
  /** ship: as a deploy brought it; owner: saved through the editor, an import or a restore since. */
  origin: text("origin", { enum: ["ship", "owner"] }).notNull(),
  /** The shipped file's sha when this row was last compared with a ship (null: the ship never had it). */
  shippedSha: text("shipped_sha"),
  /**
   * The owner deleted it: a tombstone (empty bytes) that no reader sees, kept so that a later deploy does not
   * bring the file back as new.
   */
  deleted: boolean("deleted").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** The staff inbox (or "deploy", or a command) that wrote these bytes. */
  updatedBy: text("updated_by"),
});

/**
 * Owner-changed files whose shipped version now differs from what the owner has (the deploy rule): the ship's
 * bytes are kept here for management to compare, and the owner's stay live. Removed once they agree again.
 */
export const contentDifferences = pgTable("content_differences", {
  path: text("path").primaryKey(),
  /** The ship's version (null: the ship removed the file the owner changed). */
  shippedBytes: bytea("shipped_bytes"),
  shippedSha: text("shipped_sha"),
  noticedAt: timestamp("noticed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row: bumped by every change to content_files, which is how every instance knows to follow. */
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    /** When the shipped content first seeded this database (null: not yet). */
    seededAt: timestamp("seeded_at", { withTimezone: true }),
  },
  (t) => [check("content_version_single_row", sql`${t.id} = 1`)],
);

/**
 * One row per tour slot anyone has tried to book (issue 19): the row a booking locks (SELECT ... FOR UPDATE)
 * while it counts the slot's bookings, so concurrent bookings of one slot queue and capacity holds on every
 * instance. Slots themselves come from content (contracts/tours.ts); the row is only the lock.
 */
export const tourSlots = pgTable(
  "tour_slots",
  {
    gym: text("gym").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gym, t.startsAt] })],
);

/** A booked tour: belongs to its "tour" submission (the visitor's details), deleted with it. */
export const tourBookings = pgTable(
  "tour_bookings",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    gym: text("gym").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** booked, then cancelled by the visitor, or attended / no-show as marked by staff. */
    status: text("status", { enum: ["booked", "cancelled", "attended", "no-show"] })
      .notNull()
      .default("booked"),
    /** SHA-256 of the cancel link's token; null once used. The token itself is only in the messages. */
    cancelTokenHash: text("cancel_token_hash").unique(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The staff inbox that marked attended / no-show, and when. */
    markedBy: text("marked_by"),
    markedAt: timestamp("marked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tour_bookings_slot_idx").on(t.gym, t.startsAt),
    index("tour_bookings_submission_idx").on(t.submissionId),
  ],
);

/**
 * What retention leaves of the submissions it deletes (issue 46, decision 0033): anonymous counts per London
 * day of arrival, gym, kind, channel, campaign and outcome, which the charts and sources add to the live rows.
 * Nothing here identifies a person: no name, address, telephone, e-mail, client hash, user agent, id or
 * instant. Empty text is "none". The unique index (every column but the count) is in migration 0016.
 */
export const leadCounts = pgTable("lead_counts", {
  day: date("day", { mode: "string" }).notNull(),
  gym: text("gym").notNull().default(""),
  kind: text("kind").notNull(),
  held: boolean("held").notNull().default(false),
  channel: text("channel").notNull().default(""),
  /** utm_campaign in lower case, as the sources compare it. */
  campaign: text("campaign").notNull().default(""),
  /** The page of origin, as server/stats/paths.ts spells it. */
  page: text("page").notNull().default(""),
  contacted: boolean("contacted").notNull().default(false),
  toured: boolean("toured").notNull().default(false),
  joined: boolean("joined").notNull().default(false),
  firstContactStaffedSeconds: integer("first_contact_staffed_seconds"),
  /** Tours booked: a lead's at its gym with its e-mail address; a tour submission's own. */
  tours: integer("tours").notNull().default(0),
  toursAttended: integer("tours_attended").notNull().default(0),
  /** How many submissions this row counts. */
  submissions: integer("submissions").notNull(),
});
export type LeadCountRow = typeof leadCounts.$inferInsert;

export type TourBookingRow = typeof tourBookings.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
/** A message as the code that writes it builds it: the submission it belongs to is set when it is stored. */
export type OutboxMessage = Omit<NewOutboxRow, "submissionId">;
export type SubmissionEventRow = typeof submissionEvents.$inferSelect;

/**
 * Settings every instance on this database must share and that are generated, not configured: today the
 * IP_HASH_SALT when it is not set (server/security/shared-salt.ts). Written once (INSERT ... ON CONFLICT DO
 * NOTHING), then only read.
 */
export const instanceSettings = pgTable("instance_settings", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Google Place Details calls (with reviews) made per calendar month (UTC, "2026-12"), by every instance
 * together (decision 0035): the count the monthly budget REVIEWS_MONTHLY_CALLS is held to. Only the count:
 * no Google content is ever stored.
 */
export const placesCalls = pgTable("places_calls", {
  month: text("month").primaryKey(),
  calls: integer("calls").notNull().default(0),
});
