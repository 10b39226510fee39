import { z } from 'zod';
import { listingNames } from '../catalog/listing-names.js';
import { moneyAnswer } from '../money/wire-money.js';
import { MemberRefSchema } from '../team/member-ref.js';

/*
 * Orders (spec §3 Order, §4: shipped, then completed when the buyer confirms receipt; issue 6). One order
 * per supplier per checkout. Money in halalas: each line's total, the delivery fee, VAT (15% per line and
 * on the fee, half up) and the total; on the wire riyals plus `…Halalas` (decision 019).
 */
export const orderStatuses = ['PENDING', 'PROCESSING', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const;
export const OrderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const OrderItemSchema = moneyAnswer(
  z.object({
    productId: z.uuid(),
    imageUrl: z.string().nullable(),
    /** The names the item was sold under, in both languages. */
    ...listingNames,
    unitPrice: z.number().int(),
    quantity: z.number().int(),
    total: z.number().int(),
    /** The buyer's review of this item, once written. */
    review: z.object({ rating: z.number().int(), text: z.string() }).nullable(),
  }),
  ['unitPrice', 'total'],
);

/** An order as Tawrid keeps it (halalas): answers that show part of an order pick from it. */
export const orderInHalalas = z.object({
  id: z.uuid(),
  /** Human reference, e.g. `TW-2026-000123`. */
  number: z.string(),
  orderDate: z.iso.datetime(),
  status: OrderStatusSchema,
  isPaid: z.boolean(),
  supplier: z.object({ userId: z.uuid(), businessName: z.string() }),
  buyer: z.object({ userId: z.uuid(), businessName: z.string(), city: z.string() }),
  items: z.array(OrderItemSchema),
  productsTotal: z.number().int(),
  deliveryFee: z.number().int(),
  /** Decision 018: false when the supplier was not VAT-registered at checkout (VAT 0, a plain invoice). */
  isVatRegistered: z.boolean(),
  vat: z.number().int(),
  totalPrice: z.number().int(),
  shippedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  /** Issue 26: the buyer's member who placed it; null before members (shown as the buyer business). */
  placedBy: MemberRefSchema.nullable(),
  /** Issue 26: the supplier's member who shipped it; null until shipped, and before members. */
  shippedBy: MemberRefSchema.nullable(),
  /** The buyer's review of the supplier for this order, once written (spec §4: only after completion). */
  review: z.object({ rating: z.number().int(), text: z.string() }).nullable(),
});
export const OrderSchema = moneyAnswer(orderInHalalas, ['productsTotal', 'deliveryFee', 'vat', 'totalPrice']);
export type Order = z.infer<typeof OrderSchema>;
/** A page of orders (the next page's cursor comes in `x-next-cursor`). */
export const OrderListSchema = z.array(OrderSchema);

/** `GET /api/buyers/me/orders` and `GET /api/suppliers/me/orders`: newest first, by status tab. */
export const OrdersQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const OrderIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/**
 * Status changes. The supplier: PENDING → PROCESSING → SHIPPED, or cancels before shipping. The buyer:
 * SHIPPED → COMPLETED (confirm delivery). Anything else is ORDER_TRANSITION_NOT_ALLOWED.
 */
export const supplierOrderActions = ['PROCESS', 'SHIP', 'CANCEL'] as const;
export const SupplierOrderActionBodySchema = z.object({ action: z.enum(supplierOrderActions) });
