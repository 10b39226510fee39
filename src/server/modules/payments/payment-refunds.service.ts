import type { PaymentRefund } from '../../../contract/payments/payments.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { Clock } from '../../platform/time/clock.js';
import type { PaymentProvider, ProviderRefund } from '../../providers/payments/payment-provider.js';
import type { PaymentRefundRow, PaymentRefundsRepository } from './payment-refunds.repository.js';

export type { PaymentRefundRow } from './payment-refunds.repository.js';

/** What to refund: `purposeKey` names the thing refunded (`DISPUTE:<id>`), refunded once whatever asks. */
export interface RefundRequest {
  paymentId: string;
  /** Halalas. */
  amount: number;
  purposeKey: string;
  reason: string;
}

/** Decision 033: a PENDING refund is the reconciler's after a minute (its request crashed or timed out). */
export const reconcileRefundsAfterMs = 60 * 1000;
const reconcileBatchSize = 20;

interface Log {
  warn(details: object, message: string): void;
}

export const toPaymentRefund = (row: PaymentRefundRow): PaymentRefund => ({
  id: row.id,
  paymentId: row.paymentId,
  amount: row.amount,
  reason: row.reason,
  purposeKey: row.purposeKey,
  status: row.status,
  providerRefundId: row.providerRefundId,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

/**
 * Issue 25, decision 033: refunds of captured payments, through the ledger `payment_refunds`. Money moves
 * in three steps: (1) one transaction locks the payment, checks the amount against what is left and writes
 * the PENDING refund (`requestRefund`; a thing already refunded answers its refund); (2) after commit the
 * provider is asked, with the refund's id as our reference (`sendRefund`); (3) its answer settles the row
 * and publishes PaymentRefundSettled in that transaction. A crash between (1) and (3) leaves a PENDING row
 * the reconciler settles from the provider's word, found by our reference, or asks for again under it.
 */
export function createPaymentRefundsService({
  repository,
  provider,
  events,
  clock,
  log,
  faults = {},
}: {
  repository: PaymentRefundsRepository;
  provider: Pick<PaymentProvider, 'name' | 'refundCharge' | 'findRefundByReference'>;
  events: DomainEventPublisher;
  clock: Clock;
  log: Log;
  /**
   * Tests only (never wired in production): stops a refund where a killed process would, once its row is
   * committed and before the provider is asked (`beforeProviderCall`), or once asked and before the
   * answer is saved (`afterProviderCall`).
   */
  faults?: {
    beforeProviderCall?(refundId: string): void | Promise<void>;
    afterProviderCall?(refundId: string): void | Promise<void>;
  };
}) {
  /** Step 3: the provider's answer settles the PENDING row once, and the settlement is published. */
  async function settle(refundId: string, answer: ProviderRefund): Promise<PaymentRefundRow> {
    return repository.transaction(async (tx) => {
      const row = await repository.lockById(tx, refundId);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'PENDING') return row;
      if (answer.status === 'PENDING') {
        // The card network has not settled it yet: the reconciler asks again later.
        return repository.update(tx, refundId, { providerRefundId: answer.id });
      }
      const settled = await repository.update(tx, refundId, {
        status: answer.status,
        providerRefundId: answer.id,
        settledAt: clock.now(),
      });
      await events.publish(tx, 'PaymentRefundSettled', {
        refundId: settled.id,
        paymentId: settled.paymentId,
        purposeKey: settled.purposeKey,
        amount: settled.amount,
        status: answer.status,
      });
      return settled;
    });
  }

  /** A refusal settles the row FAILED (the amount is free again); the provider being away leaves it. */
  async function settleRefused(refundId: string): Promise<PaymentRefundRow> {
    return settle(refundId, { id: '', status: 'FAILED', amount: 0, reference: refundId });
  }

  /** The payment a refund gives back part of (its charge is where the money goes). */
  const paymentOfRefund = (row: PaymentRefundRow) => repository.findPayment(row.paymentId);

  const service = {
    /**
     * Step 1, in the caller's transaction (which may change what the refund is for in the same commit):
     * locks the payment, refuses an amount over what is left (captured − PENDING − SUCCEEDED:
     * REFUND_AMOUNT_TOO_HIGH), and writes the PENDING refund. The same `purposeKey` answers the refund
     * already written (idempotent per thing refunded); one that FAILED is asked for again under its id.
     */
    async requestRefund(tx: DbExecutor, request: RefundRequest): Promise<PaymentRefundRow> {
      const payment = await repository.lockPayment(tx, request.paymentId);
      if (!payment) throw new AppError('NOT_FOUND');
      if (payment.status !== 'PAID' || !payment.chargeId || payment.provider !== provider.name) {
        throw new AppError('REFUND_NOT_POSSIBLE');
      }
      const existing = await repository.findByPurposeKey(tx, request.purposeKey);
      if (existing && existing.status !== 'FAILED') return existing;
      const held = await repository.sumHeld(tx, payment.id);
      if (request.amount <= 0 || request.amount > payment.amount - held) {
        throw new AppError('REFUND_AMOUNT_TOO_HIGH', { refundable: payment.amount - held });
      }
      const fields = { amount: request.amount, reason: request.reason, createdAt: clock.now() };
      return existing
        ? repository.reopen(tx, existing.id, fields)
        : repository.insertPending(tx, { ...fields, paymentId: payment.id, purposeKey: request.purposeKey });
    },

    /**
     * Step 2, after the refund's row committed: asks the provider with our reference and settles the row
     * on its answer. A refund no longer PENDING answers as it is. The provider being unreachable leaves it
     * PENDING for the reconciler (never FAILED: the money may have gone back).
     */
    async sendRefund(refundId: string): Promise<PaymentRefundRow> {
      const row = await repository.findById(refundId);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'PENDING') return row;
      const payment = await paymentOfRefund(row);
      await faults.beforeProviderCall?.(row.id);
      let answer: ProviderRefund;
      try {
        answer = await provider.refundCharge({
          chargeId: payment!.chargeId!,
          amount: row.amount,
          reason: row.reason,
          reference: row.id,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'REFUND_FAILED') return settleRefused(row.id);
        log.warn(
          { err: error, refundId: row.id },
          'refund: the provider did not answer; the reconciler asks',
        );
        return row;
      }
      await faults.afterProviderCall?.(row.id);
      return settle(row.id, answer);
    },

    /** Steps 1 to 3 for a caller without a transaction of its own. */
    async refund(request: RefundRequest): Promise<PaymentRefundRow> {
      const row = await repository.transaction((tx) => service.requestRefund(tx, request));
      return service.sendRefund(row.id);
    },

    findRefund: (refundId: string) => repository.findById(refundId),

    /** A payment's money: captured, refunded or held by refunds, what is left, and its refunds. */
    async getPaymentMoney(paymentId: string) {
      const payment = await repository.findPayment(paymentId);
      if (!payment) throw new AppError('NOT_FOUND');
      const refunds = await repository.findOfPayment(paymentId);
      const refundedAmount = refunds
        .filter((refund) => refund.status !== 'FAILED')
        .reduce((sum, refund) => sum + refund.amount, 0);
      const isRefundable = payment.status === 'PAID' && payment.chargeId !== null;
      return {
        paymentId: payment.id,
        provider: payment.provider,
        chargeId: payment.chargeId,
        status: payment.status,
        amount: payment.amount,
        refundedAmount,
        refundableAmount: isRefundable ? payment.amount - refundedAmount : 0,
        refunds: refunds.map(toPaymentRefund),
      };
    },

    /**
     * Decision 033, the reconciler's pass over refunds: each PENDING refund older than a minute is asked
     * for by our reference; found, it is settled on the provider's word; not found, it is asked for again
     * under the same reference (so at most one refund exists for it). Answers how many it settled.
     */
    async reconcilePendingRefunds(): Promise<number> {
      const stale = await repository.findStalePending(
        new Date(clock.now().getTime() - reconcileRefundsAfterMs),
        reconcileBatchSize,
      );
      let settledCount = 0;
      for (const row of stale) {
        try {
          const payment = await paymentOfRefund(row);
          if (!payment?.chargeId || payment.provider !== provider.name) continue;
          const found = await provider.findRefundByReference(payment.chargeId, row.id);
          const settled = found ? await settle(row.id, found) : await service.sendRefund(row.id);
          if (settled.status !== 'PENDING') settledCount += 1;
        } catch (error) {
          log.warn({ err: error, refundId: row.id }, 'refund reconciler: settling failed; next run');
        }
      }
      return settledCount;
    },
  };
  return service;
}

export type PaymentRefundsService = ReturnType<typeof createPaymentRefundsService>;
