CREATE TABLE "staff_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "staff_passkeys_email_idx" ON "staff_passkeys" USING btree ("email");
--> statement-breakpoint
CREATE TABLE "staff_passkey_challenges" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_passkey_challenges_purpose" CHECK ("purpose" IN ('register', 'sign-in')),
	CONSTRAINT "staff_passkey_challenges_register_has_email" CHECK ("purpose" <> 'register' OR "email" IS NOT NULL)
);
