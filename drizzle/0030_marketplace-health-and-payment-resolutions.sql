CREATE TABLE "payment_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"note" text NOT NULL,
	"resolved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_resolutions" ADD CONSTRAINT "payment_resolutions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_resolutions" ADD CONSTRAINT "payment_resolutions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_resolutions_payment_id_resolved_at_index" ON "payment_resolutions" USING btree ("payment_id","resolved_at");--> statement-breakpoint
CREATE INDEX "orders_placed_index" ON "orders" USING btree ("created_at","status","is_paid","total_price","buyer_id","supplier_id");--> statement-breakpoint
CREATE INDEX "payments_created_index" ON "payments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_created_index" ON "users" USING btree ("created_at","city");--> statement-breakpoint
-- Finance's resolutions are a record, like the audit log: never changed or removed.
CREATE FUNCTION "payment_resolutions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'payment_resolutions is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_resolutions_append_only" BEFORE UPDATE OR DELETE ON "payment_resolutions"
	FOR EACH ROW EXECUTE FUNCTION "payment_resolutions_append_only"();
