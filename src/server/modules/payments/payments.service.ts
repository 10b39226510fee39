import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { errorStatusByCode, type ErrorCode } from '../../../contract/errors/error-codes.js';
import { uuidPattern } from '../../../contract/ids/uuid.js';
import type {
  InvoiceInstallment,
  PayInvoiceBodySchema,
} from '../../../contract/invoices/invoices.schemas.js';
import type { CheckoutBodySchema, PaymentResult } from '../../../contract/payments/payments.schemas.js';
import { createConcurrencyLimit, poolReadingTransactions } from '../../platform/db/concurrency-limit.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { retryWhileLocked } from '../../platform/db/skip-locked-retry.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import { riyadhWallClockOf } from '../../platform/time/riyadh-time.js';
import type {
  Charge,
  CreateChargeInput,
  PaymentProvider,
} from '../../providers/payments/payment-provider.js';
import type { Clock } from '../../platform/time/clock.js';
import type { UsersService } from '../users/users.service.js';
import type {
  PaidThing,
  PaymentFor,
  PaymentRow,
  PaymentSnapshot,
  PaymentsRepository,
} from './payments.repository.js';
import type { SavedCardsService } from './saved-cards.service.js';

/** The priced cart a checkout pays for (orders are made of it, decision 011), and a payment's row. */
export type { PaymentRow, PaymentSnapshot, SnapshotGroup } from './payments.repository.js';
/** Decision 033: the refund ledger's service, for the modules that refund what they sold. */
export type { PaymentRefundsService, RefundRequest } from './payment-refunds.service.js';
/** Read-only view of the installments invoices received, for the invoices module's statements. */
export { paidInstallmentsView } from './payments.views.js';

export type CheckoutInput = z.output<typeof CheckoutBodySchema>;
export type PayInvoiceInput = z.output<typeof PayInvoiceBodySchema>;
/** How the buyer pays, whatever for: the attempt's key and the card. */
type PaymentMeans = Pick<CheckoutInput, 'idempotencyKey' | 'savedCardId' | 'card' | 'saveCard'>;

/** What a payment is for, as its result names it. */
export type PaymentPurpose = PaymentResult['purpose'];

/** Writes the PENDING payment of what it pays for; undefined when its key was taken meanwhile. */
export type InsertPendingPayment = (
  payment: { amount: number } & PaymentFor,
) => Promise<PaymentRow | undefined>;

/**
 * Decision 025: one attempt at paying for something, described by the module that owns the thing.
 * Payments runs it the same way for every purpose: the key, one transaction writing the payment, the
 * charge.
 */
export interface PaymentAttempt {
  /** Whether a payment found under the same key pays the same thing. */
  isSame(row: PaymentRow): boolean;
  /** What is paid for: one payment of it may be in flight at a time. */
  paidThing: PaidThing;
  /**
   * Reads what the payment needs (through the pool, never while holding a connection; a repeated key
   * answers before this), and answers how to write it in the payment's transaction: lock what is paid
   * for, `insertPending`, and hold what the payment holds (a checkout's stock) once it is written.
   */
  prepare(): Promise<
    (
      tx: DbExecutor,
      insertPending: InsertPendingPayment,
    ) => Promise<{ row: PaymentRow | undefined; description: string }>
  >;
}

/** A captured charge the purpose refused (another attempt paid the installment first): refunded in full. */
export type CaptureRefusal = 'INVOICE_ALREADY_PAID';
/** What the refund of a refused charge tells the provider, before the payment's id. */
const refundReasonOf: Record<CaptureRefusal, string> = {
  INVOICE_ALREADY_PAID: 'Invoice already paid before payment',
};

/**
 * Decision 025: what paying for one purpose means, implemented by the module that owns what is paid for
 * and wired in services.ts. Payments calls it inside the payment's transaction, under its row lock, so
 * what the money pays for and the payment's status commit together.
 */
export interface PaymentPurposeHandler<Request> {
  /** Starts paying for `request` on behalf of `payerId`. */
  attempt(payerId: string, request: Request): PaymentAttempt;
  /**
   * The charge captured: records what it paid for (orders, an installment, months of Premium). A refusal
   * changes nothing: the charge is refunded and the payment fails with that code.
   */
  recordCaptured(tx: DbExecutor, payment: PaymentRow): Promise<CaptureRefusal | undefined>;
  /** The payment failed (declined, abandoned, never charged): gives back what it held. */
  release?(tx: DbExecutor, payment: PaymentRow): Promise<void>;
  /** The orders a paid payment made, which its result names. */
  findOrderIds?(paymentId: string): Promise<string[]>;
}

/** One handler per purpose: orders' checkout, invoices' installments, plans' Premium. */
export interface PaymentPurposeHandlers {
  /** Issue 26: the person whose cart is paid (each member of a business has their own). */
  CHECKOUT: PaymentPurposeHandler<{ memberId: string }>;
  INVOICE: PaymentPurposeHandler<{ invoiceId: string; installment: InvoiceInstallment }>;
  PLAN: PaymentPurposeHandler<{ reason: 'UPGRADE' | 'RENEWAL' }>;
}

export const purposeOf = (row: PaymentRow): PaymentPurpose =>
  row.cart ? 'CHECKOUT' : row.invoiceId ? 'INVOICE' : 'PLAN';

export interface CheckoutAnswer {
  paymentId: string;
  redirectUrl: string;
}

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Decision 011: a PENDING payment is the reconciler's after two minutes… */
export const reconcileAfterMs = 2 * 60 * 1000;
/** …and a charge still waiting for 3-D Secure after thirty minutes is abandoned (its stock released). */
export const abandonAfterMs = 30 * 60 * 1000;
/**
 * A payment failed with no charge id although a charge may exist (the provider did not answer in time,
 * or its list lagged) is looked for by reference for this long after failing: a charge found is refunded.
 */
export const lateChargeWindowMs = 30 * 60 * 1000;
/** Failures that do not prove the provider made no charge (a definite refusal has its own code). */
export const chargeUnknownFailureCodes = ['CHECKOUT_FAILED', 'PAYMENT_PROVIDER_UNAVAILABLE'] as const;
/** Payments settled per reconciler transaction: short locks, and one slow provider call delays few. */
const reconcileBatchSize = 10;
/** A repeated checkout waits this long for the first request to get its charge from the provider. */
const repeatWaitMs = 10_000;
const repeatPollMs = 100;

/** A failed charge's code as the payment result shows it (the provider's, else one by status). */
function failureCodeOf(charge: Charge): ErrorCode {
  if (charge.failureCode) return charge.failureCode;
  switch (charge.status) {
    case 'DECLINED':
    case 'RESTRICTED':
      return 'PAYMENT_DECLINED';
    case 'ABANDONED':
    case 'CANCELLED':
    case 'TIMEDOUT':
      return 'PAYMENT_ABANDONED';
    default:
      return 'PAYMENT_FAILED';
  }
}

/** Failures whose captured charge was already refunded in full: settling them again refunds nothing. */
const refundedFailureCodes = new Set<string>([
  'PAYMENT_REFUNDED',
  'INVOICE_ALREADY_PAID' satisfies CaptureRefusal,
]);

const isErrorCode = (code: string | null): code is ErrorCode => code !== null && code in errorStatusByCode;

/** Refusals because a payment of the same thing is already in flight (decision 011). */
const inFlightCodes = new Set<ErrorCode>([
  'CHECKOUT_IN_PROGRESS',
  'INVOICE_PAYMENT_IN_PROGRESS',
  'PLAN_PAYMENT_IN_PROGRESS',
]);

/** `MM/YY` (already checked by CardFieldsSchema): the card is good through the end of that month. */
function expiryOf(expiry: string, now: Date): { expiryMonth: number; expiryYear: number } {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const expiryYear = 2000 + year;
  const local = riyadhWallClockOf(now);
  const current = local.getUTCFullYear() * 12 + local.getUTCMonth() + 1;
  if (expiryYear * 12 + month < current) throw new AppError('CARD_EXPIRED');
  return { expiryMonth: month, expiryYear };
}

export function createPaymentsService({
  repository,
  provider,
  cards,
  users,
  clock,
  publicUrl,
  log,
  faults = {},
}: {
  repository: PaymentsRepository;
  provider: Pick<
    PaymentProvider,
    'name' | 'createCharge' | 'getCharge' | 'findChargeByReference' | 'refundCharge' | 'parseWebhook'
  >;
  /** Pays with a saved card; keeps the new card when asked, with the payment that captured it. */
  cards: Pick<SavedCardsService, 'findUsableCard' | 'keepCardFromCharge'>;
  users: Pick<UsersService, 'getBusinessContact'>;
  clock: Clock;
  publicUrl: string;
  log: Log;
  /**
   * Tests only (never wired in production): stops a payment at an exact point, the way a killed process
   * would. `afterChargeCreated` runs once the provider made the charge and before its id is saved.
   */
  faults?: { afterChargeCreated?(paymentId: string): void | Promise<void> };
}) {
  // Settling notifies inside its transaction (settings read through the pool): bounded, see the limit.
  const settling = createConcurrencyLimit(poolReadingTransactions);
  /** Wired once every purpose's module is built (`handlePurposes`), before the app serves or runs jobs. */
  let purposes: PaymentPurposeHandlers | undefined;
  const handlerOf = <Purpose extends PaymentPurpose>(purpose: Purpose): PaymentPurposeHandlers[Purpose] => {
    if (!purposes) throw new Error('payments: the payment purposes are not wired');
    return purposes[purpose];
  };
  /** Where the provider sends the browser back: the buyer's callback page, or the supplier's for its plan. */
  const callbackUrlOf = (row: Pick<PaymentRow, 'planMonths'>) =>
    `${publicUrl}/${row.planMonths ? 'supplier' : 'buyer'}/payment/callback`;
  const webhookUrl = `${publicUrl}/api/payments/webhook`;
  /** Where the browser goes when no 3-D Secure page is needed: the callback, as the provider sends it back. */
  const callbackOf = (row: Pick<PaymentRow, 'planMonths'>, chargeId: string) =>
    `${callbackUrlOf(row)}?tap_id=${encodeURIComponent(chargeId)}`;

  async function resultOf(row: PaymentRow): Promise<PaymentResult> {
    const purpose = purposeOf(row);
    const { findOrderIds } = handlerOf(purpose);
    return {
      paymentId: row.id,
      status: row.status,
      amount: row.amount,
      purpose,
      orderIds: row.status === 'PAID' && findOrderIds ? await findOrderIds(row.id) : [],
      invoiceId: row.invoiceId,
      failureCode: row.status === 'FAILED' ? row.failureCode : null,
    };
  }

  /**
   * Gives a whole charge back (a payment that may not keep it), referenced by what it was for: the same
   * charge refunded again for the same reason (a replayed settlement) answers the refund already made.
   */
  async function refundWhole(charge: Charge, reference: string, reason: string): Promise<void> {
    const refund = await provider.refundCharge({
      chargeId: charge.id,
      amount: charge.amount,
      reason,
      reference,
    });
    if (refund.status === 'FAILED') throw new AppError('REFUND_FAILED', { chargeId: charge.id });
  }

  async function fail(tx: DbExecutor, row: PaymentRow, failureCode: ErrorCode): Promise<PaymentRow> {
    await handlerOf(purposeOf(row)).release?.(tx, row);
    return repository.markFailed(tx, row.id, failureCode, clock.now());
  }

  /**
   * Decision 011 step 3, on a payment row locked by the caller's transaction and the provider's word on
   * its charge (null: no charge was ever made). Only a PENDING payment changes: CAPTURED records what it
   * paid for through its purpose's handler (the orders, the invoice's installment, the months of Premium;
   * decision 025); a final failure has the handler give back what the payment held (a checkout's
   * stock). A charge captured for a payment already failed (3-D Secure finished after it was abandoned),
   * or refused by its purpose (an installment another attempt paid first), is refunded in full: money is
   * never kept without what it paid for.
   */
  async function settleLocked(
    tx: DbExecutor,
    row: PaymentRow,
    charge: Charge | null,
    options: { abandonInitiatedBefore?: Date } = {},
  ): Promise<PaymentRow> {
    if (row.status === 'FAILED') {
      if (charge?.status !== 'CAPTURED' || refundedFailureCodes.has(row.failureCode ?? '')) return row;
      await refundWhole(charge, row.id, `Payment ${row.id} failed before its charge captured`);
      return repository.markFailed(tx, row.id, 'PAYMENT_REFUNDED', clock.now());
    }
    if (row.status === 'PAID') return row;
    if (!charge) return fail(tx, row, 'CHECKOUT_FAILED');

    // Our own charge carries our payment id and amount; anything else cannot pay for what it is for.
    if (charge.reference !== row.id || charge.amount !== row.amount) {
      log.error({ paymentId: row.id, chargeId: charge.id }, 'payment: the charge does not match its payment');
      if (charge.status === 'CAPTURED') {
        await refundWhole(
          charge,
          `${charge.reference}:${charge.id}`,
          `Charge does not match payment ${row.id}`,
        );
      }
      return fail(tx, row, 'PAYMENT_FAILED');
    }

    if (charge.status === 'CAPTURED') {
      const refusal = await handlerOf(purposeOf(row)).recordCaptured(tx, row);
      if (refusal) {
        await refundWhole(charge, row.id, `${refundReasonOf[refusal]} ${row.id}`);
        return repository.markFailed(tx, row.id, refusal, clock.now());
      }
      await keepCard(tx, row, charge);
      return repository.markPaid(tx, row.id, clock.now());
    }
    if (charge.status === 'INITIATED') {
      const isAbandoned =
        options.abandonInitiatedBefore !== undefined && row.createdAt < options.abandonInitiatedBefore;
      return isAbandoned ? fail(tx, row, 'PAYMENT_ABANDONED') : row;
    }
    return fail(tx, row, failureCodeOf(charge));
  }

  /** Keeps the card of a captured charge when the buyer asked to. */
  async function keepCard(tx: DbExecutor, row: PaymentRow, charge: Charge): Promise<void> {
    const card = row.isSavingCard ? charge.savedCard : null;
    if (!card) return;
    try {
      // A savepoint: a card that cannot be kept must not undo what the money already taken paid for.
      await tx.transaction((savepoint) => cards.keepCardFromCharge(row.buyerId, card, savepoint));
    } catch (error) {
      log.warn({ err: error, paymentId: row.id }, 'payment: keeping the card of a paid charge failed');
    }
  }

  /**
   * Runs `work` in a transaction holding the payment's lock; a payment another transaction holds is
   * retried after a pause (`retryWhileLocked`: the sandbox provider reads its charges outside it, so ten
   * replays waiting on one lock could otherwise exhaust the pool).
   */
  function withPaymentLock(
    paymentId: string,
    work: (tx: DbExecutor, row: PaymentRow) => Promise<PaymentRow>,
  ): Promise<PaymentRow> {
    return retryWhileLocked(
      () =>
        settling(() =>
          repository.transaction(async (tx) => {
            const locked = await repository.lockById(tx, paymentId);
            return locked ? work(tx, locked) : undefined;
          }),
        ),
      async () => (await repository.findById(paymentId)) !== undefined,
    );
  }

  /** Settles a payment from `getCharge` (never from what the browser or a webhook body says). */
  async function settle(payment: PaymentRow): Promise<PaymentResult> {
    // A paid payment stays paid: no need to ask the provider again (ten replays, one set of orders).
    if (payment.status === 'PAID' || !payment.chargeId) return resultOf(payment);
    const charge = await provider.getCharge(payment.chargeId);
    return resultOf(await withPaymentLock(payment.id, (tx, locked) => settleLocked(tx, locked, charge)));
  }

  /**
   * A charge the provider made whose id never reached its payment (the process died between the two):
   * the charge names our payment as its reference, so the payment learns its charge now. Settling then
   * pays it, or — when the reconciler already failed it for want of a charge — refunds the charge.
   */
  async function paymentOfOrphanCharge(chargeId: string): Promise<PaymentRow | undefined> {
    const charge = await provider.getCharge(chargeId);
    // Charges made outside Tawrid on the same provider account carry other references.
    if (!uuidPattern.test(charge.reference)) return undefined;
    const payment = await repository.findById(charge.reference);
    if (!payment || payment.provider !== provider.name || payment.chargeId) return undefined;
    await repository.setChargeId(payment.id, charge.id);
    return repository.findById(payment.id);
  }

  /**
   * The provider's word on a payment's charge. Without a charge id the payment asks by reference (its
   * own id): the process may have died between the provider making the charge and the id being saved.
   * A charge found is recorded on the payment; null means the provider made none.
   */
  async function chargeOfPayment(payment: PaymentRow): Promise<Charge | null> {
    if (payment.chargeId) return provider.getCharge(payment.chargeId);
    const charge = await provider.findChargeByReference(payment.id, payment.createdAt);
    if (charge) await repository.setChargeId(payment.id, charge.id);
    return charge;
  }

  /**
   * Payments failed in the last `lateChargeWindowMs` with no charge id, for a reason that does not prove
   * no charge was made (the provider timed out, or its list had not shown the charge yet): each is
   * looked for by reference, and a charge found is recorded and settled, which refunds it in full if
   * captured (`settleLocked` on a FAILED payment). Answers how many were refunded.
   */
  async function refundLateCharges(now: Date): Promise<number> {
    const settledAfter = new Date(now.getTime() - lateChargeWindowMs);
    let after: TimeIdKey | undefined;
    let refundedCount = 0;
    for (;;) {
      const failed = await repository.findFailedWithoutCharge({
        provider: provider.name,
        failureCodes: chargeUnknownFailureCodes,
        settledAfter,
        after,
        limit: reconcileBatchSize,
      });
      for (const { payment } of failed) {
        try {
          const charge = await chargeOfPayment(payment);
          if (!charge) continue;
          const settled = await withPaymentLock(payment.id, (tx, locked) => settleLocked(tx, locked, charge));
          if (settled.failureCode === 'PAYMENT_REFUNDED') refundedCount += 1;
        } catch (error) {
          log.warn(
            { err: error, paymentId: payment.id },
            'payment reconciler: a late charge failed; next run',
          );
        }
      }
      if (failed.length < reconcileBatchSize) return refundedCount;
      after = failed.at(-1)!.key;
    }
  }

  /** A payment whose charge could not be made: nothing was charged, what it held goes back. */
  async function failWithoutCharge(paymentId: string, failureCode: ErrorCode): Promise<void> {
    await withPaymentLock(paymentId, async (tx, locked) =>
      locked.status === 'PENDING' && !locked.chargeId ? fail(tx, locked, failureCode) : locked,
    );
  }

  /**
   * The answer of a checkout repeated with the same key: the same payment and where to go now. While the
   * first request is still asking the provider for its charge, wait for it (a double click).
   */
  async function answerAgain(found: PaymentRow): Promise<CheckoutAnswer> {
    let row: PaymentRow | undefined = found;
    for (let waited = 0; row.status === 'PENDING' && !row.chargeId && waited < repeatWaitMs;) {
      await sleep(repeatPollMs);
      waited += repeatPollMs;
      row = await repository.findById(found.id);
      if (!row) throw new AppError('NOT_FOUND');
    }
    if (!row.chargeId) {
      if (row.status === 'PENDING') throw new AppError('CONFLICT');
      throw new AppError(isErrorCode(row.failureCode) ? row.failureCode : 'CHECKOUT_FAILED');
    }
    if (row.status !== 'PENDING') return { paymentId: row.id, redirectUrl: callbackOf(row, row.chargeId) };
    const charge = await provider.getCharge(row.chargeId);
    return { paymentId: row.id, redirectUrl: charge.transactionUrl ?? callbackOf(row, charge.id) };
  }

  /**
   * A refusal because a payment of the same thing is already in flight (decision 011) names that payment,
   * and its 3-D Secure page while the charge waits there: the buyer can go on with it, or cancel it
   * (`cancelPayment`) and pay again. Any other error is answered as it is.
   */
  async function withPaymentInFlight(error: unknown, buyerId: string, thing: PaidThing): Promise<unknown> {
    if (!(error instanceof AppError) || !inFlightCodes.has(error.code)) return error;
    const pending = await repository.findPendingOf(thing);
    // Settled since (the refusal stands: the cart or installment it paid is gone), or not the caller's.
    if (pending?.buyerId !== buyerId) return error;
    const charge = pending.chargeId ? await provider.getCharge(pending.chargeId).catch(() => null) : null;
    const redirectUrl = charge?.status === 'INITIATED' ? charge.transactionUrl : null;
    return new AppError(error.code, { paymentId: pending.id, redirectUrl });
  }

  /** The charge's source: a saved card of the buyer's, test card fields (sandbox), or the provider's form. */
  async function sourceOf(
    buyerId: string,
    body: PaymentMeans,
  ): Promise<{ source: CreateChargeInput['source']; customerId: string | null; isSavingCard: boolean }> {
    if (body.savedCardId && body.card) throw new AppError('VALIDATION_FAILED', { field: 'savedCardId' });
    if (body.savedCardId) {
      const card = await cards.findUsableCard(buyerId, body.savedCardId);
      if (!card) throw new AppError('NOT_FOUND', { field: 'savedCardId' });
      return {
        source: { kind: 'SAVED_CARD', card },
        customerId: card.providerCustomerId,
        isSavingCard: false,
      };
    }
    if (body.card) {
      // saudi.md: card numbers never reach our server in `tap` mode (Tap's form tokenizes in the browser).
      if (provider.name !== 'sandbox') throw new AppError('VALIDATION_FAILED', { field: 'card' });
      const card = {
        holderName: body.card.holderName,
        number: body.card.number,
        securityCode: body.card.securityCode,
        ...expiryOf(body.card.expiry, clock.now()),
      };
      return { source: { kind: 'RAW_CARD', card }, customerId: null, isSavingCard: body.saveCard };
    }
    return { source: { kind: 'PROVIDER_FORM' }, customerId: null, isSavingCard: body.saveCard };
  }

  /**
   * Decision 011 steps 1–2, whatever the purpose: the attempt's `prepare`, then the PENDING payment
   * written with what it holds in one transaction (decision 025), then the provider asked for the charge.
   * A repeated key answers the same payment (`isNew` false); a key already used for something else is a
   * CONFLICT. A charge that needs no 3-D Secure is settled at once; the callback then finds it settled.
   */
  async function startPayment(
    buyerId: string,
    means: PaymentMeans,
    purpose: PaymentAttempt,
    placedByMemberId: string | null = null,
  ): Promise<{ answer: CheckoutAnswer; isNew: boolean }> {
    const again = async (found: PaymentRow) => {
      if (!purpose.isSame(found)) throw new AppError('CONFLICT');
      return { answer: await answerAgain(found), isNew: false };
    };
    const existing = await repository.findByIdempotencyKey(buyerId, means.idempotencyKey);
    if (existing) return again(existing);

    const { source, customerId, isSavingCard } = await sourceOf(buyerId, means);
    const write = await purpose.prepare();
    const base = {
      buyerId,
      idempotencyKey: means.idempotencyKey,
      provider: provider.name,
      isSavingCard,
      placedByMemberId,
      createdAt: clock.now(),
    };
    let written: Awaited<ReturnType<typeof write>>;
    try {
      written = await repository.transaction((tx) =>
        write(tx, (payment) => repository.insertPending(tx, { ...base, ...payment })),
      );
    } catch (error) {
      // A request with the same key, sent in parallel, may have won (its payment holds the thing paid
      // for, so this one's write was refused): it is the same request, answered with the same payment.
      const winner = await repository.findByIdempotencyKey(buyerId, means.idempotencyKey);
      if (winner) return again(winner);
      throw await withPaymentInFlight(error, buyerId, purpose.paidThing);
    }
    const { row: created, description } = written;
    if (!created) {
      const winner = await repository.findByIdempotencyKey(buyerId, means.idempotencyKey);
      if (!winner) throw new AppError('CONFLICT');
      return again(winner);
    }

    let charge: Charge;
    try {
      const buyer = await users.getBusinessContact(buyerId);
      charge = await provider.createCharge({
        amount: created.amount,
        reference: created.id,
        description,
        customer: { id: customerId, name: buyer.name, email: buyer.email },
        source,
        saveCard: isSavingCard,
        redirectUrl: callbackUrlOf(created),
        webhookUrl,
      });
    } catch (error) {
      // A refusal (a bad card, a 4xx) made no charge. A timeout or an unreachable provider may have made
      // one: the payment fails now all the same (the buyer can try again, the stock goes back), and the
      // reconciler looks for a charge by reference for `lateChargeWindowMs`, refunding any it finds.
      const code = error instanceof AppError ? error.code : 'CHECKOUT_FAILED';
      if (!(error instanceof AppError))
        log.error({ err: error, paymentId: created.id }, 'payment: createCharge failed');
      await failWithoutCharge(created.id, code);
      throw error instanceof AppError ? error : new AppError('CHECKOUT_FAILED');
    }
    // A process killed here leaves a charge whose id was never saved: the reconciler finds it by reference.
    await faults.afterChargeCreated?.(created.id);
    await repository.setChargeId(created.id, charge.id);
    if (charge.status !== 'INITIATED') {
      try {
        // On the charge the provider just answered: asking for it again would only repeat its word (a
        // round trip per paid checkout). The answer names the payment, not its orders: no result is built.
        await withPaymentLock(created.id, (tx, locked) => settleLocked(tx, locked, charge));
      } catch (error) {
        // The callback, the webhook or the reconciler settles it later; the buyer still gets an answer.
        log.warn({ err: error, paymentId: created.id }, 'payment: settling at once failed');
      }
    }
    return {
      answer: { paymentId: created.id, redirectUrl: charge.transactionUrl ?? callbackOf(created, charge.id) },
      isNew: true,
    };
  }

  return {
    /** Decision 025: wires each purpose's handler (services.ts, once every purpose's module is built). */
    handlePurposes(handlers: PaymentPurposeHandlers): void {
      purposes = handlers;
    },

    /**
     * Pays for the whole cart (decision 011) as orders' checkout describes it: priced from the catalog,
     * its stock reserved in the transaction that writes the payment (OUT_OF_STOCK aborts it: nothing
     * reserved, nothing charged). One checkout of the buyer's cart is in flight at a time (another while
     * one is PENDING is CHECKOUT_IN_PROGRESS) and the cart must still be as priced (CART_CHANGED
     * otherwise), so a cart is never paid twice, in parallel or from two tabs. Issue 26: the cart is the
     * person's (`memberId`), the orders the business's.
     */
    checkout: (buyerId: string, memberId: string, body: CheckoutInput) =>
      startPayment(buyerId, body, handlerOf('CHECKOUT').attempt(buyerId, { memberId }), memberId),

    /**
     * Pays the installment of the buyer's invoice that the page showed as due (decision 013), with the
     * same attempt keys, charge, callback, webhook and reconciler as checkout. The invoice is locked while
     * the payment is written, so what is due cannot change under it, and another attempt at the same
     * installment while one is PENDING is refused (INVOICE_PAYMENT_IN_PROGRESS): the card is charged once.
     */
    payInvoice: (buyerId: string, invoiceId: string, body: PayInvoiceInput, paidByMemberId?: string) =>
      startPayment(
        buyerId,
        body,
        handlerOf('INVOICE').attempt(buyerId, { invoiceId, installment: body.installment }),
        paidByMemberId,
      ),

    /**
     * Decision 016: a month of Premium for the supplier, with the same attempt keys, charge, callback,
     * webhook and reconciler as checkout; plans describe the attempt (the plan locked while the payment is
     * written) and record the captured month. Renewals come from the plans job with a key made from the
     * period they renew, so a period is charged once whichever node runs it.
     */
    payPlan: (supplierId: string, means: PaymentMeans, reason: 'UPGRADE' | 'RENEWAL') =>
      startPayment(supplierId, means, handlerOf('PLAN').attempt(supplierId, { reason })),

    /** The provider and charge that paid (an order's refund goes there), in the caller's transaction. */
    findChargeOfPayment: (tx: DbExecutor, paymentId: string) => repository.findCharge(tx, paymentId),

    /**
     * Demo data only (the orders module's imported orders): the payment every order must name, for
     * sales made before the platform, in the caller's transaction. Answers its id.
     */
    recordImportedPayment: (
      tx: DbExecutor,
      payment: { buyerId: string; amount: number; cart: PaymentSnapshot; createdAt: Date },
    ) => repository.insertImported(tx, payment),

    /** The payment the supplier's plan made with this key, if any (the renewal job reads its outcome). */
    findPlanPayment: async (supplierId: string, idempotencyKey: string) =>
      repository.findByIdempotencyKey(supplierId, idempotencyKey),

    /**
     * Demo data only (decision 028): whether the payer already made a payment with this key, so a seed
     * paying with fixed keys knows what it has paid before it fills a cart again.
     */
    hasPaymentWithKey: async (payerId: string, idempotencyKey: string) =>
      (await repository.findByIdempotencyKey(payerId, idempotencyKey)) !== undefined,

    /** The callback (`tap_id`): settles the caller's payment of that charge; another's is NOT_FOUND. */
    async confirmPayment(buyerId: string, chargeId: string): Promise<PaymentResult> {
      const payment = await repository.findByChargeId(provider.name, chargeId);
      if (!payment || payment.buyerId !== buyerId) throw new AppError('NOT_FOUND');
      return settle(payment);
    },

    /**
     * The owner gives up a payment still waiting, e.g. a 3-D Secure page left open in another tab, so the
     * cart, installment or month can be paid again now rather than after the reconciler's thirty minutes.
     * Settled on the provider's word like the callback: a charge that captured meanwhile pays; one still
     * waiting is abandoned (PAYMENT_ABANDONED, its stock released) and refunded should it capture later.
     * A payment whose charge is still being asked for is left to that request (or the reconciler).
     * Another's payment is NOT_FOUND.
     */
    async cancelPayment(buyerId: string, paymentId: string): Promise<PaymentResult> {
      const payment = await repository.findById(paymentId);
      if (!payment || payment.buyerId !== buyerId) throw new AppError('NOT_FOUND');
      if (payment.status !== 'PENDING' || !payment.chargeId) return resultOf(payment);
      const charge = await provider.getCharge(payment.chargeId);
      // Abandoned whatever its age: every payment was created before this instant's next millisecond.
      const abandonInitiatedBefore = new Date(clock.now().getTime() + 1);
      const settled = await withPaymentLock(payment.id, (tx, locked) =>
        settleLocked(tx, locked, charge, { abandonInitiatedBefore }),
      );
      return resultOf(settled);
    },

    async getPayment(buyerId: string, paymentId: string): Promise<PaymentResult> {
      const payment = await repository.findById(paymentId);
      if (!payment || payment.buyerId !== buyerId) throw new AppError('NOT_FOUND');
      return resultOf(payment);
    },

    /** The provider's notification: its signature checked, then settled from `getCharge` like the callback. */
    async handleWebhook(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<PaymentResult> {
      const chargeId = provider.parseWebhook(rawBody, headers);
      const payment =
        (await repository.findByChargeId(provider.name, chargeId)) ?? (await paymentOfOrphanCharge(chargeId));
      if (!payment) throw new AppError('NOT_FOUND');
      return settle(payment);
    },

    /**
     * Finance's "ask the provider again" (issue 25, decision 034): the reconciler's path for one payment,
     * on the provider's word now (by reference when no charge id was saved). Idempotent: a PAID payment
     * stays paid, a FAILED one whose captured charge was refunded refunds nothing again; only a captured
     * charge of a failed payment is refunded, once (`settleLocked`). A PENDING payment younger than the
     * reconciler's window is left alone: its charge may be being made right now. `record` writes the
     * audit entry in the transaction of the change, with the payment before and after.
     */
    async recheckPayment(
      paymentId: string,
      record: (tx: DbExecutor, before: PaymentRow, after: PaymentRow) => Promise<unknown>,
    ): Promise<void> {
      const payment = await repository.findById(paymentId);
      if (!payment) throw new AppError('NOT_FOUND');
      if (payment.provider !== provider.name) throw new AppError('PAYMENT_OF_ANOTHER_PROVIDER');
      const now = clock.now();
      const isTooRecent =
        payment.status === 'PENDING' && payment.createdAt > new Date(now.getTime() - reconcileAfterMs);
      // Asked before locking, as the reconciler does: no lock is held while the provider answers.
      const charge = payment.status === 'PAID' || isTooRecent ? undefined : await chargeOfPayment(payment);
      await withPaymentLock(paymentId, async (tx, locked) => {
        const after =
          charge === undefined || (locked.status === 'PENDING' && isTooRecent)
            ? locked
            : await settleLocked(tx, locked, charge, {
                abandonInitiatedBefore: new Date(now.getTime() - abandonAfterMs),
              });
        await record(tx, locked, after);
        return after;
      });
    },

    /** The provider's current word on a payment's charge, for finance's page; null when none is recorded. */
    async findProviderCharge(payment: Pick<PaymentRow, 'provider' | 'chargeId'>): Promise<{
      charge: Charge | null;
      problem: 'NO_CHARGE' | 'OTHER_PROVIDER' | 'PROVIDER_UNAVAILABLE' | null;
    }> {
      if (!payment.chargeId) return { charge: null, problem: 'NO_CHARGE' };
      if (payment.provider !== provider.name) return { charge: null, problem: 'OTHER_PROVIDER' };
      try {
        return { charge: await provider.getCharge(payment.chargeId), problem: null };
      } catch (error) {
        log.warn({ err: error, chargeId: payment.chargeId }, 'payments: the provider did not answer finance');
        return { charge: null, problem: 'PROVIDER_UNAVAILABLE' };
      }
    },

    /**
     * Decision 011 step 4, one pass: claims PENDING payments older than two minutes in small batches
     * (`SKIP LOCKED`: several nodes share the work), and settles each on the provider's word. A payment
     * without a charge id asks the provider by reference first: the process may have died after the
     * charge was made and before its id was saved; found, it is settled like any other (CAPTURED makes
     * its orders), and only a provider with no such charge fails it, stock released. A charge still
     * waiting for 3-D Secure after thirty minutes is abandoned. Then payments failed lately without a
     * charge id are looked up too, and a charge found for one is refunded (see `refundLateCharges`). A
     * captured charge with no order is either completed into its order or refunded, never left.
     * Answers how many payments it settled or refunded.
     */
    async reconcilePendingPayments(): Promise<number> {
      const now = clock.now();
      const createdBefore = new Date(now.getTime() - reconcileAfterMs);
      const abandonInitiatedBefore = new Date(now.getTime() - abandonAfterMs);
      let after: TimeIdKey | undefined;
      let settledCount = 0;
      for (;;) {
        const claimed = await repository.claimStalePending({
          createdBefore,
          after,
          limit: reconcileBatchSize,
        });
        for (const { payment } of claimed) {
          // Another provider's payment (the site switched providers) cannot be asked about here.
          if (payment.provider !== provider.name) continue;
          try {
            // Asked before locking: no lock is held while the provider answers.
            const charge = await chargeOfPayment(payment);
            const settled = await settling(() =>
              repository.transaction(async (tx) => {
                // Skipped when a callback or another node is settling it right now.
                const locked = await repository.lockById(tx, payment.id);
                return locked && settleLocked(tx, locked, charge, { abandonInitiatedBefore });
              }),
            );
            if (settled && settled.status !== 'PENDING') settledCount += 1;
          } catch (error) {
            log.warn({ err: error, paymentId: payment.id }, 'payment reconciler: settling failed; next run');
          }
        }
        if (claimed.length < reconcileBatchSize) break;
        after = claimed.at(-1)!.key;
      }
      return settledCount + (await refundLateCharges(now));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
