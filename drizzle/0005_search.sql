-- Arabic-aware search (listings.tables.ts, search-text.ts). No backfill here: the normalization lives in
-- TypeScript, so rows from before this migration keep NULL search columns until the first text search of
-- a process computes them (listings.service.ts, fillSearchColumns); a second copy in SQL could drift.
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(search_name, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, name), 'B')
  || setweight(to_tsvector('english'::regconfig, description), 'C')
  || setweight(to_tsvector('simple'::regconfig, coalesce(search_text, '')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_name" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(search_name, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, name), 'B')
  || setweight(to_tsvector('english'::regconfig, description), 'C')
  || setweight(to_tsvector('simple'::regconfig, coalesce(search_text, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_term_index" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_index" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_name_index" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_search_vector_index" ON "services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "services_search_name_index" ON "services" USING gin ("search_name" gin_trgm_ops);