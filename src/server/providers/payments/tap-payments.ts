import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { riyalsOf, roundedHalalasOf } from '../../../contract/money/riyals.js';
import { AppError } from '../../platform/errors/app-error.js';
import type {
  CardBrand,
  Charge,
  ChargeFailureCode,
  ChargeStatus,
  CreateChargeInput,
  PaymentProvider,
  ProviderCard,
  ProviderRefund,
} from './payment-provider.js';

export interface TapPaymentsOptions {
  secretKey: string;
  /** Default https://api.tap.company; tests point it at a local fake Tap server. */
  baseUrl?: string;
  /** Default 10 000: checkout waits on these calls, so a hung provider must not hang the buyer. */
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/* SAR has two decimals: Tap takes major units (saudi.md), we keep halalas (`riyalsOf`, `roundedHalalasOf`). */

/*
 * Lenient on purpose: Tap's objects carry many more fields and send null for missing ones; only what
 * settling and saving cards need is read.
 */
const TapCardSchema = z.object({
  id: z.string().nullish(),
  brand: z.string().nullish(),
  scheme: z.string().nullish(),
  last_four: z.string().nullish(),
  exp_month: z.coerce.number().nullish(),
  exp_year: z.coerce.number().nullish(),
  name: z.string().nullish(),
});
const TapChargeSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.coerce.number(),
  reference: z.object({ transaction: z.string().nullish() }).nullish(),
  transaction: z.object({ url: z.string().nullish() }).nullish(),
  response: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
  card: TapCardSchema.nullish(),
  customer: z.object({ id: z.string().nullish(), first_name: z.string().nullish() }).nullish(),
  save_card: z.boolean().nullish(),
});
type TapCharge = z.infer<typeof TapChargeSchema>;
const TapIdSchema = z.object({ id: z.string() });
/** A page of `POST /v2/charges/list`: newest first. */
const TapChargeListSchema = z.object({
  charges: z.array(TapChargeSchema).nullish(),
  has_more: z.boolean().nullish(),
});

const TapRefundSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.coerce.number(),
  reference: z.object({ merchant: z.string().nullish() }).nullish(),
});
const TapRefundListSchema = z.object({
  refunds: z.array(TapRefundSchema).nullish(),
  has_more: z.boolean().nullish(),
});

/** Tap's refund statuses: REFUNDED is done; PENDING and IN_PROGRESS wait for the card network. */
function toRefund(tap: z.infer<typeof TapRefundSchema>, fallbackReference: string): ProviderRefund {
  const status = tap.status.toUpperCase();
  return {
    id: tap.id,
    status:
      status === 'REFUNDED' || status === 'SUCCEEDED'
        ? 'SUCCEEDED'
        : status === 'PENDING' || status === 'IN_PROGRESS' || status === 'INITIATED'
          ? 'PENDING'
          : 'FAILED',
    amount: roundedHalalasOf(tap.amount),
    reference: tap.reference?.merchant ?? fallbackReference,
  };
}

/** Tap's documented maximum page size for listing charges. */
const listPageSize = 50;
/** Pages read before giving up (an answer is then refused, never guessed): 1,000 charges. */
const listMaxPages = 20;
/**
 * The period searched around a payment's creation: its charge is asked for just after it (within the
 * client's timeout); the margins absorb the clocks of Tawrid's nodes and Tap's disagreeing.
 */
const referenceSearchBeforeMs = 10 * 60 * 1000;
const referenceSearchAfterMs = 30 * 60 * 1000;

const knownStatuses: readonly ChargeStatus[] = [
  'INITIATED',
  'CAPTURED',
  'DECLINED',
  'FAILED',
  'ABANDONED',
  'CANCELLED',
  'VOID',
  'TIMEDOUT',
  'RESTRICTED',
];

/*
 * Tap's other statuses (IN_PROGRESS, AUTHORIZED, UNKNOWN…) are not final for a charge we capture at once:
 * they stay INITIATED, so the payment waits for the next look (the reconciler abandons it after 30 min).
 */
function statusOf(status: string): ChargeStatus {
  return knownStatuses.find((known) => known === status.toUpperCase()) ?? 'INITIATED';
}

/**
 * Why a charge failed. Tap passes the acquirer's response code through: 51 is ISO 8583 "insufficient
 * funds" (Tap writes it `051`); the message is checked too because some acquirers only say it in words.
 */
function failureOf(status: ChargeStatus, response: TapCharge['response']): ChargeFailureCode | null {
  if (status === 'CAPTURED' || status === 'INITIATED') return null;
  const isInsufficient = /^0*51$/.test(response?.code ?? '') || /insufficient/i.test(response?.message ?? '');
  if (isInsufficient) return 'INSUFFICIENT_FUNDS';
  if (status === 'ABANDONED' || status === 'CANCELLED' || status === 'TIMEDOUT') return 'PAYMENT_ABANDONED';
  if (status === 'DECLINED' || status === 'RESTRICTED') return 'PAYMENT_DECLINED';
  return 'PAYMENT_FAILED';
}

function brandOf(card: z.infer<typeof TapCardSchema>): CardBrand {
  const name = `${card.brand ?? ''} ${card.scheme ?? ''}`.toUpperCase();
  if (name.includes('MADA')) return 'MADA';
  if (name.includes('VISA')) return 'VISA';
  if (name.includes('MASTER')) return 'MASTERCARD';
  if (name.includes('AMEX') || name.includes('AMERICAN')) return 'AMEX';
  return 'UNKNOWN';
}

function providerCardOf(
  card: z.infer<typeof TapCardSchema>,
  customerId: string | null,
  fallbackName: string,
): ProviderCard | null {
  if (!card.id || !card.last_four) return null;
  const year = card.exp_year ?? 0;
  return {
    providerCardId: card.id,
    providerCustomerId: customerId,
    brand: brandOf(card),
    last4: card.last_four,
    expiryMonth: card.exp_month ?? 0,
    // Tap answers two-digit years on some card objects.
    expiryYear: year < 100 ? 2000 + year : year,
    holderName: card.name?.trim() || fallbackName,
  };
}

function toCharge(tap: TapCharge, fallbackReference: string): Charge {
  const status = statusOf(tap.status);
  const savedCard =
    status === 'CAPTURED' && tap.save_card && tap.card
      ? providerCardOf(tap.card, tap.customer?.id ?? null, tap.customer?.first_name ?? '')
      : null;
  return {
    id: tap.id,
    status,
    amount: roundedHalalasOf(tap.amount),
    reference: tap.reference?.transaction ?? fallbackReference,
    transactionUrl: status === 'INITIATED' ? (tap.transaction?.url ?? null) : null,
    failureCode: failureOf(status, tap.response),
    savedCard,
  };
}

/** Tap's answer to a list whose period holds no charge: a 400 whose error says "not found". */
function isNothingFound(json: unknown): boolean {
  const errors = (json as { errors?: Array<{ description?: unknown }> } | null)?.errors ?? [];
  return errors.some((error) => /not found/i.test(String(error.description ?? '')));
}

/** Tap writes amounts in the webhook's hash with the currency's decimals (SAR: 2, KWD: 3). */
const decimalsByCurrency: Record<string, number> = { BHD: 3, KWD: 3, OMR: 3, JOD: 3 };

/**
 * The string Tap signs in the `hashstring` header (developers.tap.company/docs/webhook, "Validate the
 * webhook"): HMAC-SHA256 with the secret key over
 * `x_id{id}x_amount{amount}x_currency{currency}x_gateway_reference{reference.gateway}
 * x_payment_reference{reference.payment}x_status{status}x_created{transaction.created}`, the amount
 * with the currency's decimals. The stored copy of that page did not show the formula; it was confirmed
 * from several public Tap integrations that compute it the same way.
 */
export function tapWebhookHash(body: Record<string, unknown>, secretKey: string): string {
  const field = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const reference = (body.reference ?? {}) as Record<string, unknown>;
  const transaction = (body.transaction ?? {}) as Record<string, unknown>;
  const currency = field(body.currency);
  const amount = Number(body.amount ?? 0).toFixed(decimalsByCurrency[currency] ?? 2);
  const text =
    `x_id${field(body.id)}x_amount${amount}x_currency${currency}` +
    `x_gateway_reference${field(reference.gateway)}x_payment_reference${field(reference.payment)}` +
    `x_status${field(body.status)}x_created${field(transaction.created)}`;
  return createHmac('sha256', secretKey).update(text).digest('hex');
}

/** Tap Payments' charges API (saudi.md "Card payments"; decision 011). */
export function createTapPayments(options: TapPaymentsOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.tap.company').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Every log entry is built here from known fields, never from headers, so the key cannot leak.
  const warn = (details: Record<string, unknown>, msg: string) =>
    options.log?.warn({ provider: 'tap', ...details }, msg);

  /**
   * One call to Tap. Unreachable, slow, 5xx or an unreadable answer → PAYMENT_PROVIDER_UNAVAILABLE;
   * a 4xx answers `{ status, body }` for the caller to decide (a declined token, an unknown card…).
   */
  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const isTimeout = error instanceof Error && error.name === 'TimeoutError';
      warn(
        { method, path: path.split('/').slice(0, 3).join('/') },
        isTimeout ? `Tap did not answer within ${timeoutMs} ms` : 'Tap could not be reached',
      );
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    if (status === 401 || status === 403) {
      warn({ status }, 'Tap refused our secret key: it is wrong, revoked or for another account');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    if (status >= 500) {
      warn({ method, status }, 'Tap answered with a server error');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    let json: unknown = null;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        warn({ method, status }, 'Tap answered with a body that is not JSON');
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      }
    }
    return { status, json };
  }

  function parsed<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const result = schema.safeParse(json);
    if (!result.success) {
      warn(
        { issues: result.error.issues.map((issue) => issue.path.join('.')) },
        `Tap's ${what} is not understood`,
      );
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    return result.data;
  }

  /** The `source.id` of a charge: a browser token, a token made from a saved card, or Tap's card page. */
  async function sourceIdOf(source: CreateChargeInput['source']): Promise<string> {
    switch (source.kind) {
      case 'TOKEN':
        return source.tokenId;
      case 'PROVIDER_FORM':
        return 'src_card';
      case 'SAVED_CARD': {
        const { status, json } = await call('POST', '/v2/tokens', {
          saved_card: {
            card_id: source.card.providerCardId,
            customer_id: source.card.providerCustomerId,
          },
        });
        if (status >= 400) throw new AppError('CARD_INVALID');
        return parsed(TapIdSchema, json, 'token').id;
      }
      case 'RAW_CARD':
        // saudi.md: card numbers never reach our server in `tap` mode; a caller sending one is a bug.
        throw new Error('Raw card fields cannot be sent to Tap: use a browser token or a saved card');
    }
  }

  async function createCustomer(customer: { name: string; email: string }): Promise<string> {
    const { status, json } = await call('POST', '/v2/customers', {
      first_name: customer.name,
      email: customer.email,
    });
    if (status >= 400) throw new AppError('CARD_SAVE_FAILED');
    return parsed(TapIdSchema, json, 'customer').id;
  }

  return {
    name: 'tap',

    async createCharge(input) {
      const sourceId = await sourceIdOf(input.source);
      const { status, json } = await call('POST', '/v2/charges', {
        amount: riyalsOf(input.amount),
        currency: 'SAR',
        threeDSecure: true,
        save_card: input.saveCard,
        description: input.description,
        // Tap keeps `idempotent` for 24 hours: the same request again answers this charge, not a new one.
        reference: { transaction: input.reference, order: input.reference, idempotent: input.reference },
        customer: {
          ...(input.customer.id ? { id: input.customer.id } : {}),
          first_name: input.customer.name,
          email: input.customer.email,
        },
        source: { id: sourceId },
        post: { url: input.webhookUrl },
        redirect: { url: input.redirectUrl },
      });
      if (status >= 400) {
        // A 4xx refuses the request (an expired token, a bad card): no charge exists, nothing was taken.
        warn({ status }, 'Tap refused a charge');
        throw new AppError('PAYMENT_FAILED', { providerStatus: status });
      }
      return toCharge(parsed(TapChargeSchema, json, 'charge'), input.reference);
    },

    async getCharge(chargeId) {
      const { status, json } = await call('GET', `/v2/charges/${encodeURIComponent(chargeId)}`);
      if (status === 404) throw new AppError('NOT_FOUND', { chargeId });
      if (status >= 400) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      return toCharge(parsed(TapChargeSchema, json, 'charge'), '');
    },

    /*
     * Tap finds a charge by its id only; its documented way to look one up otherwise is `POST
     * /v2/charges/list` (developers.tap.company/reference/list-all-charges): filtered by a creation period
     * (`period.date.from/to`, epoch milliseconds), newest first, `limit` up to 50 and `starting_after` a
     * charge id for the next page. Its documented filters do not include our reference, so the charges of
     * the minutes around the payment's creation are listed and `reference.transaction` is matched here.
     * Tap answers 400 "Charges not found" for a period without charges: that, and only that, is "none".
     */
    async findChargeByReference(reference, paymentCreatedAt) {
      const from = paymentCreatedAt.getTime() - referenceSearchBeforeMs;
      const to = paymentCreatedAt.getTime() + referenceSearchAfterMs;
      let startingAfter: string | undefined;
      for (let page = 0; page < listMaxPages; page += 1) {
        const { status, json } = await call('POST', '/v2/charges/list', {
          period: { date: { from, to }, type: 1 },
          limit: listPageSize,
          ...(startingAfter ? { starting_after: startingAfter } : {}),
        });
        if (status === 400 && isNothingFound(json)) return null;
        if (status >= 400) {
          warn({ status }, 'Tap refused to list charges');
          throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
        }
        const list = parsed(TapChargeListSchema, json, 'charge list');
        const charges = list.charges ?? [];
        const found = charges.find((charge) => charge.reference?.transaction === reference);
        if (found) return toCharge(found, reference);
        const hasMore = list.has_more ?? charges.length === listPageSize;
        if (!hasMore || charges.length === 0) return null;
        startingAfter = charges.at(-1)!.id;
      }
      warn({ pages: listMaxPages }, 'Tap listed too many charges to find one by reference');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    },

    /*
     * Tap's refunds API (developers.tap.company/reference/create-a-refund): `POST /v2/refunds` with the
     * charge, the amount in SAR, the reason and our reference in `reference.merchant`, which Tap keeps on
     * the refund so it can be found again by it (`findRefundByReference`).
     */
    async refundCharge({ chargeId, amount, reason, reference }) {
      const { status, json } = await call('POST', '/v2/refunds', {
        charge_id: chargeId,
        amount: riyalsOf(amount),
        currency: 'SAR',
        reason,
        reference: { merchant: reference },
      });
      if (status >= 500) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      if (status >= 400) throw new AppError('REFUND_FAILED', { chargeId });
      return toRefund(parsed(TapRefundSchema, json, 'refund'), reference);
    },

    /*
     * Tap lists a charge's refunds with `POST /v2/refunds/list` filtered by `charge_id` (newest first,
     * `starting_after` for the next page); our reference is matched here on `reference.merchant`.
     */
    async findRefundByReference(chargeId, reference) {
      let startingAfter: string | undefined;
      for (let page = 0; page < listMaxPages; page += 1) {
        const { status, json } = await call('POST', '/v2/refunds/list', {
          charge_id: chargeId,
          limit: listPageSize,
          ...(startingAfter ? { starting_after: startingAfter } : {}),
        });
        if (status === 400 && isNothingFound(json)) return null;
        if (status >= 400) {
          warn({ status }, 'Tap refused to list refunds');
          throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
        }
        const list = parsed(TapRefundListSchema, json, 'refund list');
        const refunds = list.refunds ?? [];
        const found = refunds.find((refund) => refund.reference?.merchant === reference);
        if (found) return toRefund(found, reference);
        const hasMore = list.has_more ?? refunds.length === listPageSize;
        if (!hasMore || refunds.length === 0) return null;
        startingAfter = refunds.at(-1)!.id;
      }
      warn({ pages: listMaxPages }, 'Tap listed too many refunds to find one by reference');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    },

    parseWebhook(rawBody, headers) {
      const header = headers.hashstring;
      const received = Array.isArray(header) ? header[0] : header;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      if (!received || typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      const record = body as Record<string, unknown>;
      const expected = Buffer.from(tapWebhookHash(record, options.secretKey), 'utf8');
      const given = Buffer.from(received.trim().toLowerCase(), 'utf8');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      if (typeof record.id !== 'string' || !record.id) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      return record.id;
    },

    async saveCard({ customer, source }) {
      if (source.kind !== 'TOKEN') {
        throw new Error('Raw card fields cannot be sent to Tap: save a card from a browser token');
      }
      const customerId = customer.id ?? (await createCustomer(customer));
      const { status, json } = await call('POST', `/v2/card/${encodeURIComponent(customerId)}`, {
        source: source.tokenId,
      });
      if (status >= 400) throw new AppError('CARD_SAVE_FAILED');
      const card = providerCardOf(parsed(TapCardSchema, json, 'card'), customerId, customer.name);
      if (!card) throw new AppError('CARD_SAVE_FAILED');
      return card;
    },

    async deleteCard(card) {
      if (!card.providerCustomerId) return;
      const { status } = await call(
        'DELETE',
        `/v2/card/${encodeURIComponent(card.providerCustomerId)}/${encodeURIComponent(card.providerCardId)}`,
      );
      // Already gone at Tap is what we wanted.
      if (status >= 400 && status !== 404) throw new AppError('CARD_DELETE_FAILED');
    },
  };
}
