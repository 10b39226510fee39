CREATE TYPE "public"."offer_status" AS ENUM('SUBMITTED', 'ACCEPTED', 'DECLINED');--> statement-breakpoint
CREATE TYPE "public"."response_deadline_option" AS ENUM('1w', '2w', '3w', '1m');--> statement-breakpoint
CREATE TYPE "public"."tender_status" AS ENUM('OPEN', 'AWARDED', 'CLOSED');--> statement-breakpoint
CREATE TABLE "tender_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"completion_date" date NOT NULL,
	"technical_details" text NOT NULL,
	"execution_plan" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" "offer_status" DEFAULT 'SUBMITTED' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tender_offers_amount_positive" CHECK ("tender_offers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"main_activity" text NOT NULL,
	"organization_name" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"submission_deadline" timestamp with time zone NOT NULL,
	"response_deadline_option" "response_deadline_option" NOT NULL,
	"response_deadline" timestamp with time zone NOT NULL,
	"status" "tender_status" DEFAULT 'OPEN' NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "tenders_number_unique" UNIQUE("number"),
	CONSTRAINT "tenders_deadlines_in_order" CHECK ("tenders"."response_deadline" > "tenders"."submission_deadline")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_offers_one_per_supplier" ON "tender_offers" USING btree ("tender_id","supplier_id");--> statement-breakpoint
CREATE INDEX "tender_offers_supplier_id_submitted_at_index" ON "tender_offers" USING btree ("supplier_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenders_status_submission_deadline_index" ON "tenders" USING btree ("status","submission_deadline");--> statement-breakpoint
CREATE INDEX "tenders_creator_id_published_at_index" ON "tenders" USING btree ("creator_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenders_to_close_index" ON "tenders" USING btree ("response_deadline") WHERE "tenders"."status" = 'OPEN';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_offer_id_tender_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."tender_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_offer_unique" ON "invoices" USING btree ("offer_id");