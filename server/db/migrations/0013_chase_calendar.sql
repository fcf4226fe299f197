ALTER TABLE "outbox" ADD COLUMN "staffed_calendar" jsonb;
