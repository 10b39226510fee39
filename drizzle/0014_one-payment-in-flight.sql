CREATE UNIQUE INDEX "payments_one_pending_checkout" ON "payments" USING btree ("buyer_id") WHERE "payments"."status" = 'PENDING' AND "payments"."cart" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_installment" ON "payments" USING btree ("invoice_id","installment") WHERE "payments"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_plan" ON "payments" USING btree ("buyer_id") WHERE "payments"."status" = 'PENDING' AND "payments"."plan_months" IS NOT NULL;
