import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { vatOf } from '../../../contract/cart/cart.schemas.js';
import { errorStatusByCode, type ErrorCode } from '../../../contract/errors/error-codes.js';
import type { CheckoutBodySchema, PaymentResult } from '../../../contract/payments/payments.schemas.js';
import { createConcurrencyLimit, poolReadingTransactions } from '../../platform/db/concurrency-limit.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import type {
  Charge,
  CreateChargeInput,
  PaymentProvider,
} from '../../providers/payments/payment-provider.js';
import type { Clock } from '../auth/auth.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { ListingsService } from '../listings/listings.service.js';
import { amountOfSnapshot, type OrdersService } from '../orders/orders.service.js';
import type { UsersService } from '../users/users.service.js';
import type {
  PaymentRow,
  PaymentSnapshot,
  PaymentsRepository,
  SnapshotGroup,
} from './payments.repository.js';
import type { SavedCardsService } from './saved-cards.service.js';

export type CheckoutInput = z.output<typeof CheckoutBodySchema>;

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
/** Payments settled per reconciler transaction: short locks, and one slow provider call delays few. */
const reconcileBatchSize = 10;
/** A repeated checkout waits this long for the first request to get its charge from the provider. */
const repeatWaitMs = 10_000;
const repeatPollMs = 100;
/** How long a settlement retries a payment another transaction is settling, and how often. */
const lockWaitMs = 30_000;
const lockRetryMs = 20;

const riyadhOffsetMs = 3 * 60 * 60 * 1000;

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

const isErrorCode = (code: string | null): code is ErrorCode => code !== null && code in errorStatusByCode;

/** The priced cart grouped by supplier, in the order the cart shows them (lines' totals recomputed). */
function snapshotOf(priced: Awaited<ReturnType<CartService['priceCartForCheckout']>>): PaymentSnapshot {
  const groups = new Map<string, SnapshotGroup>();
  for (const line of priced.lines) {
    let group = groups.get(line.supplierId);
    if (!group) {
      group = {
        supplierId: line.supplierId,
        supplierBusinessName: line.supplierBusinessName,
        deliveryFee: priced.deliveryFees[line.supplierId] ?? 0,
        lines: [],
      };
      groups.set(line.supplierId, group);
    }
    const lineTotal = line.unitPrice * line.quantity;
    group.lines.push({
      productId: line.productId,
      name: line.name,
      imageKey: line.imageKey,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal,
      vat: vatOf(lineTotal),
    });
  }
  return { groups: [...groups.values()] };
}

const linesOf = (snapshot: PaymentSnapshot) => snapshot.groups.flatMap((group) => group.lines);

/** `MM/YY` (already checked by CardFieldsSchema): the card is good through the end of that month. */
function expiryOf(expiry: string, now: Date): { expiryMonth: number; expiryYear: number } {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const expiryYear = 2000 + year;
  const local = new Date(now.getTime() + riyadhOffsetMs);
  const current = local.getUTCFullYear() * 12 + local.getUTCMonth() + 1;
  if (expiryYear * 12 + month < current) throw new AppError('CARD_EXPIRED');
  return { expiryMonth: month, expiryYear };
}

export function createPaymentsService({
  repository,
  provider,
  cart,
  cards,
  listings,
  orders,
  users,
  clock,
  publicUrl,
  log,
}: {
  repository: PaymentsRepository;
  provider: Pick<PaymentProvider, 'name' | 'createCharge' | 'getCharge' | 'refundCharge' | 'parseWebhook'>;
  cart: Pick<CartService, 'priceCartForCheckout' | 'removeProducts'>;
  /** Pays with a saved card; keeps the new card when asked, with the payment that captured it. */
  cards: Pick<SavedCardsService, 'findUsableCard' | 'keepCardFromCharge'>;
  listings: Pick<ListingsService, 'reserveStock' | 'releaseStock'>;
  orders: Pick<OrdersService, 'placeOrdersOfPayment' | 'findOrderIdsOfPayment'>;
  users: Pick<UsersService, 'getCurrentUser'>;
  clock: Clock;
  publicUrl: string;
  log: Log;
}) {
  // Settling notifies inside its transaction (settings read through the pool): bounded, see the limit.
  const settling = createConcurrencyLimit(poolReadingTransactions);
  const callbackUrl = `${publicUrl}/buyer/payment/callback`;
  const webhookUrl = `${publicUrl}/api/payments/webhook`;
  /** Where the buyer goes when no 3-D Secure page is needed: the callback, as the provider sends it back. */
  const callbackOf = (chargeId: string) => `${callbackUrl}?tap_id=${encodeURIComponent(chargeId)}`;

  async function resultOf(row: PaymentRow): Promise<PaymentResult> {
    return {
      paymentId: row.id,
      status: row.status,
      amount: row.amount,
      orderIds: row.status === 'PAID' ? await orders.findOrderIdsOfPayment(row.id) : [],
      failureCode: row.status === 'FAILED' ? row.failureCode : null,
    };
  }

  async function fail(tx: DbExecutor, row: PaymentRow, failureCode: ErrorCode): Promise<PaymentRow> {
    await listings.releaseStock(linesOf(row.cart as PaymentSnapshot), tx);
    return repository.markFailed(tx, row.id, failureCode, clock.now());
  }

  /**
   * Decision 011 step 3, on a payment row locked by the caller's transaction and the provider's word on
   * its charge (null: no charge was ever made). Only a PENDING payment changes: CAPTURED makes the orders
   * and empties the bought lines from the cart; a final failure releases the stock. A charge captured
   * for a payment already failed (3-D Secure finished after it was abandoned) is refunded in full: money
   * is never kept without its orders.
   */
  async function settleLocked(
    tx: DbExecutor,
    row: PaymentRow,
    charge: Charge | null,
    options: { abandonInitiatedBefore?: Date } = {},
  ): Promise<PaymentRow> {
    if (row.status === 'FAILED') {
      if (charge?.status !== 'CAPTURED' || row.failureCode === 'PAYMENT_REFUNDED') return row;
      await provider.refundCharge(
        charge.id,
        charge.amount,
        `Payment ${row.id} failed before its charge captured`,
      );
      return repository.markFailed(tx, row.id, 'PAYMENT_REFUNDED', clock.now());
    }
    if (row.status === 'PAID') return row;
    if (!charge) return fail(tx, row, 'CHECKOUT_FAILED');

    // Our own charge carries our payment id and amount; anything else cannot pay for this cart.
    if (charge.reference !== row.id || charge.amount !== row.amount) {
      log.error({ paymentId: row.id, chargeId: charge.id }, 'payment: the charge does not match its payment');
      if (charge.status === 'CAPTURED') {
        await provider.refundCharge(charge.id, charge.amount, `Charge does not match payment ${row.id}`);
      }
      return fail(tx, row, 'PAYMENT_FAILED');
    }

    if (charge.status === 'CAPTURED') {
      const snapshot = row.cart as PaymentSnapshot;
      await orders.placeOrdersOfPayment(tx, { id: row.id, buyerId: row.buyerId, cart: snapshot });
      await cart.removeProducts(
        row.buyerId,
        linesOf(snapshot).map((line) => line.productId),
        tx,
      );
      const card = row.isSavingCard ? charge.savedCard : null;
      if (card) {
        try {
          // A savepoint: a card that cannot be kept must not undo the orders of money already taken.
          await tx.transaction((savepoint) => cards.keepCardFromCharge(row.buyerId, card, savepoint));
        } catch (error) {
          log.warn({ err: error, paymentId: row.id }, 'payment: keeping the card of a paid charge failed');
        }
      }
      return repository.markPaid(tx, row.id, clock.now());
    }
    if (charge.status === 'INITIATED') {
      const isAbandoned =
        options.abandonInitiatedBefore !== undefined && row.createdAt < options.abandonInitiatedBefore;
      return isAbandoned ? fail(tx, row, 'PAYMENT_ABANDONED') : row;
    }
    return fail(tx, row, failureCodeOf(charge));
  }

  /**
   * Runs `work` in a transaction holding the payment's lock. A payment another transaction holds is
   * retried after a pause instead of waited for: a waiting transaction keeps a pooled connection, and
   * the holder may need one (the sandbox provider reads its charges outside it), so ten replays waiting
   * on one lock could otherwise exhaust the pool.
   */
  async function withPaymentLock(
    paymentId: string,
    work: (tx: DbExecutor, row: PaymentRow) => Promise<PaymentRow>,
  ): Promise<PaymentRow> {
    const deadline = Date.now() + lockWaitMs;
    for (;;) {
      const done = await settling(() =>
        repository.transaction(async (tx) => {
          const locked = await repository.lockById(tx, paymentId);
          return locked ? work(tx, locked) : undefined;
        }),
      );
      if (done) return done;
      if (!(await repository.findById(paymentId))) throw new AppError('NOT_FOUND');
      if (Date.now() > deadline) throw new AppError('CONFLICT');
      await sleep(lockRetryMs);
    }
  }

  /** Settles a payment from `getCharge` (never from what the browser or a webhook body says). */
  async function settle(payment: PaymentRow): Promise<PaymentResult> {
    // A paid payment stays paid: no need to ask the provider again (ten replays, one set of orders).
    if (payment.status === 'PAID' || !payment.chargeId) return resultOf(payment);
    const charge = await provider.getCharge(payment.chargeId);
    return resultOf(await withPaymentLock(payment.id, (tx, locked) => settleLocked(tx, locked, charge)));
  }

  /** A checkout whose charge could not be made: nothing was charged, the stock goes back. */
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
    if (row.status !== 'PENDING') return { paymentId: row.id, redirectUrl: callbackOf(row.chargeId) };
    const charge = await provider.getCharge(row.chargeId);
    return { paymentId: row.id, redirectUrl: charge.transactionUrl ?? callbackOf(charge.id) };
  }

  /** The charge's source: a saved card of the buyer's, test card fields (sandbox), or the provider's form. */
  async function sourceOf(
    buyerId: string,
    body: CheckoutInput,
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

  return {
    /**
     * Decision 011 steps 1–2: reserve the cart's stock and write the PENDING payment in one transaction
     * (OUT_OF_STOCK aborts it: nothing reserved, nothing charged), then ask the provider for the charge.
     * A repeated key answers the same payment (`isNew` false). A charge that needs no 3-D Secure is
     * settled at once; the callback then finds it settled.
     */
    async checkout(
      buyerId: string,
      body: CheckoutInput,
    ): Promise<{ answer: CheckoutAnswer; isNew: boolean }> {
      const existing = await repository.findByIdempotencyKey(buyerId, body.idempotencyKey);
      if (existing) return { answer: await answerAgain(existing), isNew: false };

      const { source, customerId, isSavingCard } = await sourceOf(buyerId, body);
      const snapshot = snapshotOf(await cart.priceCartForCheckout(buyerId));
      const amount = amountOfSnapshot(snapshot);
      const created = await repository.transaction(async (tx) => {
        const row = await repository.insertPending(tx, {
          buyerId,
          idempotencyKey: body.idempotencyKey,
          amount,
          provider: provider.name,
          cart: snapshot,
          isSavingCard,
          createdAt: clock.now(),
        });
        // Written first: a parallel request with the same key waits here, then reserves nothing.
        if (row) await listings.reserveStock(linesOf(snapshot), tx);
        return row;
      });
      if (!created) {
        const winner = await repository.findByIdempotencyKey(buyerId, body.idempotencyKey);
        if (!winner) throw new AppError('CONFLICT');
        return { answer: await answerAgain(winner), isNew: false };
      }

      let charge: Charge;
      try {
        const buyer = await users.getCurrentUser(buyerId);
        charge = await provider.createCharge({
          amount,
          reference: created.id,
          description: `Tawrid checkout: ${snapshot.groups.length} supplier order(s)`,
          customer: { id: customerId, name: buyer.name, email: buyer.email },
          source,
          saveCard: isSavingCard,
          redirectUrl: callbackUrl,
          webhookUrl,
        });
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'CHECKOUT_FAILED';
        if (!(error instanceof AppError))
          log.error({ err: error, paymentId: created.id }, 'checkout: createCharge failed');
        await failWithoutCharge(created.id, code);
        throw error instanceof AppError ? error : new AppError('CHECKOUT_FAILED');
      }
      await repository.setChargeId(created.id, charge.id);
      if (charge.status !== 'INITIATED') {
        try {
          await settle({ ...created, chargeId: charge.id });
        } catch (error) {
          // The callback, the webhook or the reconciler settles it later; the buyer still gets an answer.
          log.warn({ err: error, paymentId: created.id }, 'checkout: settling at once failed');
        }
      }
      return {
        answer: { paymentId: created.id, redirectUrl: charge.transactionUrl ?? callbackOf(charge.id) },
        isNew: true,
      };
    },

    /** The callback (`tap_id`): settles the caller's payment of that charge; another's is NOT_FOUND. */
    async confirmPayment(buyerId: string, chargeId: string): Promise<PaymentResult> {
      const payment = await repository.findByChargeId(provider.name, chargeId);
      if (!payment || payment.buyerId !== buyerId) throw new AppError('NOT_FOUND');
      return settle(payment);
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
      const payment = await repository.findByChargeId(provider.name, chargeId);
      if (!payment) throw new AppError('NOT_FOUND');
      return settle(payment);
    },

    /**
     * Decision 011 step 4, one pass: claims PENDING payments older than two minutes in small batches
     * (`SKIP LOCKED`: several nodes share the work), and settles each on the provider's word. No charge
     * id means the process died before asking the provider: failed, stock released. A charge still
     * waiting for 3-D Secure after thirty minutes is abandoned. Answers how many payments it settled.
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
          try {
            // Asked before locking: no lock is held while the provider answers.
            const charge = payment.chargeId ? await provider.getCharge(payment.chargeId) : null;
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
        if (claimed.length < reconcileBatchSize) return settledCount;
        after = claimed.at(-1)!.key;
      }
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
