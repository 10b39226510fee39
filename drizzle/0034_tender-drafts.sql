ALTER TYPE "public"."tender_status" ADD VALUE 'DRAFT' BEFORE 'OPEN';--> statement-breakpoint
DROP INDEX "tenders_creator_id_published_at_index";--> statement-breakpoint
ALTER TABLE "tenders" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "estimated_budget" integer;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "published_by" uuid;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_submitted_by_members_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_published_by_members_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenders_creator_id_created_at_index" ON "tenders" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_published_unless_draft" CHECK (("tenders"."status"::text = 'DRAFT') = ("tenders"."published_at" IS NULL));--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_estimated_budget_positive" CHECK ("tenders"."estimated_budget" > 0);--> statement-breakpoint
-- Issue 26: every tender so far was published by its business's founding owner, whose member id is the
-- business's id (migration 0032); every offer was submitted by its supplier's founding owner.
UPDATE "tenders" SET "created_at" = "published_at", "created_by" = "creator_id", "published_by" = "creator_id";--> statement-breakpoint
UPDATE "tender_offers" SET "submitted_by" = "supplier_id";
