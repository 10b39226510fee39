import { z } from 'zod';
import { listingNames } from '../catalog/listing-names.js';
import { moneyAnswer } from '../money/wire-money.js';
import { maxLineQuantity, maxUnitPrice } from './amount-limits.js';
import { maxCartLines } from './cart-limits.js';
import { quantityProblems } from './quantity-rules.js';

/*
 * The cart (issue 6; decision 011). Prices are listing prices before VAT, in halalas; VAT is 15% of each
 * line and of each delivery fee, rounded half up per line (saudi.md, conventions §6). Each supplier's flat
 * delivery fee is charged once per order (spec §9: not shown; set in supplier settings). On the wire every
 * amount of an answer is riyals plus `…Halalas` (decision 019).
 */
export { isVatRegisteredWith, vatOf, vatRatePercent } from '../money/vat.js';
export {
  quantityProblem,
  quantityProblems,
  type OrderQuantityRules,
  type QuantityProblem,
} from './quantity-rules.js';

/** A price per unit in integer halalas, above zero, at most `maxUnitPrice`. */
export const unitPriceSchema = z
  .number({ error: 'AMOUNT_INVALID' })
  .int({ error: 'AMOUNT_INVALID' })
  .positive({ error: 'AMOUNT_INVALID' })
  .max(maxUnitPrice, { error: 'AMOUNT_INVALID' });

/** A whole number of units, above zero, at most `maxLineQuantity` (QUANTITY_TOO_LARGE past it). */
export const lineQuantitySchema = z
  .number({ error: 'FIELD_REQUIRED' })
  .int({ error: 'AMOUNT_INVALID' })
  .positive({ error: 'AMOUNT_INVALID' })
  .max(maxLineQuantity, { error: 'QUANTITY_TOO_LARGE' });

/** Most units a cart line holds (amount-limits.ts: every cart total stays exact). */
const quantity = lineQuantitySchema;

/** `POST /api/buyers/me/cart/items`: adds to the quantity when the product is already there. */
export const AddCartItemBodySchema = z.object({ productId: z.uuid({ error: 'NOT_FOUND' }), quantity });
export type AddCartItemBody = z.infer<typeof AddCartItemBodySchema>;
/** `PATCH /api/buyers/me/cart/items/{productId}`: sets the quantity. */
export const UpdateCartItemBodySchema = z.object({ quantity });
export const CartProductParamsSchema = z.object({ productId: z.uuid({ error: 'NOT_FOUND' }) });
export const CartSupplierParamsSchema = z.object({ supplierId: z.uuid({ error: 'NOT_FOUND' }) });

/**
 * Most one checkout pays, in halalas: SAR 10,000,000, an invoice's most (maxInvoiceTotal). Amounts are
 * PostgreSQL integers; a bigger cart answered 500 at checkout (found by the security tests, issue 11).
 */
export const maxCheckoutTotal = 10_000_000_00;

export { maxCartLines, maxLineQuantity, maxUnitPrice };
/**
 * A guest's cart as the browser keeps it: `POST /api/cart/quote` prices it for the guest, and
 * `POST /api/buyers/me/cart/merge` adds it to the buyer's cart at login.
 */
export const GuestCartBodySchema = z.object({
  items: z
    .array(z.object({ productId: z.uuid(), quantity }))
    .max(maxCartLines)
    // A product listed twice is one line of the summed quantity, which the line limit bounds too.
    .superRefine((items, context) => {
      const summed = new Map<string, number>();
      items.forEach(({ productId, quantity: units }, index) => {
        const total = (summed.get(productId) ?? 0) + units;
        summed.set(productId, total);
        if (total > maxLineQuantity) {
          context.addIssue({ code: 'custom', path: [index, 'quantity'], message: 'QUANTITY_TOO_LARGE' });
        }
      });
    }),
});
export type GuestCartBody = z.infer<typeof GuestCartBodySchema>;

export const CartLineSchema = moneyAnswer(
  z.object({
    productId: z.uuid(),
    ...listingNames,
    imageUrl: z.string().nullable(),
    /** The catalog's price now, per unit, before VAT. */
    unitPrice: z.number().int(),
    quantity: z.number().int(),
    lineTotal: z.number().int(),
    caseQuantity: z.number().int(),
    minOrderQuantity: z.number().int(),
    maxOrderQuantity: z.number().int().nullable(),
    /** What the quantity breaks, now: OUT_OF_STOCK marks the line (spec §2), others ask for a fix. */
    problem: z.enum(quantityProblems).nullable(),
    /** False when buyers can no longer see the product (unpublished, deleted, store closed). */
    isAvailable: z.boolean(),
  }),
  ['unitPrice', 'lineTotal'],
);
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSupplierGroupSchema = moneyAnswer(
  z.object({
    supplier: z.object({ userId: z.uuid(), businessName: z.string() }),
    lines: z.array(CartLineSchema),
    productsTotal: z.number().int(),
    deliveryFee: z.number().int(),
    /** Decision 018: false when the supplier has no VAT number; its lines and delivery then carry no VAT. */
    isVatRegistered: z.boolean(),
    /** This supplier's part of the cart's VAT (0 when not VAT-registered). */
    vat: z.number().int(),
  }),
  ['productsTotal', 'deliveryFee', 'vat'],
);

/** `GET /api/buyers/me/cart` and the quote: lines grouped by supplier, and the totals (spec §2 Cart). */
export const CartSchema = moneyAnswer(
  z.object({
    groups: z.array(CartSupplierGroupSchema),
    supplierCount: z.number().int(),
    productsTotal: z.number().int(),
    deliveryFees: z.number().int(),
    vat: z.number().int(),
    total: z.number().int(),
    /** Checkout is refused until lines with a problem or no longer available are fixed or removed. */
    canCheckOut: z.boolean(),
    /**
     * Issue 26, a member's own cart only (absent from a guest's quote): the most this person may pay
     * without an approval (null: no limit), and whether this cart's total is above it (checkout then asks
     * for an approved request of this basket: APPROVAL_REQUIRED otherwise).
     */
    orderLimit: z.number().int().nullable().optional(),
    isAboveOrderLimit: z.boolean().optional(),
  }),
  ['productsTotal', 'deliveryFees', 'vat', 'total', 'orderLimit'],
);
export type Cart = z.infer<typeof CartSchema>;
