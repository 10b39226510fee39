-- Issue 19 item 5 (decision 014): the creator hears about offers once, at the submission deadline, with
-- their count. Tenders whose deadline passed before this migration were announced offer by offer already.
ALTER TYPE "public"."related_entity_type" ADD VALUE 'TENDER';--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "offers_announced_at" timestamp with time zone;--> statement-breakpoint
UPDATE "tenders" SET "offers_announced_at" = "submission_deadline" WHERE "submission_deadline" <= now();--> statement-breakpoint
CREATE INDEX "tenders_to_announce_index" ON "tenders" USING btree ("submission_deadline") WHERE "tenders"."offers_announced_at" IS NULL;
