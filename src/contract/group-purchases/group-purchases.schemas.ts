import { z } from 'zod';
import { listingNames } from '../catalog/listing-names.js';
import { lineQuantitySchema } from '../cart/cart.schemas.js';
import { InvoiceStatusSchema } from '../invoices/invoices.schemas.js';
import { moneyAnswer } from '../money/wire-money.js';

/*
 * Group purchases by city (issue 9; spec §1, §3 Product, §4 Group purchase, §5, §9; decision 015). A
 * buyer starts a group for a product that has group purchasing on, in the buyer's own city; other buyers
 * of that city join it once each with their quantity. The group succeeds as soon as it has 5 buyers and
 * the product's minimum group quantity, before its deadline: it closes at once, the stock is reserved and
 * every member gets an invoice at the group price plus the supplier's delivery fee. At the deadline a
 * group that has not succeeded is cancelled and nobody pays.
 */

export { groupBuyersRequired, groupSavingPercentOf } from './group-terms.js';

/**
 * OPEN: taking members. COMPLETED: reached both targets; members have their invoices. CANCELLED: missed
 * the deadline, its stock could not be reserved, the product became unavailable, or every member left.
 */
export const groupPurchaseStatuses = ['OPEN', 'COMPLETED', 'CANCELLED'] as const;
export const GroupPurchaseStatusSchema = z.enum(groupPurchaseStatuses);
export type GroupPurchaseStatus = z.infer<typeof GroupPurchaseStatusSchema>;

export const groupCancelReasons = [
  'DEADLINE_MISSED',
  'OUT_OF_STOCK',
  'PRODUCT_UNAVAILABLE',
  'NO_MEMBERS',
] as const;
export const GroupCancelReasonSchema = z.enum(groupCancelReasons);
export type GroupCancelReason = z.infer<typeof GroupCancelReasonSchema>;

export const GroupPurchaseSchema = moneyAnswer(
  z.object({
    id: z.uuid(),
    product: z.object({
      id: z.uuid(),
      ...listingNames,
      imageUrl: z.string().nullable(),
      caseQuantity: z.number().int(),
      minOrderQuantity: z.number().int(),
      maxOrderQuantity: z.number().int().nullable(),
    }),
    supplier: z.object({ userId: z.uuid(), businessName: z.string() }),
    /** The city it gathers buyers of, in both languages (a listed Saudi city), or as its first member wrote it. */
    city: z.object({ ar: z.string(), en: z.string() }),
    status: GroupPurchaseStatusSchema,
    /** OPEN and before its deadline by the server's clock: members may join and leave. */
    isTakingMembers: z.boolean(),
    /** Until the deadline by the server's clock; 0 once it passed. */
    secondsLeft: z.number().int(),
    cancelReason: GroupCancelReasonSchema.nullable(),
    /** Halalas per unit before VAT, fixed when the group started; and the standard price then. */
    unitPrice: z.number().int(),
    standardPrice: z.number().int(),
    savingPercent: z.number().int(),
    /** The supplier's delivery fee each member's invoice carries (halalas before VAT). */
    deliveryFee: z.number().int(),
    buyersRequired: z.number().int(),
    minQuantity: z.number().int(),
    memberCount: z.number().int(),
    totalQuantity: z.number().int(),
    startedAt: z.iso.datetime(),
    deadline: z.iso.datetime(),
    closedAt: z.iso.datetime().nullable(),
    /** The viewer's part: its quantity when it is a member, and its invoice once the group completed. */
    myQuantity: z.number().int().nullable(),
    myInvoiceId: z.uuid().nullable(),
    /** Whether the viewer's invoice is still to pay (ACCEPTED) or paid. */
    myInvoiceStatus: InvoiceStatusSchema.nullable(),
  }),
  ['unitPrice', 'standardPrice', 'deliveryFee'],
);
export type GroupPurchase = z.infer<typeof GroupPurchaseSchema>;
export const GroupPurchaseListSchema = z.array(GroupPurchaseSchema);

/**
 * `GET /api/products/{id}/group-purchase`: the group open for this product in the buyer's city; without
 * one, the buyer's own group of this product that closed in the last week (so a member sees how it
 * ended); and the buyer's city, where a new group would gather.
 */
export const CityGroupPurchaseSchema = z.object({
  group: GroupPurchaseSchema.nullable(),
  city: z.object({ ar: z.string(), en: z.string() }),
});
export type CityGroupPurchase = z.infer<typeof CityGroupPurchaseSchema>;

/**
 * `POST /api/group-purchases`: joins the group open for the product in the buyer's city, or starts it
 * when there is none. The quantity follows the product's case rules (`quantityProblem`) and what is left
 * of its stock after the group's other members.
 */
export const JoinGroupPurchaseBodySchema = z.object({
  productId: z.uuid({ error: 'NOT_FOUND' }),
  /** A member's share is one line of its invoice (amount-limits.ts). */
  quantity: lineQuantitySchema,
});
export type JoinGroupPurchaseBody = z.input<typeof JoinGroupPurchaseBodySchema>;

/** `GET /api/buyers/me/group-purchases`: the buyer's groups, newest first; cursor in `x-next-cursor`. */
export const MyGroupPurchasesQuerySchema = z.object({
  status: GroupPurchaseStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/**
 * `GET /api/group-purchases`: the groups taking members in the buyer's city, the soonest deadline first
 * (the buyer's homepage shows those it could still join); cursor in `x-next-cursor`.
 */
export const CityGroupPurchasesQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const GroupPurchaseIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
export const ProductIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
