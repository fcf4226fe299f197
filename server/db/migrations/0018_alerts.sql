CREATE TABLE "delivery_state" (
	"channel" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_failure_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ops_incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"resolved_alerted_at" timestamp with time zone,
	"send_failures" integer DEFAULT 0 NOT NULL,
	"next_send_at" timestamp with time zone,
	"last_send_error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ops_incidents_open_idx" ON "ops_incidents" USING btree ("kind") WHERE "resolved_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "ops_incidents_unsent_idx" ON "ops_incidents" USING btree ("opened_at") WHERE "resolved_alerted_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "ops_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "ops_marks" ("name", "at") VALUES ('installed', now()) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "outbox_waiting_idx" ON "outbox" USING btree ("created_at") WHERE "status" IN ('pending', 'sending');
--> statement-breakpoint
CREATE INDEX "outbox_dead_idx" ON "outbox" USING btree ("id") WHERE "status" = 'dead';
--> statement-breakpoint
CREATE INDEX "outbox_escalation_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "purpose" = 'lead-escalation' AND "status" <> 'withdrawn';
