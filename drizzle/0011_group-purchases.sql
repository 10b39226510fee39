CREATE TYPE "public"."group_cancel_reason" AS ENUM('DEADLINE_MISSED', 'OUT_OF_STOCK', 'PRODUCT_UNAVAILABLE', 'NO_MEMBERS');--> statement-breakpoint
CREATE TYPE "public"."group_purchase_status" AS ENUM('OPEN', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "group_purchase_members" (
	"group_purchase_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_purchase_members_group_purchase_id_buyer_id_pk" PRIMARY KEY("group_purchase_id","buyer_id"),
	CONSTRAINT "group_purchase_members_quantity_positive" CHECK ("group_purchase_members"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "group_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"status" "group_purchase_status" DEFAULT 'OPEN' NOT NULL,
	"cancel_reason" "group_cancel_reason",
	"unit_price" integer NOT NULL,
	"standard_price" integer NOT NULL,
	"buyers_required" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"total_quantity" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "group_purchases_group_price_below" CHECK ("group_purchases"."unit_price" < "group_purchases"."standard_price"),
	CONSTRAINT "group_purchases_counts" CHECK ("group_purchases"."member_count" >= 0 AND "group_purchases"."total_quantity" >= 0),
	CONSTRAINT "group_purchases_cancel_reason" CHECK (("group_purchases"."status" = 'CANCELLED') = ("group_purchases"."cancel_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "group_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "group_purchase_members" ADD CONSTRAINT "group_purchase_members_group_purchase_id_group_purchases_id_fk" FOREIGN KEY ("group_purchase_id") REFERENCES "public"."group_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchase_members" ADD CONSTRAINT "group_purchase_members_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD CONSTRAINT "group_purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD CONSTRAINT "group_purchases_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_purchase_members_buyer_id_joined_at_index" ON "group_purchase_members" USING btree ("buyer_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "group_purchases_one_open_per_city" ON "group_purchases" USING btree ("product_id","city_key") WHERE "group_purchases"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "group_purchases_to_close_index" ON "group_purchases" USING btree ("deadline") WHERE "group_purchases"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "group_purchases_supplier_id_started_at_index" ON "group_purchases" USING btree ("supplier_id","started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_group_purchase_id_group_purchases_id_fk" FOREIGN KEY ("group_purchase_id") REFERENCES "public"."group_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_group_member_unique" ON "invoices" USING btree ("group_purchase_id","buyer_id");