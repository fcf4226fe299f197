ALTER TABLE "submissions" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "first_contact_by" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "first_contact_how" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "first_contact_staffed_seconds" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "first_contact_clock_seconds" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "folded_into" bigint;--> statement-breakpoint
CREATE INDEX "submissions_waiting_idx" ON "submissions" USING btree ("status","created_at");
