CREATE TABLE "staff_members" (
	"email" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"invited_by" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "staff_members_email_lower_case" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE TABLE "staff_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"previous_role" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_sessions_email_idx" ON "staff_sessions" USING btree ("email");
