CREATE TYPE "public"."service_availability" AS ENUM('TWENTY_FOUR_SEVEN', 'EVERYDAY', 'WEEKDAYS', 'WEEKENDS', 'APPOINTMENT');--> statement-breakpoint
CREATE TYPE "public"."supplier_plan" AS ENUM('BASIC', 'PREMIUM');--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"service_id" uuid,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_images_one_owner" CHECK (("listing_images"."product_id" IS NULL) <> ("listing_images"."service_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"avg_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"case_quantity" integer NOT NULL,
	"min_order_quantity" integer NOT NULL,
	"max_order_quantity" integer,
	"stock" integer NOT NULL,
	"is_group_purchase_enabled" boolean DEFAULT false NOT NULL,
	"group_min_quantity" integer,
	"group_deadline_days" integer,
	"group_price" integer,
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"avg_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_price_negotiable" boolean DEFAULT false NOT NULL,
	"availability" "service_availability" NOT NULL,
	CONSTRAINT "services_price_positive" CHECK ("services"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "plan" "supplier_plan" DEFAULT 'BASIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_images_product_id_position_index" ON "listing_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "listing_images_service_id_position_index" ON "listing_images" USING btree ("service_id","position");--> statement-breakpoint
CREATE INDEX "products_supplier_id_index" ON "products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_category_id_index" ON "products" USING btree ("category_id") WHERE "products"."is_published" AND "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "services_supplier_id_index" ON "services" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "services_category_id_index" ON "services" USING btree ("category_id") WHERE "services"."is_published" AND "services"."deleted_at" IS NULL;