CREATE TABLE "tour_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"gym" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancel_token_hash" text,
	"cancelled_at" timestamp with time zone,
	"marked_by" text,
	"marked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_bookings_cancel_token_hash_unique" UNIQUE("cancel_token_hash")
);
--> statement-breakpoint
CREATE TABLE "tour_slots" (
	"gym" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tour_slots_gym_starts_at_pk" PRIMARY KEY("gym","starts_at")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_bookings_slot_idx" ON "tour_bookings" USING btree ("gym","starts_at");--> statement-breakpoint
CREATE INDEX "tour_bookings_submission_idx" ON "tour_bookings" USING btree ("submission_id");