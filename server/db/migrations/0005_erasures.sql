CREATE TABLE "erasures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email_hash" text NOT NULL,
	"actor" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
