import { z } from 'zod';
import { moneyAnswer, moneyInput } from '../money/wire-money.js';
import { OrderSchema } from '../orders/orders.schemas.js';
import { PaymentMoneySchema } from '../payments/payments.schemas.js';

/*
 * Disputes (issue 25, decision 033). A buyer disputes one of its card-paid orders from shipping until 14
 * days after delivery; the supplier answers within 3 days (or accepts the refund asked); an operator
 * decides: refund in full, in part, or close. Refunds go through the payments module's ledger. Money in
 * halalas inside, riyals plus `…Halalas` on the wire (decision 019).
 */

export const disputeReasons = ['NOT_RECEIVED', 'NOT_AS_DESCRIBED', 'DAMAGED'] as const;
export const DisputeReasonSchema = z.enum(disputeReasons);
export type DisputeReason = z.infer<typeof DisputeReasonSchema>;

/**
 * AWAITING_SUPPLIER until the supplier answers or its deadline passes; AWAITING_OPERATOR then;
 * REFUND_PENDING while the decided refund is with the provider; REFUNDED, PARTLY_REFUNDED or CLOSED at
 * the end. A refund the provider refuses sends the dispute back to AWAITING_OPERATOR.
 */
export const disputeStatuses = [
  'AWAITING_SUPPLIER',
  'AWAITING_OPERATOR',
  'REFUND_PENDING',
  'REFUNDED',
  'PARTLY_REFUNDED',
  'CLOSED',
] as const;
export const DisputeStatusSchema = z.enum(disputeStatuses);
export type DisputeStatus = z.infer<typeof DisputeStatusSchema>;
/** The statuses in which the dispute still takes words, photos and a decision. */
export const openDisputeStatuses = [
  'AWAITING_SUPPLIER',
  'AWAITING_OPERATOR',
] as const satisfies DisputeStatus[];

export const disputeDecisions = ['REFUND_FULL', 'REFUND_PART', 'CLOSE'] as const;
export const DisputeDecisionSchema = z.enum(disputeDecisions);
export type DisputeDecision = z.infer<typeof DisputeDecisionSchema>;

/** Who did something on the dispute (PLATFORM: the deadline job, the provider's answer). */
export const disputeSides = ['BUYER', 'SUPPLIER', 'OPERATOR', 'PLATFORM'] as const;
export type DisputeSide = (typeof disputeSides)[number];

export const disputeEventKinds = [
  'OPENED',
  'SUPPLIER_ANSWERED',
  'SUPPLIER_ACCEPTED',
  'BUYER_REPLIED',
  'PHOTO_ADDED',
  'DEADLINE_PASSED',
  'DECIDED',
  'REFUND_SUCCEEDED',
  'REFUND_FAILED',
] as const;
export type DisputeEventKind = (typeof disputeEventKinds)[number];

/** Rules the screens show and the server enforces. */
export const disputeRules = {
  /** Days after delivery a dispute may be opened. */
  windowDays: 14,
  /** A SHIPPED order the buyer has not confirmed counts as delivered this many days after shipping. */
  deliveredAfterShippingDays: 7,
  /** Days the supplier has to answer. */
  supplierAnswerDays: 3,
  maxDescriptionLength: 2000,
  maxPhotosPerSide: 5,
  maxReasonLength: 1000,
} as const;

const text = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'TEXT_TOO_LONG' });
const halalas = z.number().int({ error: 'AMOUNT_INVALID' }).positive({ error: 'AMOUNT_INVALID' });

/** `POST /api/buyers/me/orders/{id}/disputes`: the amount asked defaults to the order's total. */
export const OpenDisputeBodySchema = moneyInput(
  z.object({
    reason: DisputeReasonSchema,
    description: text(disputeRules.maxDescriptionLength),
    amount: halalas.optional(),
  }),
  ['amount'],
);
export type OpenDisputeBody = z.input<typeof OpenDisputeBodySchema>;

/** The supplier's answer or the buyer's reply. */
export const DisputeMessageBodySchema = z.object({ text: text(disputeRules.maxDescriptionLength) });
export type DisputeMessageBody = z.input<typeof DisputeMessageBodySchema>;

/**
 * `POST /api/operator/disputes/{id}/decisions`: REFUND_PART names its amount (at most what is still
 * refundable); the reason is shown to both businesses as written.
 */
export const DisputeDecisionBodySchema = moneyInput(
  z
    .object({
      decision: DisputeDecisionSchema,
      amount: halalas.optional(),
      reason: text(disputeRules.maxReasonLength),
    })
    .refine((body) => body.decision !== 'REFUND_PART' || body.amount !== undefined, {
      error: 'AMOUNT_INVALID',
      path: ['amount'],
    }),
  ['amount'],
);
export type DisputeDecisionBody = z.input<typeof DisputeDecisionBodySchema>;

export const DisputeIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
export const DisputePhotoParamsSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  photoId: z.uuid({ error: 'NOT_FOUND' }),
});

export const DisputePhotoSchema = z.object({
  id: z.uuid(),
  side: z.enum(disputeSides),
  /** Where the caller reads it (its own disputes endpoint: never a public address). */
  url: z.string(),
  createdAt: z.iso.datetime(),
});

export const DisputeEventSchema = moneyAnswer(
  z.object({
    id: z.uuid(),
    kind: z.enum(disputeEventKinds),
    side: z.enum(disputeSides),
    /** What was written (a description, an answer, an operator's reason), as written. */
    text: z.string().nullable(),
    decision: DisputeDecisionSchema.nullable(),
    amount: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
  }),
  ['amount'],
);
export type DisputeEvent = z.infer<typeof DisputeEventSchema>;

const party = z.object({ userId: z.uuid(), businessName: z.string() });

export const DisputeSchema = moneyAnswer(
  z.object({
    id: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    buyer: party,
    supplier: party,
    status: DisputeStatusSchema,
    reason: DisputeReasonSchema,
    description: z.string(),
    amountAsked: z.number().int(),
    orderTotal: z.number().int(),
    /** What a refund may still give back on this order (0 once decided). */
    refundableAmount: z.number().int(),
    /** What the decision refunded (0 until the provider confirmed it). */
    refundedAmount: z.number().int(),
    supplierDeadline: z.iso.datetime(),
    decision: DisputeDecisionSchema.nullable(),
    decisionReason: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    photos: z.array(DisputePhotoSchema),
    events: z.array(DisputeEventSchema),
    createdAt: z.iso.datetime(),
  }),
  ['amountAsked', 'orderTotal', 'refundableAmount', 'refundedAmount'],
);
export type Dispute = z.infer<typeof DisputeSchema>;

/** Why an order cannot be disputed now (the order page hides the action and says why). */
export const disputeIneligibilities = [
  'NOT_DELIVERED',
  'WINDOW_PASSED',
  'NOT_PAID_BY_CARD',
  'ALREADY_DISPUTED',
] as const;

/** `GET …/orders/{id}/dispute`: the order's dispute, if any, and whether the buyer may open one. */
export const OrderDisputeSchema = moneyAnswer(
  z.object({
    canOpen: z.boolean(),
    ineligibility: z.enum(disputeIneligibilities).nullable(),
    /** The last day to open one, when the order has been shipped. */
    openUntil: z.iso.datetime().nullable(),
    /** The most a buyer may ask: the order's paid total. */
    maxAmount: z.number().int(),
    dispute: DisputeSchema.nullable(),
  }),
  ['maxAmount'],
);
export type OrderDispute = z.infer<typeof OrderDisputeSchema>;

/** The operators' queue: AWAITING_OPERATOR first, then the others, oldest first. */
export const OperatorDisputesQuerySchema = z.object({
  status: DisputeStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type OperatorDisputesQuery = z.input<typeof OperatorDisputesQuerySchema>;

export const OperatorDisputeListItemSchema = moneyAnswer(
  z.object({
    id: z.uuid(),
    orderNumber: z.string(),
    buyerName: z.string(),
    supplierName: z.string(),
    status: DisputeStatusSchema,
    reason: DisputeReasonSchema,
    amountAsked: z.number().int(),
    supplierDeadline: z.iso.datetime(),
    createdAt: z.iso.datetime(),
  }),
  ['amountAsked'],
);
export type OperatorDisputeListItem = z.infer<typeof OperatorDisputeListItemSchema>;
export const OperatorDisputeListSchema = z.array(OperatorDisputeListItemSchema);

/** One dispute as operators see it: both sides' words and photos, the order and its payment's money. */
export const OperatorDisputeSchema = z.object({
  dispute: DisputeSchema,
  order: OrderSchema,
  payment: PaymentMoneySchema,
});
export type OperatorDispute = z.infer<typeof OperatorDisputeSchema>;
