-- Issue 19: every amount the server adds up stays below 2^53 (src/contract/cart/amount-limits.ts). Lines
-- saved before the limit hold at most its 50,000 units; a line clamped off its case multiple shows the rule.
UPDATE "cart_items" SET "quantity" = 50000 WHERE "quantity" > 50000;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_within_limit" CHECK ("products"."price" <= 1000000000);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_price_within_limit" CHECK ("services"."price" <= 1000000000);
