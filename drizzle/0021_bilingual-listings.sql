-- Issue 22, decision 027: a listing's name and description, a store's bio and closing message, and the
-- name an order item was sold under, in Arabic and in English. The current text goes to the language of
-- its script (any Arabic letter: Arabic, the rule of contract/text/two-languages.ts languageOfScript),
-- the other language stays empty (null for listings and order items, '' for store texts); nothing is
-- lost. The search vector reads the new columns: it is dropped first (with its GIN index) and rebuilt.
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "store_bio_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "store_bio_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "closing_message_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "closing_message_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" SET
  "name_ar" = CASE WHEN "name" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN "name" END,
  "name_en" = CASE WHEN "name" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN NULL ELSE "name" END,
  "description_ar" = CASE WHEN "description" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN "description" END,
  "description_en" = CASE WHEN "description" = '' OR "description" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN NULL ELSE "description" END;--> statement-breakpoint
UPDATE "services" SET
  "name_ar" = CASE WHEN "name" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN "name" END,
  "name_en" = CASE WHEN "name" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN NULL ELSE "name" END,
  "description_ar" = CASE WHEN "description" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN "description" END,
  "description_en" = CASE WHEN "description" = '' OR "description" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN NULL ELSE "description" END;--> statement-breakpoint
UPDATE "order_items" SET
  "name_ar" = CASE WHEN "name" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN "name" END,
  "name_en" = CASE WHEN "name" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN NULL ELSE "name" END;--> statement-breakpoint
UPDATE "suppliers" SET
  "store_bio_ar" = CASE WHEN "store_bio" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN "store_bio" ELSE '' END,
  "store_bio_en" = CASE WHEN "store_bio" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN '' ELSE "store_bio" END,
  "closing_message_ar" = CASE WHEN "closing_message" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN "closing_message" ELSE '' END,
  "closing_message_en" = CASE WHEN "closing_message" ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]' THEN '' ELSE "closing_message" END;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "order_items" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "suppliers" DROP COLUMN "store_bio";--> statement-breakpoint
ALTER TABLE "suppliers" DROP COLUMN "closing_message";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(search_name, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce(name_en, '') || ' ' || coalesce(name_ar, '')), 'B')
  || setweight(to_tsvector('english'::regconfig, coalesce(description_en, '') || ' ' || coalesce(description_ar, '')), 'C')
  || setweight(to_tsvector('simple'::regconfig, coalesce(search_text, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_index" ON "products" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(search_name, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce(name_en, '') || ' ' || coalesce(name_ar, '')), 'B')
  || setweight(to_tsvector('english'::regconfig, coalesce(description_en, '') || ' ' || coalesce(description_ar, '')), 'C')
  || setweight(to_tsvector('simple'::regconfig, coalesce(search_text, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "services_search_vector_index" ON "services" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_named" CHECK ("products"."name_ar" IS NOT NULL OR "products"."name_en" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_named" CHECK ("services"."name_ar" IS NOT NULL OR "services"."name_en" IS NOT NULL);