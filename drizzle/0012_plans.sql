CREATE TYPE "public"."premium_source" AS ENUM('TRIAL', 'PAID');--> statement-breakpoint
ALTER TYPE "public"."invoice_kind" ADD VALUE 'SUBSCRIPTION';--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"premium_until" timestamp with time zone,
	"source" "premium_source",
	"is_renewing" boolean DEFAULT true NOT NULL,
	"trial_started_at" timestamp with time zone,
	"renewal_charged_for" timestamp with time zone,
	CONSTRAINT "plan_subscriptions_period" CHECK (("plan_subscriptions"."premium_until" IS NULL) = ("plan_subscriptions"."source" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pays_one_thing";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_months" integer;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_subscriptions_due_index" ON "plan_subscriptions" USING btree ("premium_until") WHERE "plan_subscriptions"."premium_until" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (num_nonnulls("payments"."cart", "payments"."invoice_id", "payments"."plan_months") = 1 AND ("payments"."invoice_id" IS NULL) = ("payments"."installment" IS NULL));