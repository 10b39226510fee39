-- Issue 23, decision 029: the search projection. One narrow row per product and per service with what a
-- search filters, sorts and matches on (catalog.tables.ts `listingSearchColumns`), kept by PostgreSQL in the
-- transaction of every write to the listing tables: statement-level AFTER INSERT and AFTER UPDATE triggers
-- over the statement's rows (a stock change on checkout writes nothing here). Backfilled before its indexes are
-- built. `listing_search_prior` and `listing_name_vector` are the one definition of those two columns.
CREATE TABLE "product_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"avg_rating" numeric(2, 1) NOT NULL,
	"ratings_count" integer NOT NULL,
	"prior" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_visible" boolean NOT NULL,
	"name_vector" "tsvector" NOT NULL,
	"search_vector" "tsvector" NOT NULL
);--> statement-breakpoint
CREATE TABLE "service_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"avg_rating" numeric(2, 1) NOT NULL,
	"ratings_count" integer NOT NULL,
	"prior" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_visible" boolean NOT NULL,
	"name_vector" "tsvector" NOT NULL,
	"search_vector" "tsvector" NOT NULL
);--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_search" ADD CONSTRAINT "service_search_id_services_id_fk" FOREIGN KEY ("id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION listing_search_prior(avg_rating numeric, ratings_count integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT round(1000 * (((30 + avg_rating * ratings_count) / (10 + ratings_count)) - 1) / 4
                   * ln(exp(1::numeric) + ratings_count))::integer $$;--> statement-breakpoint
CREATE FUNCTION listing_name_vector(search_name text, name_en text, name_ar text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT strip(to_tsvector('simple'::regconfig, coalesce(search_name, ''))
                   || to_tsvector('english'::regconfig, coalesce(name_en, '') || ' ' || coalesce(name_ar, ''))) $$;--> statement-breakpoint
CREATE FUNCTION listing_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per statement, over its rows (`written`, and `previous` for an update): a bulk insert of 2,000 listings
  -- is one set-based upsert, not 2,000. An update writes only the rows whose copied columns changed, so a
  -- stock change on checkout writes nothing here. TG_ARGV[0]: the projection of the table that fired.
  EXECUTE format($statement$
    INSERT INTO %I (id, supplier_id, category_id, price, avg_rating, ratings_count, prior, created_at,
                    is_visible, name_vector, search_vector)
    SELECT w.id, w.supplier_id, w.category_id, w.price, w.avg_rating, w.ratings_count,
           listing_search_prior(w.avg_rating, w.ratings_count), w.created_at, w.is_published AND w.deleted_at IS NULL,
           listing_name_vector(w.search_name, w.name_en, w.name_ar), strip(w.search_vector)
    FROM written w
    WHERE %s
    ON CONFLICT (id) DO UPDATE SET supplier_id = excluded.supplier_id, category_id = excluded.category_id,
      price = excluded.price, avg_rating = excluded.avg_rating, ratings_count = excluded.ratings_count,
      prior = excluded.prior, created_at = excluded.created_at, is_visible = excluded.is_visible,
      name_vector = excluded.name_vector, search_vector = excluded.search_vector
  $statement$, TG_ARGV[0], CASE WHEN TG_OP = 'INSERT' THEN 'true' ELSE
    'EXISTS (SELECT 1 FROM previous b WHERE b.id = w.id AND (b.supplier_id, b.category_id, b.price, b.avg_rating,
       b.ratings_count, b.created_at, b.is_published, b.deleted_at, b.search_name, b.name_en, b.name_ar, b.search_vector)
       IS DISTINCT FROM (w.supplier_id, w.category_id, w.price, w.avg_rating, w.ratings_count, w.created_at,
       w.is_published, w.deleted_at, w.search_name, w.name_en, w.name_ar, w.search_vector))' END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION listing_search_sync('product_search');--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS previous NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION listing_search_sync('product_search');--> statement-breakpoint
CREATE TRIGGER "services_search_insert" AFTER INSERT ON "services" REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION listing_search_sync('service_search');--> statement-breakpoint
CREATE TRIGGER "services_search_update" AFTER UPDATE ON "services" REFERENCING OLD TABLE AS previous NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION listing_search_sync('service_search');--> statement-breakpoint
-- Nothing matches on the listing tables' own vectors any more: the projection's indexes answer every search.
DROP INDEX "products_search_vector_index";--> statement-breakpoint
DROP INDEX "services_search_vector_index";--> statement-breakpoint
INSERT INTO "product_search" (id, supplier_id, category_id, price, avg_rating, ratings_count, prior, created_at, is_visible,
                          name_vector, search_vector)
  SELECT id, supplier_id, category_id, price, avg_rating, ratings_count, listing_search_prior(avg_rating, ratings_count),
         created_at, is_published AND deleted_at IS NULL, listing_name_vector(search_name, name_en, name_ar),
         strip(search_vector)
  FROM "products";--> statement-breakpoint
INSERT INTO "service_search" (id, supplier_id, category_id, price, avg_rating, ratings_count, prior, created_at, is_visible,
                          name_vector, search_vector)
  SELECT id, supplier_id, category_id, price, avg_rating, ratings_count, listing_search_prior(avg_rating, ratings_count),
         created_at, is_published AND deleted_at IS NULL, listing_name_vector(search_name, name_en, name_ar),
         strip(search_vector)
  FROM "services";--> statement-breakpoint
CREATE INDEX "product_search_name_vector_index" ON "product_search" USING gin ("name_vector") WHERE "product_search"."is_visible";--> statement-breakpoint
CREATE INDEX "product_search_search_vector_index" ON "product_search" USING gin ("search_vector") WHERE "product_search"."is_visible";--> statement-breakpoint
-- The relevance walk reads only this index (an index-only scan): every column a page needs, and the name
-- vector its filter tests, so the rows skipped on the way cost no heap page (INCLUDE, written by hand:
-- drizzle-kit does not know it; the index keeps the name drizzle gives it).
CREATE INDEX "product_search_prior_created_at_id_index" ON "product_search" USING btree ("prior" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("supplier_id", "price", "avg_rating", "ratings_count", "name_vector") WHERE "product_search"."is_visible";--> statement-breakpoint
CREATE INDEX "product_search_created_at_id_index" ON "product_search" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "product_search"."is_visible";--> statement-breakpoint
CREATE INDEX "product_search_price_created_at_id_index" ON "product_search" USING btree ("price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "product_search"."is_visible";--> statement-breakpoint
CREATE INDEX "product_search_avg_rating_ratings_count_created_at_id_index" ON "product_search" USING btree ("avg_rating" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "product_search"."is_visible";--> statement-breakpoint
CREATE INDEX "product_search_category_id_created_at_id_index" ON "product_search" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "product_search"."is_visible";--> statement-breakpoint
CREATE INDEX "product_search_supplier_id_created_at_id_index" ON "product_search" USING btree ("supplier_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "product_search"."is_visible";--> statement-breakpoint
CREATE INDEX "service_search_name_vector_index" ON "service_search" USING gin ("name_vector") WHERE "service_search"."is_visible";--> statement-breakpoint
CREATE INDEX "service_search_search_vector_index" ON "service_search" USING gin ("search_vector") WHERE "service_search"."is_visible";--> statement-breakpoint
-- The relevance walk reads only this index (an index-only scan): every column a page needs, and the name
-- vector its filter tests, so the rows skipped on the way cost no heap page (INCLUDE, written by hand:
-- drizzle-kit does not know it; the index keeps the name drizzle gives it).
CREATE INDEX "service_search_prior_created_at_id_index" ON "service_search" USING btree ("prior" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("supplier_id", "price", "avg_rating", "ratings_count", "name_vector") WHERE "service_search"."is_visible";--> statement-breakpoint
CREATE INDEX "service_search_created_at_id_index" ON "service_search" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_search"."is_visible";--> statement-breakpoint
CREATE INDEX "service_search_price_created_at_id_index" ON "service_search" USING btree ("price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_search"."is_visible";--> statement-breakpoint
CREATE INDEX "service_search_avg_rating_ratings_count_created_at_id_index" ON "service_search" USING btree ("avg_rating" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_search"."is_visible";--> statement-breakpoint
CREATE INDEX "service_search_category_id_created_at_id_index" ON "service_search" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_search"."is_visible";--> statement-breakpoint
CREATE INDEX "service_search_supplier_id_created_at_id_index" ON "service_search" USING btree ("supplier_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_search"."is_visible";