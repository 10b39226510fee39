-- Issue 19: one sandbox charge per reference (our payment id), as Tap's idempotent reference gives.
CREATE UNIQUE INDEX "sandbox_charges_reference_unique" ON "sandbox_charges" USING btree ("reference");--> statement-breakpoint
-- The reconciler looks for charges made for payments that failed without one.
CREATE INDEX "payments_failed_without_charge_index" ON "payments" USING btree ("settled_at") WHERE "payments"."status" = 'FAILED' AND "payments"."charge_id" IS NULL;
