CREATE TYPE "public"."payment_terms" AS ENUM('FULL', 'PARTIAL');--> statement-breakpoint
CREATE TYPE "public"."invoice_installment" AS ENUM('FULL', 'UPFRONT', 'REMAINDER');--> statement-breakpoint
ALTER TYPE "public"."chat_reference_type" ADD VALUE 'INVOICE';--> statement-breakpoint
ALTER TYPE "public"."invoice_kind" ADD VALUE 'PRODUCT';--> statement-breakpoint
ALTER TYPE "public"."invoice_kind" ADD VALUE 'SERVICE';--> statement-breakpoint
ALTER TYPE "public"."invoice_kind" ADD VALUE 'TENDER';--> statement-breakpoint
ALTER TYPE "public"."invoice_kind" ADD VALUE 'GROUP_PURCHASE';--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_not_empty";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "cart" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_terms" "payment_terms" DEFAULT 'FULL' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "upfront_amount" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installment" "invoice_installment";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_supplier_idempotency_unique" ON "invoices" USING btree ("supplier_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_invoice_id_index" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_not_empty" CHECK ("chat_messages"."text" <> '' OR "chat_messages"."image_key" IS NOT NULL OR "chat_messages"."reference_type"::text = 'INVOICE');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_within_total" CHECK ("invoices"."paid_amount" BETWEEN 0 AND "invoices"."total");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_upfront_with_partial" CHECK (("invoices"."payment_terms" = 'PARTIAL') = ("invoices"."upfront_amount" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_upfront_within_limit" CHECK ("invoices"."upfront_amount" IS NULL OR ("invoices"."upfront_amount" > 0 AND "invoices"."upfront_amount"::bigint * 100 <= "invoices"."total"::bigint * 30));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (("payments"."cart" IS NULL) = ("payments"."invoice_id" IS NOT NULL) AND ("payments"."invoice_id" IS NULL) = ("payments"."installment" IS NULL));--> statement-breakpoint
-- Order invoices issued before this migration were paid when issued (decision 013).
UPDATE "invoices" SET "paid_amount" = "total" WHERE "kind" = 'ORDER';
