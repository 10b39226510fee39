import { z } from 'zod';
import { FilterDaySchema } from '../dates/filter-day.js';
import { moneyAnswer } from '../money/wire-money.js';
import { normalizeDigits } from '../text/digits.js';

/*
 * Card payments (issue 6; saudi.md "Card payments"; decision 011). The provider is `sandbox` (default, no
 * real payment) or `tap`. Card numbers and security codes reach the server only in sandbox mode, and are
 * never stored: a saved card is the provider's token, brand, last four digits, expiry and holder name.
 */
export const cardBrands = ['VISA', 'MASTERCARD', 'MADA', 'AMEX', 'UNKNOWN'] as const;

/** Luhn check of a card number's digits. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const digitsOnly = (value: string) => normalizeDigits(value).replace(/[\s-]/g, '');

/**
 * Spec §5 Settings: all card fields required. Expiry `MM/YY`, in the future (checked against the month
 * it is at the server too); numbers accept Arabic-Indic digits and spaces.
 */
export const CardFieldsSchema = z.object({
  holderName: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'TEXT_TOO_LONG' }),
  number: z
    .string()
    .min(1, { error: 'FIELD_REQUIRED' })
    .transform(digitsOnly)
    .refine((value) => /^\d{12,19}$/.test(value) && isLuhnValid(value), { error: 'CARD_INVALID' }),
  expiry: z
    .string()
    .min(1, { error: 'FIELD_REQUIRED' })
    .transform(digitsOnly)
    .refine((value) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(value), { error: 'CARD_EXPIRY_INVALID' }),
  securityCode: z
    .string()
    .min(1, { error: 'FIELD_REQUIRED' })
    .transform(digitsOnly)
    .refine((value) => /^\d{3,4}$/.test(value), { error: 'CARD_INVALID' }),
});
export type CardFields = z.input<typeof CardFieldsSchema>;

/** A saved card as its owner sees it (spec §3 Saved card, without what must never be stored). */
export const SavedCardSchema = z.object({
  id: z.uuid(),
  brand: z.enum(cardBrands),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  holderName: z.string(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;
export const SavedCardListSchema = z.array(SavedCardSchema);

/**
 * `POST /api/checkout` (buyers): pays the whole server cart once, with the saved card or a new one, and
 * answers where the browser goes next: the provider's 3-D Secure page (in sandbox, the in-app test page),
 * or straight to the callback when no challenge is needed. `idempotencyKey` is made by the browser per
 * checkout attempt, so a double click or a retried request never charges twice.
 */
export const CheckoutBodySchema = z.object({
  idempotencyKey: z.uuid(),
  /** Pay with this saved card, or with `card` (sandbox) — one of the two. */
  savedCardId: z.uuid().optional(),
  card: CardFieldsSchema.optional(),
  /** Keep the new card for next time. */
  saveCard: z.boolean().default(false),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;
export const CheckoutAnswerSchema = z.object({ paymentId: z.uuid(), redirectUrl: z.string() });

/** The answer to the provider's notification once it is settled: the provider stops sending it. */
export const PaymentWebhookReceiptSchema = z.object({ received: z.literal(true) });

/** `GET /api/payments/{id}` and `POST /api/payments/{id}/cancel`: one of the caller's payments. */
export const PaymentIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/**
 * The details of CHECKOUT_IN_PROGRESS, INVOICE_PAYMENT_IN_PROGRESS and PLAN_PAYMENT_IN_PROGRESS (decision
 * 011: one payment in flight per cart, installment or plan): the payment waiting, and its 3-D Secure page
 * while the charge waits there (null otherwise). The buyer goes on with it, or cancels it
 * (`POST /api/payments/{paymentId}/cancel`) and pays again.
 */
export const PaymentInFlightDetailsSchema = z.object({
  paymentId: z.uuid(),
  redirectUrl: z.string().nullable(),
});
export type PaymentInFlightDetails = z.infer<typeof PaymentInFlightDetailsSchema>;

/** `POST /api/payments/confirm` from `/buyer/payment/callback`: the provider's charge id (`tap_id`). */
export const ConfirmPaymentBodySchema = z.object({
  chargeId: z.string().trim().min(1, { error: 'CHARGE_ID_MISSING' }).max(200),
});

export const paymentStatuses = ['PENDING', 'PAID', 'FAILED'] as const;
/** What the callback page shows (spec §2 payment result messages): paid with its orders, or why not. */
export const PaymentResultSchema = moneyAnswer(
  z.object({
    paymentId: z.uuid(),
    status: z.enum(paymentStatuses),
    amount: z.number().int(),
    /** What it paid for: a cart (orders), an invoice's installment, or a month of Premium (a supplier). */
    purpose: z.enum(['CHECKOUT', 'INVOICE', 'PLAN']),
    orderIds: z.array(z.uuid()),
    /** The invoice this payment pays (an installment of a supplier's invoice); null for a checkout. */
    invoiceId: z.uuid().nullable(),
    /** An error code when FAILED: PAYMENT_DECLINED, INSUFFICIENT_FUNDS, PAYMENT_ABANDONED, OUT_OF_STOCK… */
    failureCode: z.string().nullable(),
  }),
  ['amount'],
);
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/**
 * A card token made by Tap's card form in the browser (`tap` mode): the number and security code go to
 * Tap, never to us (saudi.md).
 */
export const TapCardTokenBodySchema = z.object({
  tapTokenId: z.string().trim().min(1, { error: 'CARD_INVALID' }).max(200),
});

/**
 * `POST /api/buyers/me/cards`: the card fields in `sandbox` mode (spec §5: all required), a Tap token in
 * `tap` mode. The route validates against the member of the configured provider, so field errors stay
 * on their fields.
 */
export const SaveCardBodySchema = z.union([CardFieldsSchema, TapCardTokenBodySchema]);
export type SaveCardBody = z.input<typeof SaveCardBodySchema>;

export const SavedCardParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

export const paymentProviders = ['sandbox', 'tap'] as const;
/** `GET /api/payments/config`: which card form the browser shows. */
export const PaymentsConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  /** Tap's publishable key for its card form; null in sandbox mode or when not configured. */
  tapPublicKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/** The sandbox's test 3-D Secure page (decision 011): what the tester is asked to approve. */
export const SandboxChargeSchema = moneyAnswer(
  z.object({
    id: z.string(),
    amount: z.number().int(),
    status: z.string(),
    brand: z.enum(cardBrands),
    last4: z.string(),
  }),
  ['amount'],
);
export type SandboxCharge = z.infer<typeof SandboxChargeSchema>;
export const SandboxChargeParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** Where the browser goes after the test page answers: the callback with `tap_id`, as Tap does. */
export const SandboxChallengeAnswerSchema = z.object({ redirectUrl: z.string() });

/**
 * Issue 25: a refund of a captured payment, in the payments module's ledger (`payment_refunds`). PENDING
 * from the moment it is written until the provider answers; SUCCEEDED or FAILED then.
 */
export const refundStatuses = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const RefundStatusSchema = z.enum(refundStatuses);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

export const PaymentRefundSchema = moneyAnswer(
  z.object({
    id: z.uuid(),
    paymentId: z.uuid(),
    /** Halalas. */
    amount: z.number().int().positive(),
    reason: z.string(),
    /** What is refunded, e.g. `DISPUTE:<id>`: one refund per thing. */
    purposeKey: z.string(),
    status: RefundStatusSchema,
    providerRefundId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    settledAt: z.iso.datetime().nullable(),
  }),
  ['amount'],
);
export type PaymentRefund = z.infer<typeof PaymentRefundSchema>;

/** A payment's money: what its charge captured and what refunds took back or hold (halalas). */
export const PaymentMoneySchema = moneyAnswer(
  z.object({
    paymentId: z.uuid(),
    provider: z.string(),
    chargeId: z.string().nullable(),
    status: z.enum(paymentStatuses),
    amount: z.number().int(),
    /** SUCCEEDED and PENDING refunds: what can no longer be refunded. */
    refundedAmount: z.number().int(),
    refundableAmount: z.number().int(),
    refunds: z.array(PaymentRefundSchema),
  }),
  ['amount', 'refundedAmount', 'refundableAmount'],
);
export type PaymentMoney = z.infer<typeof PaymentMoneySchema>;

/* ------------------------------------------------------------------------------------------------------
 * Finance's view of payments (issue 25, decision 034): every payment with its provider's charge, what the
 * reconciler could not settle, and finance's actions (ask the provider again, mark resolved).
 */

export const paymentPurposes = ['CHECKOUT', 'INVOICE', 'PLAN'] as const;

/**
 * Why a payment needs finance's attention, until finance marks it resolved:
 * - PENDING_TOO_LONG: still PENDING well past the reconciler's window (it abandons a charge waiting for
 *   3-D Secure after 30 minutes; an hour means it keeps failing to settle it);
 * - CHARGE_UNKNOWN: failed because the provider did not answer, and the reconciler's 30 minutes of
 *   looking for a charge by reference are over: only the provider knows whether money was taken;
 * - ABANDONED_WITH_CHARGE: abandoned while its charge waited for 3-D Secure; the charge may have captured
 *   after the last look (settling it again refunds it then);
 * - REFUND_NOT_SETTLED: a refund of it (decision 033's ledger) FAILED, or is still PENDING after ten
 *   minutes (the refund reconciler asks again every minute).
 */
export const paymentAttentionReasons = [
  'REFUND_NOT_SETTLED',
  'PENDING_TOO_LONG',
  'CHARGE_UNKNOWN',
  'ABANDONED_WITH_CHARGE',
] as const;
export type PaymentAttentionReason = (typeof paymentAttentionReasons)[number];

/** `GET /api/operator/payments`: newest first; the day filters are days in Riyadh, both included. */
export const OperatorPaymentsQuerySchema = z.object({
  status: z.enum(paymentStatuses).optional(),
  from: FilterDaySchema.optional(),
  to: FilterDaySchema.optional(),
  needsAttention: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type OperatorPaymentsQuery = z.output<typeof OperatorPaymentsQuerySchema>;

export const OperatorPaymentParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

export const OperatorPaymentSchema = moneyAnswer(
  z.object({
    id: z.uuid(),
    status: z.enum(paymentStatuses),
    /** Halalas, VAT included: what the provider was asked to charge. */
    amount: z.number().int(),
    purpose: z.enum(paymentPurposes),
    /** The business that paid (a buyer for a cart or an invoice, a supplier for its plan). */
    business: z.object({ id: z.uuid(), businessName: z.string() }),
    provider: z.string(),
    /** The provider's charge reference; null when no charge id was ever recorded. */
    chargeId: z.string().nullable(),
    failureCode: z.string().nullable(),
    createdAt: z.iso.datetime(),
    settledAt: z.iso.datetime().nullable(),
    /** Null when it needs nothing, or once finance marked it resolved. */
    attentionReason: z.enum(paymentAttentionReasons).nullable(),
    isResolved: z.boolean(),
  }),
  ['amount'],
);
export type OperatorPayment = z.infer<typeof OperatorPaymentSchema>;
export const OperatorPaymentListSchema = z.array(OperatorPaymentSchema);

/** The provider's current word on the charge (`getCharge`), as finance sees it. */
export const ProviderChargeSchema = moneyAnswer(
  z.object({
    id: z.string(),
    status: z.string(),
    amount: z.number().int(),
    /** Our payment id when the charge is ours. */
    reference: z.string(),
    failureCode: z.string().nullable(),
  }),
  ['amount'],
);

export const PaymentResolutionSchema = z.object({
  id: z.uuid(),
  operatorId: z.uuid(),
  note: z.string(),
  resolvedAt: z.iso.datetime(),
});

/** One payment's page: the payment, its history, and what its provider says now. */
export const OperatorPaymentDetailsSchema = z.object({
  payment: OperatorPaymentSchema,
  /** Null with `chargeProblem` saying why: no charge recorded, another provider's, or no answer now. */
  charge: ProviderChargeSchema.nullable(),
  chargeProblem: z.enum(['NO_CHARGE', 'OTHER_PROVIDER', 'PROVIDER_UNAVAILABLE']).nullable(),
  /** What happened to it, oldest first: created, settled, finance's resolutions (rechecks: the audit log). */
  history: z.array(
    z.object({
      kind: z.enum(['CREATED', 'PAID', 'FAILED', 'RESOLVED']),
      at: z.iso.datetime(),
      /** The failure code, or a resolution's note; null otherwise. */
      detail: z.string().nullable(),
    }),
  ),
  resolutions: z.array(PaymentResolutionSchema),
  /** Its refunds (decision 033's ledger), oldest first. */
  refunds: z.array(PaymentRefundSchema),
});
export type OperatorPaymentDetails = z.infer<typeof OperatorPaymentDetailsSchema>;

/** `POST /api/operator/payments/:id/resolutions`: what finance did, for the record. */
export const ResolvePaymentBodySchema = z.object({
  note: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(1000, { error: 'TEXT_TOO_LONG' }),
});
