import { z } from 'zod';
import { listingNames } from '../catalog/listing-names.js';
import { moneyAnswer } from '../money/wire-money.js';

/*
 * Issue 26: spending limits and approvals. A member whose checkout total (VAT and delivery included) is
 * above their order limit sends their cart for approval; an approver (within their own limit, never their
 * own request) approves or declines it; the requester then pays the approved basket as usual. Amounts are
 * halalas inside Tawrid, riyals plus `…Halalas` on the wire (decision 019).
 */

/** PENDING → APPROVED → ORDERED (paid); PENDING → DECLINED or CANCELLED (by the requester, or replaced). */
export const approvalStatuses = ['PENDING', 'APPROVED', 'DECLINED', 'CANCELLED', 'ORDERED'] as const;
export const ApprovalStatusSchema = z.enum(approvalStatuses);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

/** Longest note or decline reason, in characters. */
export const maxApprovalTextLength = 500;

/** `POST /api/buyers/me/approval-requests`: the person's cart, priced now, with an optional note. */
export const CreateApprovalRequestBodySchema = z.object({
  note: z.string().trim().max(maxApprovalTextLength, { error: 'TEXT_TOO_LONG' }).optional(),
});
export type CreateApprovalRequestBody = z.infer<typeof CreateApprovalRequestBodySchema>;

/** `POST …/:id/decline`: the reason the requester reads. */
export const DeclineApprovalRequestBodySchema = z.object({
  reason: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(maxApprovalTextLength, { error: 'TEXT_TOO_LONG' }),
});
export type DeclineApprovalRequestBody = z.infer<typeof DeclineApprovalRequestBodySchema>;

export const ApprovalRequestParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** Most requests one page answers. */
export const maxApprovalRequestsPage = 50;

/**
 * `GET /api/buyers/me/approval-requests`: newest first. Approvers and owners see the business's requests,
 * anyone else their own; `status` and `mine` filter. The next page's cursor comes in `x-next-cursor`.
 */
export const ApprovalRequestsQuerySchema = z.object({
  status: ApprovalStatusSchema.optional(),
  /** Only the caller's own requests, also for an approver (the cart shows the person's latest). */
  mine: z.stringbool().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(maxApprovalRequestsPage).default(20),
});
export type ApprovalRequestsQuery = z.input<typeof ApprovalRequestsQuerySchema>;

/** One line of a basket: the product, the price per unit before VAT, how many, the line and its VAT. */
export const ApprovalLineSchema = moneyAnswer(
  z.object({
    productId: z.uuid(),
    ...listingNames,
    unitPrice: z.number().int(),
    quantity: z.number().int(),
    lineTotal: z.number().int(),
    vat: z.number().int(),
  }),
  ['unitPrice', 'lineTotal', 'vat'],
);
export type ApprovalLine = z.infer<typeof ApprovalLineSchema>;

/** One supplier's part: its lines, the delivery fee, the VAT (lines and delivery) and what it comes to. */
export const ApprovalGroupSchema = moneyAnswer(
  z.object({
    supplier: z.object({ userId: z.uuid(), businessName: z.string() }),
    lines: z.array(ApprovalLineSchema),
    productsTotal: z.number().int(),
    deliveryFee: z.number().int(),
    vat: z.number().int(),
    total: z.number().int(),
  }),
  ['productsTotal', 'deliveryFee', 'vat', 'total'],
);

/** A basket as requested (frozen) or as priced now. */
export const ApprovalBasketSchema = moneyAnswer(
  z.object({
    groups: z.array(ApprovalGroupSchema),
    productsTotal: z.number().int(),
    deliveryFees: z.number().int(),
    vat: z.number().int(),
    total: z.number().int(),
  }),
  ['productsTotal', 'deliveryFees', 'vat', 'total'],
);
export type ApprovalBasket = z.infer<typeof ApprovalBasketSchema>;

/**
 * What changed since the request, per product: PRICE_UP/PRICE_DOWN (the unit price), OUT_OF_STOCK or
 * QUANTITY_PROBLEM (the quantity no longer passes the rule), UNAVAILABLE (buyers can no longer see it);
 * TOTAL_UP (no product: the whole basket costs more, e.g. a delivery fee went up). Every kind but
 * PRICE_DOWN stops an approval (APPROVAL_BASKET_CHANGED).
 */
export const approvalChangeKinds = [
  'PRICE_UP',
  'PRICE_DOWN',
  'OUT_OF_STOCK',
  'QUANTITY_PROBLEM',
  'UNAVAILABLE',
  'TOTAL_UP',
] as const;
export type ApprovalChangeKind = (typeof approvalChangeKinds)[number];
export const ApprovalChangeSchema = moneyAnswer(
  z.object({
    kind: z.enum(approvalChangeKinds),
    productId: z.uuid().nullable(),
    ...listingNames,
    /** Per unit (a product's change) or the basket's total (TOTAL_UP), before and now. */
    requestedAmount: z.number().int().nullable(),
    currentAmount: z.number().int().nullable(),
  }),
  ['requestedAmount', 'currentAmount'],
);
export type ApprovalChange = z.infer<typeof ApprovalChangeSchema>;

const MemberRefSchema = z.object({ memberId: z.uuid(), name: z.string() });

const summaryShape = {
  id: z.uuid(),
  status: ApprovalStatusSchema,
  requester: MemberRefSchema,
  note: z.string().nullable(),
  /** The basket's total as requested, VAT and delivery included. */
  total: z.number().int(),
  supplierCount: z.number().int(),
  lineCount: z.number().int(),
  createdAt: z.iso.datetime(),
  decidedBy: MemberRefSchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
};

/** A request as lists show it. */
export const ApprovalRequestSummarySchema = moneyAnswer(z.object(summaryShape), ['total']);
export type ApprovalRequestSummary = z.infer<typeof ApprovalRequestSummarySchema>;
export const ApprovalRequestListSchema = z.array(ApprovalRequestSummarySchema);

/** `GET …/:id`: the basket as requested and as priced now, with what changed, and what the caller may do. */
export const ApprovalRequestSchema = moneyAnswer(
  z.object({
    ...summaryShape,
    basket: ApprovalBasketSchema,
    /** Priced now while PENDING or APPROVED; null once closed, or when nothing of it can be priced. */
    current: ApprovalBasketSchema.nullable(),
    changes: z.array(ApprovalChangeSchema),
    /** The caller may approve or decline it now (an approver, not the requester, within their limit). */
    canDecide: z.boolean(),
    /** The caller may cancel it (the requester, while PENDING). */
    canCancel: z.boolean(),
  }),
  ['total'],
);
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

/** `GET …/pending-count`: the approvals nav badge. */
export const PendingApprovalCountSchema = z.object({ count: z.number().int().min(0) });
export type PendingApprovalCount = z.infer<typeof PendingApprovalCountSchema>;
