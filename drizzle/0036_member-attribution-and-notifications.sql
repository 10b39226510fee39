-- Issue 26 (decision 035, "Attribution and notifications"). Notification switches become each member's:
-- a business's row becomes its founding owner's (the founding owner's member id is the business's id, so
-- the key keeps its value and only its meaning and foreign key change). Members without a row read the
-- defaults (all on).
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "notification_settings" RENAME COLUMN "user_id" TO "member_id";--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Notifications: one row per member they concern. Those raised before members are the founding owner's.
DROP INDEX "notifications_recipient_id_created_at_id_index";--> statement-breakpoint
DROP INDEX "notifications_unread_index";--> statement-breakpoint
DROP INDEX "notifications_event_recipient_unique";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "member_id" uuid;--> statement-breakpoint
UPDATE "notifications" SET "member_id" = "recipient_id";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_member_created_index" ON "notifications" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_member_unread_index" ON "notifications" USING btree ("member_id") WHERE NOT "notifications"."is_read";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_member_unique" ON "notifications" USING btree ("event_id","member_id");--> statement-breakpoint
-- Who did what: null on everything done before members (shown as the business).
ALTER TABLE "chat_messages" ADD COLUMN "sent_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "placed_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sent_by_member_id_members_id_fk" FOREIGN KEY ("sent_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_member_id_members_id_fk" FOREIGN KEY ("issued_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_member_id_members_id_fk" FOREIGN KEY ("placed_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_by_member_id_members_id_fk" FOREIGN KEY ("shipped_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_placed_by_member_id_members_id_fk" FOREIGN KEY ("placed_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
