ALTER TABLE "submissions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "gclid" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "gbraid" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "wbraid" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "fbclid" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "landing_path" text;--> statement-breakpoint
CREATE TABLE "marketing_spend" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"channel" text NOT NULL,
	"campaign" text,
	"gym" text,
	"amount_pence" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_spend_amount_check" CHECK ("amount_pence" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_spend_key_idx" ON "marketing_spend" USING btree ("month","channel",coalesce("campaign", ''),coalesce("gym", ''));--> statement-breakpoint
CREATE TABLE "marketing_spend_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"spend_id" bigint NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"previous" jsonb,
	"current" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "marketing_spend_changes_spend_idx" ON "marketing_spend_changes" USING btree ("spend_id");
