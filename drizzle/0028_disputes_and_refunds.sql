CREATE TYPE "public"."dispute_decision" AS ENUM('REFUND_FULL', 'REFUND_PART', 'CLOSE');--> statement-breakpoint
CREATE TYPE "public"."dispute_event_kind" AS ENUM('OPENED', 'SUPPLIER_ANSWERED', 'SUPPLIER_ACCEPTED', 'BUYER_REPLIED', 'PHOTO_ADDED', 'DEADLINE_PASSED', 'DECIDED', 'REFUND_SUCCEEDED', 'REFUND_FAILED');--> statement-breakpoint
CREATE TYPE "public"."dispute_reason" AS ENUM('NOT_RECEIVED', 'NOT_AS_DESCRIBED', 'DAMAGED');--> statement-breakpoint
CREATE TYPE "public"."dispute_side" AS ENUM('BUYER', 'SUPPLIER', 'OPERATOR', 'PLATFORM');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('AWAITING_SUPPLIER', 'AWAITING_OPERATOR', 'REFUND_PENDING', 'REFUNDED', 'PARTLY_REFUNDED', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('PENDING', 'SUCCEEDED', 'FAILED');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'DISPUTE_STATUS';--> statement-breakpoint
CREATE TABLE "dispute_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"kind" "dispute_event_kind" NOT NULL,
	"side" "dispute_side" NOT NULL,
	"actor_id" uuid,
	"text" text,
	"decision" "dispute_decision",
	"amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"side" "dispute_side" NOT NULL,
	"uploaded_by_id" uuid NOT NULL,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" "dispute_status" DEFAULT 'AWAITING_SUPPLIER' NOT NULL,
	"reason" "dispute_reason" NOT NULL,
	"description" text NOT NULL,
	"amount_asked" integer NOT NULL,
	"order_total" integer NOT NULL,
	"supplier_deadline" timestamp with time zone NOT NULL,
	"decision" "dispute_decision",
	"decision_amount" integer,
	"decision_reason" text,
	"decided_by" "dispute_side",
	"decided_by_operator_id" uuid,
	"decided_at" timestamp with time zone,
	"refund_id" uuid,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_amount_asked" CHECK ("disputes"."amount_asked" > 0 AND "disputes"."amount_asked" <= "disputes"."order_total"),
	CONSTRAINT "disputes_refunded_amount" CHECK ("disputes"."refunded_amount" >= 0 AND "disputes"."refunded_amount" <= "disputes"."order_total")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"purpose_key" text NOT NULL,
	"status" "refund_status" DEFAULT 'PENDING' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_events_dispute_id_created_at_index" ON "dispute_events" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "dispute_photos_dispute_id_index" ON "dispute_photos" USING btree ("dispute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_per_order" ON "disputes" USING btree ("order_id") WHERE "disputes"."status" IN ('AWAITING_SUPPLIER', 'AWAITING_OPERATOR', 'REFUND_PENDING');--> statement-breakpoint
CREATE INDEX "disputes_buyer_id_index" ON "disputes" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "disputes_supplier_id_index" ON "disputes" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "disputes_status_created_at_index" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "disputes_awaiting_supplier_deadline" ON "disputes" USING btree ("supplier_deadline") WHERE "disputes"."status" = 'AWAITING_SUPPLIER';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_purpose_unique" ON "payment_refunds" USING btree ("purpose_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_id_index" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_index" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_reference_unique" ON "sandbox_refunds" USING btree ("charge_id","reference");