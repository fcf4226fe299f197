-- Issue 46 (decision 0033): every hot query of the staff area, the sign-in caps and the retention pass reads an
-- index, and retention keeps anonymous counts of what it deletes. Each index names the query it serves.
--
-- pg_trgm (trusted since PostgreSQL 13, so the database's owner may create it; PGlite loads it in its
-- constructor, server/db/client.ts): the inbox's "contains" search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The inbox's pages, newest first (server/staff/queries.ts listSubmissions, management: ORDER BY created_at
-- DESC, id DESC LIMIT 26 OFFSET n) and the CSV export's order (exportRows).
CREATE INDEX "submissions_list_idx" ON "submissions" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
-- A gym's inbox (listSubmissions with its scope: gym = $1 AND kind IN ('lead','enquiry'), same order), and
-- management's gym filter.
CREATE INDEX "submissions_gym_list_idx" ON "submissions" USING btree ("gym", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- A lead's tours by its e-mail address in any case (queries.ts toursOfLead; server/stats/channels.ts hasTour:
-- tour_bookings b JOIN submissions t ... WHERE b.gym = s.gym AND lower(t.email) = lower(s.email)).
CREATE INDEX "submissions_email_lower_idx" ON "submissions" USING btree (lower("email"));--> statement-breakpoint
-- The inbox's search (queries.ts conditions, filter.q): lower(email || ' ' || first name || ' ' || last name)
-- LIKE '%term%'.
CREATE INDEX "submissions_search_idx" ON "submissions" USING gin ((lower("email" || ' ' || coalesce("payload"->>'firstName', '') || ' ' || coalesce("payload"->>'lastName', ''))) gin_trgm_ops);--> statement-breakpoint
-- The leads waiting for a first contact, oldest first (server/stats/first-contact.ts firstContactReport's
-- waiting list; the escalation count of the health checks): kind 'lead', not spam, not held, status new, never
-- contacted, ORDER BY created_at.
CREATE INDEX "submissions_waiting_leads_idx" ON "submissions" USING btree ("gym", "created_at") WHERE "kind" = 'lead' AND "status" = 'new' AND "first_contact_at" IS NULL AND NOT "spam" AND NOT "held";--> statement-breakpoint
-- The per-inbox cap of sign-in link mails (server/staff/auth.ts requestSignInLink: purpose 'staff-sign-in',
-- recipient = $1, created_at > an hour ago), and retention's deletion of day-old sign-in mails
-- (submission_id IS NULL AND created_at < $1).
CREATE INDEX "outbox_sign_in_idx" ON "outbox" USING btree ("recipient", "created_at") WHERE "purpose" = 'staff-sign-in';--> statement-breakpoint
CREATE INDEX "outbox_no_submission_idx" ON "outbox" USING btree ("created_at") WHERE "submission_id" IS NULL;--> statement-breakpoint
-- Retention's scrub of delivered copies (server/privacy/retention.ts: status 'sent', sent_at < $1, text_body
-- not yet blanked): only the rows still holding a copy are in it.
CREATE INDEX "outbox_unscrubbed_idx" ON "outbox" USING btree ("sent_at") WHERE "status" = 'sent' AND "text_body" <> '';--> statement-breakpoint
-- Tours booked in a period (server/stats/conversion.ts tourSteps: created_at in [from, to)).
CREATE INDEX "tour_bookings_created_at_idx" ON "tour_bookings" USING btree ("created_at");--> statement-breakpoint
-- What retention leaves of the submissions it deletes (server/privacy/lead-counts.ts): counts, nothing that
-- identifies a person. One row per London day of arrival and combination of the other columns; "submissions"
-- is how many. Empty text is "none" (no gym, channel, campaign or page of origin).
CREATE TABLE "lead_counts" (
	"day" date NOT NULL,
	"gym" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"contacted" boolean DEFAULT false NOT NULL,
	"toured" boolean DEFAULT false NOT NULL,
	"joined" boolean DEFAULT false NOT NULL,
	"first_contact_staffed_seconds" integer,
	"tours" integer DEFAULT 0 NOT NULL,
	"tours_attended" integer DEFAULT 0 NOT NULL,
	"submissions" integer NOT NULL
);--> statement-breakpoint
-- The pass adds to a row (ON CONFLICT on every column but the count); the charts read by day.
CREATE UNIQUE INDEX "lead_counts_key_idx" ON "lead_counts" USING btree ("day", "gym", "kind", "held", "channel", "campaign", "page", "contacted", "toured", "joined", "first_contact_staffed_seconds", "tours", "tours_attended") NULLS NOT DISTINCT;
