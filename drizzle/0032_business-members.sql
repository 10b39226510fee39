CREATE TYPE "public"."member_role" AS ENUM('OWNER', 'REQUESTER', 'APPROVER', 'FINANCE', 'VIEWER', 'CATALOGUE_MANAGER', 'ORDER_HANDLER');--> statement-breakpoint
CREATE TYPE "public"."member_status" AS ENUM('ACTIVE', 'SUSPENDED', 'REMOVED');--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"roles" "member_role"[] NOT NULL,
	"status" "member_status" DEFAULT 'ACTIVE' NOT NULL,
	"active_role" "user_role" DEFAULT 'BUYER' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"order_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Issue 26: every account becomes its business's owner. The owner's member id is the business's id, and
-- the person's email, password, name, side in use, verification and language move with them, so every
-- session and emailed token goes on working. Nothing is lost: each column is copied before it goes.
INSERT INTO "members" ("id", "business_id", "email", "password_hash", "name", "roles", "status", "active_role", "is_email_verified", "language", "created_at", "updated_at")
SELECT "id", "id", "email", "password_hash", "name", ARRAY['OWNER']::"member_role"[], 'ACTIVE', "role", "is_email_verified", "language", "created_at", "updated_at"
FROM "users";--> statement-breakpoint
DROP INDEX "auth_tokens_user_id_purpose_index";--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "member_id" uuid;--> statement-breakpoint
UPDATE "auth_tokens" SET "member_id" = "user_id";--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "member_id" uuid;--> statement-breakpoint
UPDATE "sessions" SET "member_id" = "user_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower_unique" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_business_index" ON "members" USING btree ("business_id");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_member_id_purpose_index" ON "auth_tokens" USING btree ("member_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_member_id_index" ON "sessions" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";
