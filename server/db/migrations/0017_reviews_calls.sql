CREATE TABLE "places_calls" (
	"month" text PRIMARY KEY NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "places_calls_month_format" CHECK ("month" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "places_calls_calls_not_negative" CHECK ("calls" >= 0)
);
