CREATE TYPE "public"."credit_reason" AS ENUM('ORDER_CANCELLED', 'INVOICE_REJECTED', 'GROUP_PURCHASE_CANCELLED', 'REFUND');--> statement-breakpoint
CREATE TYPE "public"."invoice_document_type" AS ENUM('INVOICE', 'CREDIT_NOTE');--> statement-breakpoint
DROP INDEX "invoices_order_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document_type" "invoice_document_type" DEFAULT 'INVOICE' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "original_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_reason" "credit_reason";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_note" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_original_invoice_id_invoices_id_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_once_unique" ON "invoices" USING btree ("original_invoice_id","credit_reason") WHERE "invoices"."credit_reason" <> 'REFUND';--> statement-breakpoint
CREATE INDEX "invoices_original_invoice_id_index" ON "invoices" USING btree ("original_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."document_type" = 'INVOICE';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_references_original" CHECK (("invoices"."document_type" = 'CREDIT_NOTE') = ("invoices"."original_invoice_id" IS NOT NULL) AND ("invoices"."document_type" = 'CREDIT_NOTE') = ("invoices"."credit_reason" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_positive" CHECK ("invoices"."document_type" = 'INVOICE' OR "invoices"."total" > 0);