CREATE TYPE "public"."chat_reference_type" AS ENUM('PRODUCT', 'SERVICE');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('NEW_MESSAGE', 'NEW_ORDER', 'ORDER_STATUS', 'NEW_REVIEW', 'NEW_INVOICE', 'INVOICE_STATUS', 'NEW_OFFER', 'BID_STATUS', 'GROUP_PURCHASE_STATUS');--> statement-breakpoint
CREATE TYPE "public"."related_entity_type" AS ENUM('CHAT', 'INVOICE', 'OFFER', 'ORDER', 'GROUP_PURCHASE');--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"image_width" integer,
	"image_height" integer,
	"reference_type" "chat_reference_type",
	"reference_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_not_empty" CHECK ("chat_messages"."text" <> '' OR "chat_messages"."image_key" IS NOT NULL),
	CONSTRAINT "chat_messages_reference_whole" CHECK (("chat_messages"."reference_type" IS NULL) = ("chat_messages"."reference_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"buyer_last_read_at" timestamp with time zone,
	"supplier_last_read_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_threads_two_businesses" CHECK ("chat_threads"."buyer_id" <> "chat_threads"."supplier_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ar" text NOT NULL,
	"sender_id" uuid,
	"sender_name" text,
	"related_entity_type" "related_entity_type",
	"related_entity_id" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_thread_id_created_at_id_index" ON "chat_messages" USING btree ("thread_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_threads_pair_unique" ON "chat_threads" USING btree (least("buyer_id", "supplier_id"),greatest("buyer_id", "supplier_id"));--> statement-breakpoint
CREATE INDEX "chat_threads_buyer_id_last_activity_at_index" ON "chat_threads" USING btree ("buyer_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_threads_supplier_id_last_activity_at_index" ON "chat_threads" USING btree ("supplier_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_id_created_at_id_index" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_index" ON "notifications" USING btree ("recipient_id") WHERE NOT "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "stream_events_user_id_id_index" ON "stream_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "stream_events_created_at_index" ON "stream_events" USING btree ("created_at");