CREATE TYPE "public"."e_invoice_status" AS ENUM('AWAITING_ONBOARDING', 'QUEUED', 'CLEARED', 'REPORTED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."e_invoice_transaction" AS ENUM('STANDARD', 'SIMPLIFIED');--> statement-breakpoint
CREATE TYPE "public"."e_invoice_type" AS ENUM('INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE');--> statement-breakpoint
CREATE TYPE "public"."e_invoicing_unit_state" AS ENUM('NOT_ONBOARDED', 'ACTIVE', 'FAILED');--> statement-breakpoint
CREATE TABLE "e_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"type" "e_invoice_type" NOT NULL,
	"transaction" "e_invoice_transaction" NOT NULL,
	"status" "e_invoice_status" NOT NULL,
	"uuid" uuid NOT NULL,
	"counter" integer,
	"previous_hash" text,
	"hash" text,
	"signed_xml" text,
	"cleared_xml" text,
	"qr_code" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_invoiceId_unique" UNIQUE("invoice_id"),
	CONSTRAINT "e_invoices_signed_whole" CHECK (("e_invoices"."signed_xml" IS NULL) = ("e_invoices"."counter" IS NULL) AND ("e_invoices"."signed_xml" IS NULL) = ("e_invoices"."hash" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "e_invoicing_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"status" "e_invoicing_unit_state" DEFAULT 'NOT_ONBOARDED' NOT NULL,
	"sealed_private_key" text,
	"csr" text,
	"compliance_csid" text,
	"sealed_compliance_secret" text,
	"compliance_request_id" text,
	"production_csid" text,
	"sealed_production_secret" text,
	"production_request_id" text,
	"certificate_expires_at" timestamp with time zone,
	"last_counter" integer DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL,
	"onboarded_at" timestamp with time zone,
	"last_error" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoicing_units_sellerId_unique" UNIQUE("seller_id")
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_unit_id_e_invoicing_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."e_invoicing_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoicing_units" ADD CONSTRAINT "e_invoicing_units_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_unit_counter_unique" ON "e_invoices" USING btree ("unit_id","counter");--> statement-breakpoint
CREATE INDEX "e_invoices_unit_id_issued_at_index" ON "e_invoices" USING btree ("unit_id","issued_at" DESC NULLS LAST);
--> statement-breakpoint
-- hand-written
-- Issue 24: a signed document is immutable. Its XML, counter, hashes, UUID and QR are written once (the
-- signing statement, from NULL) and never changed or deleted afterwards, whatever the code does.
CREATE FUNCTION "e_invoices_keep_signed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."signed_xml" IS NOT NULL THEN
			RAISE EXCEPTION 'a signed e-invoice cannot be deleted' USING ERRCODE = 'integrity_constraint_violation';
		END IF;
		RETURN OLD;
	END IF;
	IF OLD."signed_xml" IS NOT NULL AND (
		NEW."signed_xml" IS DISTINCT FROM OLD."signed_xml"
		OR NEW."counter" IS DISTINCT FROM OLD."counter"
		OR NEW."previous_hash" IS DISTINCT FROM OLD."previous_hash"
		OR NEW."hash" IS DISTINCT FROM OLD."hash"
		OR NEW."uuid" IS DISTINCT FROM OLD."uuid"
		OR NEW."qr_code" IS DISTINCT FROM OLD."qr_code"
		OR NEW."unit_id" IS DISTINCT FROM OLD."unit_id"
		OR (OLD."cleared_xml" IS NOT NULL AND NEW."cleared_xml" IS DISTINCT FROM OLD."cleared_xml")
	) THEN
		RAISE EXCEPTION 'a signed e-invoice cannot be changed' USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "e_invoices_keep_signed" BEFORE UPDATE OR DELETE ON "e_invoices"
	FOR EACH ROW EXECUTE FUNCTION "e_invoices_keep_signed"();
