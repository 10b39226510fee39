CREATE TYPE "public"."report_reason" AS ENUM('FRAUD', 'COUNTERFEIT', 'PROHIBITED', 'MISLEADING', 'OFFENSIVE', 'SPAM', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('OPEN', 'TAKEN_DOWN', 'DISMISSED');--> statement-breakpoint
CREATE TYPE "public"."report_subject_type" AS ENUM('PRODUCT', 'SERVICE', 'REVIEW', 'MESSAGE', 'BUSINESS');--> statement-breakpoint
CREATE TYPE "public"."supplier_verification" AS ENUM('PENDING', 'APPROVED', 'INFO_REQUESTED');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'TRUST_AND_SAFETY';--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"subject_type" "report_subject_type" NOT NULL,
	"subject_id" uuid NOT NULL,
	"reason" "report_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" "report_status" DEFAULT 'OPEN' NOT NULL,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "verification" "supplier_verification" DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "verification_question" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "verification_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registry_answer" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registry_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_per_reporter_unique" ON "reports" USING btree ("reporter_id","subject_type","subject_id") WHERE "reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "reports_subject_type_subject_id_index" ON "reports" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "reports_status_subject_type_created_at_index" ON "reports" USING btree ("status","subject_type","created_at");--> statement-breakpoint
-- Decision 032: suppliers that existed before verification traded already; they start APPROVED, and the
-- queue begins with the suppliers created from now on.
UPDATE "suppliers" SET "verification" = 'APPROVED';--> statement-breakpoint
-- Issue 25: the search projection copies visibility, and a listing taken down by an operator is not visible
-- (decision 029's function, with `taken_down_at` among the copied columns).
CREATE OR REPLACE FUNCTION listing_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($statement$
    INSERT INTO %I (id, supplier_id, category_id, price, avg_rating, ratings_count, prior, created_at,
                    is_visible, name_vector, search_vector)
    SELECT w.id, w.supplier_id, w.category_id, w.price, w.avg_rating, w.ratings_count,
           listing_search_prior(w.avg_rating, w.ratings_count), w.created_at,
           w.is_published AND w.deleted_at IS NULL AND w.taken_down_at IS NULL,
           listing_name_vector(w.search_name, w.name_en, w.name_ar), strip(w.search_vector)
    FROM written w
    WHERE %s
    ON CONFLICT (id) DO UPDATE SET supplier_id = excluded.supplier_id, category_id = excluded.category_id,
      price = excluded.price, avg_rating = excluded.avg_rating, ratings_count = excluded.ratings_count,
      prior = excluded.prior, created_at = excluded.created_at, is_visible = excluded.is_visible,
      name_vector = excluded.name_vector, search_vector = excluded.search_vector
  $statement$, TG_ARGV[0], CASE WHEN TG_OP = 'INSERT' THEN 'true' ELSE
    'EXISTS (SELECT 1 FROM previous b WHERE b.id = w.id AND (b.supplier_id, b.category_id, b.price, b.avg_rating,
       b.ratings_count, b.created_at, b.is_published, b.deleted_at, b.taken_down_at, b.search_name, b.name_en,
       b.name_ar, b.search_vector)
       IS DISTINCT FROM (w.supplier_id, w.category_id, w.price, w.avg_rating, w.ratings_count, w.created_at,
       w.is_published, w.deleted_at, w.taken_down_at, w.search_name, w.name_en, w.name_ar, w.search_vector))' END);
  RETURN NULL;
END
$$;
