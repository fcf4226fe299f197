CREATE TABLE "content_files" (
	"path" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha" text NOT NULL,
	"origin" text NOT NULL,
	"shipped_sha" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "content_differences" (
	"path" text PRIMARY KEY NOT NULL,
	"shipped_bytes" "bytea",
	"shipped_sha" text,
	"noticed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"seeded_at" timestamp with time zone,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0);
