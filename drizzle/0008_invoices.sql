CREATE TYPE "public"."invoice_kind" AS ENUM('ORDER');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED', 'PARTIALLY_PAID', 'FULLY_PAID');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"last_counter" integer DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"counter" integer NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"status" "invoice_status" NOT NULL,
	"order_id" uuid,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_total_adds_up" CHECK ("invoices"."total" = "invoices"."subtotal" + "invoices"."vat")
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_supplier_counter_unique" ON "invoices" USING btree ("supplier_id","counter");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_buyer_id_issued_at_index" ON "invoices" USING btree ("buyer_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_supplier_id_issued_at_index" ON "invoices" USING btree ("supplier_id","issued_at" DESC NULLS LAST);