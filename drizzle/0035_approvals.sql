CREATE TYPE "public"."approval_status" AS ENUM('PENDING', 'APPROVED', 'DECLINED', 'CANCELLED', 'ORDERED');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'APPROVAL_REQUESTED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'APPROVAL_DECIDED';--> statement-breakpoint
ALTER TYPE "public"."related_entity_type" ADD VALUE 'APPROVAL_REQUEST';--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"status" "approval_status" DEFAULT 'PENDING' NOT NULL,
	"note" text,
	"basket" jsonb NOT NULL,
	"total" integer NOT NULL,
	"decided_by_id" uuid,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_one_pending_checkout";--> statement-breakpoint
-- Issue 26: a cart per person. Existing lines are the founding owner's, whose member id is the business id.
ALTER TABLE "cart_items" ADD COLUMN "member_id" uuid;--> statement-breakpoint
UPDATE "cart_items" SET "member_id" = "buyer_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_buyer_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_product_id_pk" PRIMARY KEY("member_id","product_id");--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requester_id_members_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_id_members_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_pending" ON "approval_requests" USING btree ("requester_id") WHERE "approval_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "approval_requests_business_created_index" ON "approval_requests" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_requests_requester_created_index" ON "approval_requests" USING btree ("requester_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_requests_payment_id_index" ON "approval_requests" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_buyer_id_index" ON "cart_items" USING btree ("buyer_id");--> statement-breakpoint
-- Issue 26: one checkout in flight per person's cart (the snapshot's memberId; before it, the founding owner's).
CREATE UNIQUE INDEX "payments_one_pending_checkout" ON "payments" USING btree ("buyer_id",(coalesce("cart" ->> 'memberId', "buyer_id"::text))) WHERE "payments"."status" = 'PENDING' AND "payments"."cart" IS NOT NULL;