import { z } from 'zod';
import { vatOf } from '../cart/cart.schemas.js';
import { moneyAnswer } from '../money/wire-money.js';
import { InvoicesQuerySchema } from '../invoices/invoices.schemas.js';
import { CheckoutBodySchema, SavedCardSchema } from '../payments/payments.schemas.js';
import { SupplierPlanSchema, supplierStatuses } from '../users/users.schemas.js';

/*
 * Supplier plans (issue 10; spec §1, §4 Supplier plan, §6, §9; decision 016). Basic is free and allows 10
 * products and 3 services; Premium costs 50 SAR a month plus VAT, invoiced by the platform, and gives
 * unlimited listings, wishlist counts and demand forecasting. Each supplier may try Premium free once for
 * 30 days. A paid month renews with the supplier's saved card unless cancelled; when a trial or a paid
 * month ends unpaid the supplier is back on Basic, and INACTIVE (hidden from buyers) while it has more
 * listings than Basic allows.
 */

// Beside the supplier's status in users.schemas.ts, which `GET /api/suppliers/me` answers too.
export { supplierPlans, SupplierPlanSchema, type SupplierPlan } from '../users/users.schemas.js';

/** Spec §9: Premium's monthly price before VAT, in halalas; and its VAT and total. */
export const premiumMonthlyPrice = 5_000;
// Tawrid is the seller of its plan fees and is VAT-registered (its number comes from config).
export const premiumMonthlyVat = vatOf(premiumMonthlyPrice, true);
export const premiumMonthlyTotal = premiumMonthlyPrice + premiumMonthlyVat;
/** Spec §9: the one free trial's length. */
export const premiumTrialDays = 30;
/** Spec §6: what Basic allows (non-deleted listings of each kind). */
export const basicPlanLimits = { PRODUCT: 10, SERVICE: 3 } as const;

/** How the current Premium period was obtained: the free trial, or a paid month. */
export const premiumSources = ['TRIAL', 'PAID'] as const;

/** Premium's monthly price: before VAT, its VAT and the total (on the wire riyals and `…Halalas`). */
const premiumPrice = moneyAnswer(
  z.object({ net: z.number().int(), vat: z.number().int(), total: z.number().int() }),
  ['net', 'vat', 'total'],
);

/** `GET /api/suppliers/me/plan`: the plan page (spec §2 "Subscription plan page with upgrade and trial"). */
export const PlanSchema = z.object({
  plan: SupplierPlanSchema,
  supplierStatus: z.enum(supplierStatuses),
  /** Premium only: the trial or a paid month, and when it ends. */
  source: z.enum(premiumSources).nullable(),
  premiumUntil: z.iso.datetime().nullable(),
  /** A paid month renews at `premiumUntil` unless the supplier cancelled. */
  isRenewing: z.boolean(),
  canStartTrial: z.boolean(),
  /** The card a renewal charges: the supplier's newest saved card. */
  renewalCard: SavedCardSchema.nullable(),
  price: premiumPrice,
  limits: z.object({ products: z.number().int(), services: z.number().int() }),
  usage: z.object({ products: z.number().int(), services: z.number().int() }),
  /** More listings than Basic allows: Basic would make the store INACTIVE. */
  isOverBasicLimits: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

/**
 * `POST /api/suppliers/me/plan/upgrade`: pays a month of Premium like a checkout (one idempotency key per
 * attempt; a saved card or a new one), and answers where the browser goes next. A new card is saved, so
 * the next month can renew with it. Upgrading during the trial or a paid month adds the month after it.
 */
export const UpgradePlanBodySchema = CheckoutBodySchema.omit({ saveCard: true });
export type UpgradePlanBody = z.input<typeof UpgradePlanBodySchema>;

/** `GET /api/suppliers/me/plan/invoices`: the platform's invoices for the supplier's months, newest first. */
export const PlanInvoicesQuerySchema = InvoicesQuerySchema.omit({ kind: true });

// The platform's invoices and the payment's answer, for the plan's endpoints (plans.endpoints.ts).
export { InvoiceIdParamsSchema, InvoiceListSchema, InvoiceSchema } from '../invoices/invoices.schemas.js';
export { CheckoutAnswerSchema } from '../payments/payments.schemas.js';
