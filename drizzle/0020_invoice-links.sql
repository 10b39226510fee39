-- Issue 21, decision 026: foreign keys point down the modules' order. Tenders and group purchases record
-- the invoices they had issued (the offer's, each member's) instead of invoices naming them; a payment
-- names the installment it pays by key, without a foreign key up to invoices. The links are copied first.
ALTER TABLE "group_purchase_members" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
UPDATE "tender_offers" SET "invoice_id" = "invoices"."id" FROM "invoices" WHERE "invoices"."offer_id" = "tender_offers"."id";--> statement-breakpoint
UPDATE "group_purchase_members" SET "invoice_id" = "invoices"."id" FROM "invoices"
  WHERE "invoices"."group_purchase_id" = "group_purchase_members"."group_purchase_id"
    AND "invoices"."buyer_id" = "group_purchase_members"."buyer_id";--> statement-breakpoint
ALTER TABLE "group_purchase_members" ADD CONSTRAINT "group_purchase_members_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_purchase_members_invoice_unique" ON "group_purchase_members" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_offers_invoice_unique" ON "tender_offers" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_invoice_id_invoices_id_fk";--> statement-breakpoint
DROP INDEX "invoices_offer_unique";--> statement-breakpoint
DROP INDEX "invoices_group_member_unique";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "offer_id";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "group_purchase_id";
