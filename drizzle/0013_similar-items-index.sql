-- "Find alternatives" walks visible listings of a category nearest in name, then in price (KNN on GiST):
-- uuid and integer in a GiST index need btree_gist, in PostgreSQL's contrib like pg_trgm (0001).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "products_search_name_index";--> statement-breakpoint
DROP INDEX "services_search_name_index";--> statement-breakpoint
CREATE INDEX "products_category_id_search_name_price_index" ON "products" USING gist ("category_id","search_name" gist_trgm_ops,"price") WHERE "products"."is_published" AND "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "services_category_id_search_name_price_index" ON "services" USING gist ("category_id","search_name" gist_trgm_ops,"price") WHERE "services"."is_published" AND "services"."deleted_at" IS NULL;