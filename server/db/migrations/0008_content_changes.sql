CREATE TABLE "content_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry" text NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"role" text NOT NULL,
	"previous" text,
	"contents" text,
	"restored_from" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_changes_entry_idx" ON "content_changes" USING btree ("entry","id");