-- Issue 21, decision 021: the outbox of domain events, and notifications keyed by the event that raised them
-- (one per event and recipient, so an event delivered again notifies nobody twice).
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" bigint;--> statement-breakpoint
CREATE INDEX "domain_events_undelivered_index" ON "domain_events" USING btree ("id") WHERE "domain_events"."delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "domain_events_delivered_at_index" ON "domain_events" USING btree ("delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_recipient_unique" ON "notifications" USING btree ("event_id","recipient_id");