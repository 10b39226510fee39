-- Decision 018: a supplier without a VAT number is not VAT-registered and charges no VAT. Checkout freezes
-- the rule on each order (with the VAT number it was charged under) and each invoice says whether it is a
-- tax invoice. Rows written before the rule were all charged VAT: they keep true.
ALTER TABLE "orders" ADD COLUMN "is_vat_registered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_vat_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "is_tax_invoice" boolean DEFAULT true NOT NULL;
