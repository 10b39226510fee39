/*
 * The card-payment provider (decision 011): `sandbox` (default, the demo site) or `tap` (Tap Payments,
 * saudi.md). Amounts are halalas here; the Tap client converts to SAR major units at its edge. Only the
 * provider's answer from `getCharge` is trusted to settle a payment (never the browser's redirect).
 */

/** What a charge can be; only CAPTURED means paid. */
export type ChargeStatus =
  | 'INITIATED'
  | 'CAPTURED'
  | 'DECLINED'
  | 'FAILED'
  | 'ABANDONED'
  | 'CANCELLED'
  | 'VOID'
  | 'TIMEDOUT'
  | 'RESTRICTED';

/** Why a charge did not capture, as the API's error codes say it. */
export type ChargeFailureCode =
  'PAYMENT_DECLINED' | 'INSUFFICIENT_FUNDS' | 'PAYMENT_ABANDONED' | 'PAYMENT_FAILED';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'MADA' | 'AMEX' | 'UNKNOWN';

/** A card kept by the provider: what we store (never the number or the security code). */
export interface ProviderCard {
  providerCardId: string;
  providerCustomerId: string | null;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
}

/** Card fields as the sandbox receives them (never in `tap` mode: Tap's card form tokenizes in the browser). */
export interface RawCard {
  holderName: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
}

export interface CreateChargeInput {
  /** Halalas, VAT included. */
  amount: number;
  /**
   * Our payment id: the charge's reference, how a webhook finds its payment, and the idempotency key of
   * the charge: creating a charge again with the same reference answers the charge already made, never a
   * second one (Tap: `reference.idempotent`; the sandbox: a unique index).
   */
  reference: string;
  description: string;
  customer: { id: string | null; name: string; email: string };
  /** A saved card, a card token made in the browser (tap), or raw test card fields (sandbox only). */
  source:
    | { kind: 'SAVED_CARD'; card: Pick<ProviderCard, 'providerCardId' | 'providerCustomerId'> }
    | { kind: 'TOKEN'; tokenId: string }
    | { kind: 'RAW_CARD'; card: RawCard }
    /**
     * A new card entered on the provider's own page (Tap: `src_card`), for `tap` mode when the browser
     * has no card token; the sandbox treats it like a card that needs 3-D Secure.
     */
    | { kind: 'PROVIDER_FORM' };
  /** Keep the card for next time: the captured charge then carries `savedCard`. */
  saveCard: boolean;
  /** Where the buyer comes back after 3-D Secure (the provider appends its charge id). */
  redirectUrl: string;
  /** Where the provider posts the charge's outcome. */
  webhookUrl: string;
}

export interface Charge {
  id: string;
  status: ChargeStatus;
  /** Halalas. */
  amount: number;
  reference: string;
  /** The 3-D Secure page to send the buyer to while INITIATED; null when none is needed. */
  transactionUrl: string | null;
  failureCode: ChargeFailureCode | null;
  /** The card the charge saved, when asked and captured. */
  savedCard: ProviderCard | null;
}

export interface RefundInput {
  chargeId: string;
  /** Halalas, at most what is left of the charge. */
  amount: number;
  reason: string;
  /** Our reference: the provider keeps it on the refund (Tap: `reference.merchant`). */
  reference: string;
}

/** A refund as the provider tells it: PENDING until the card network settles it. */
export type ProviderRefundStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

export interface ProviderRefund {
  id: string;
  status: ProviderRefundStatus;
  /** Halalas. */
  amount: number;
  reference: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'tap';
  /** Throws AppError('PAYMENT_PROVIDER_UNAVAILABLE') when the provider cannot be reached. */
  createCharge(input: CreateChargeInput): Promise<Charge>;
  /** The provider's current word on a charge: the only thing a payment is settled on. */
  getCharge(chargeId: string): Promise<Charge>;
  /**
   * The charge made with this reference (our payment id), or null when the provider has none: how a
   * payment whose charge id was never saved (the process died between the provider's answer and our
   * write) learns its charge. `paymentCreatedAt` bounds the search: the charge is asked for just after
   * its payment is written. Throws when the provider cannot answer: "no charge" is never guessed, since
   * a payment is failed on it.
   */
  findChargeByReference(reference: string, paymentCreatedAt: Date): Promise<Charge | null>;
  /**
   * Gives back `amount` of a captured charge (in full for an order cancelled before shipping, in part for
   * a dispute). `reference` is ours (the refund's id in `payment_refunds`, or the cancelled order's) and
   * makes the call idempotent: asking again with the same reference answers the refund already made.
   * Answers the provider's refund and its status; a refusal throws AppError('REFUND_FAILED').
   */
  refundCharge(input: RefundInput): Promise<ProviderRefund>;
  /**
   * The refund made on this charge with our reference, or null when the provider has none: how a refund
   * whose answer was lost (the process died after asking) learns its outcome. Throws when the provider
   * cannot answer: "no refund" is never guessed, since the refund is then asked for again.
   */
  findRefundByReference(chargeId: string, reference: string): Promise<ProviderRefund | null>;
  /**
   * The charge id a webhook is about, after checking its signature (Tap: the `hashstring` header,
   * HMAC-SHA256 with the secret key); throws AppError('WEBHOOK_SIGNATURE_INVALID') otherwise. The payment
   * is then settled from `getCharge`, never from the webhook's body.
   */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): string;
  /** Keeps a card for a customer (settings): raw test fields in the sandbox, a browser token with Tap. */
  saveCard(input: {
    customer: { id: string | null; name: string; email: string };
    source: { kind: 'TOKEN'; tokenId: string } | { kind: 'RAW_CARD'; card: RawCard };
  }): Promise<ProviderCard>;
  deleteCard(card: Pick<ProviderCard, 'providerCardId' | 'providerCustomerId'>): Promise<void>;
}
