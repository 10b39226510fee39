import type {
  OperatorPayment,
  OperatorPaymentDetails,
  OperatorPaymentsQuery,
} from '../../../contract/payments/payments.schemas.js';
import type { Page } from '../../platform/pagination/page.js';
import { AppError } from '../../platform/errors/app-error.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import type { Clock } from '../../platform/time/clock.js';
import { dayMs, riyadhDayStart } from '../../platform/time/riyadh-time.js';
import type { OperatorsService } from '../operators/operators.service.js';
import type { UsersService } from '../users/users.service.js';
import type {
  AttentionWindows,
  FinancePaymentRow,
  FinancePaymentsRepository,
} from './finance-payments.repository.js';
import {
  abandonAfterMs,
  chargeUnknownFailureCodes,
  lateChargeWindowMs,
  purposeOf,
  type PaymentsService,
} from './payments.service.js';

/**
 * A PENDING payment is the reconciler's after two minutes and abandoned at thirty; still PENDING at an
 * hour, the reconciler keeps failing on it (the provider, or the purpose's handler) and finance looks.
 */
const pendingAttentionAfterMs = 2 * abandonAfterMs;
/** The refund reconciler asks again every minute; a refund still PENDING after ten is finance's. */
const refundAttentionAfterMs = 10 * 60 * 1000;

/**
 * Finance's view of payments (issue 25, decision 034): the list with what needs attention, one payment
 * with its provider's current word, and finance's two actions, each audited in its transaction. Money moves
 * only through `payments.recheckPayment`, the reconciler's own settlement path.
 */
export function createFinancePaymentsService({
  repository,
  payments,
  users,
  operators,
  clock,
}: {
  repository: FinancePaymentsRepository;
  payments: Pick<PaymentsService, 'recheckPayment' | 'findProviderCharge'>;
  users: Pick<UsersService, 'findBusinessProfiles'>;
  operators: Pick<OperatorsService, 'recordAction'>;
  clock: Clock;
}) {
  function windows(): AttentionWindows {
    const now = clock.now().getTime();
    return {
      pendingBefore: new Date(now - pendingAttentionAfterMs),
      failedBefore: new Date(now - lateChargeWindowMs),
      chargeUnknownCodes: chargeUnknownFailureCodes,
      refundPendingBefore: new Date(now - refundAttentionAfterMs),
    };
  }

  async function toPayments(rows: FinancePaymentRow[]): Promise<OperatorPayment[]> {
    const names = new Map(
      (await users.findBusinessProfiles(rows.map((row) => row.buyerId))).map((profile) => [
        profile.userId,
        profile.businessName,
      ]),
    );
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      amount: row.amount,
      purpose: purposeOf(row),
      business: { id: row.buyerId, businessName: names.get(row.buyerId) ?? '' },
      provider: row.provider,
      chargeId: row.chargeId,
      failureCode: row.failureCode,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
      attentionReason: row.isResolved ? null : row.attentionReason,
      isResolved: row.isResolved,
    }));
  }

  async function detailsOf(id: string): Promise<OperatorPaymentDetails> {
    const row = await repository.findById(id, windows());
    if (!row) throw new AppError('NOT_FOUND');
    const [[payment], word, resolutions, refunds] = await Promise.all([
      toPayments([row]),
      payments.findProviderCharge(row),
      repository.findResolutions(id),
      repository.findRefunds(id),
    ]);
    const history: OperatorPaymentDetails['history'] = [
      { kind: 'CREATED', at: row.createdAt.toISOString(), detail: null },
    ];
    if (row.settledAt && row.status !== 'PENDING') {
      history.push({
        kind: row.status === 'PAID' ? 'PAID' : 'FAILED',
        at: row.settledAt.toISOString(),
        detail: row.failureCode,
      });
    }
    for (const resolution of resolutions) {
      history.push({ kind: 'RESOLVED', at: resolution.resolvedAt.toISOString(), detail: resolution.note });
    }
    history.sort((a, b) => a.at.localeCompare(b.at));
    return {
      payment: payment!,
      charge: word.charge && {
        id: word.charge.id,
        status: word.charge.status,
        amount: word.charge.amount,
        reference: word.charge.reference,
        failureCode: word.charge.failureCode,
      },
      chargeProblem: word.problem,
      history,
      resolutions: resolutions.map((resolution) => ({
        id: resolution.id,
        operatorId: resolution.operatorId,
        note: resolution.note,
        resolvedAt: resolution.resolvedAt.toISOString(),
      })),
      refunds: refunds.map((refund) => ({
        id: refund.id,
        paymentId: refund.paymentId,
        amount: refund.amount,
        reason: refund.reason,
        purposeKey: refund.purposeKey,
        status: refund.status,
        providerRefundId: refund.providerRefundId,
        createdAt: refund.createdAt.toISOString(),
        settledAt: refund.settledAt?.toISOString() ?? null,
      })),
    };
  }

  return {
    async listPayments(query: OperatorPaymentsQuery): Promise<Page<OperatorPayment>> {
      const rows = await repository.findPage(
        {
          status: query.status,
          createdFrom: query.from ? riyadhDayStart(query.from) : undefined,
          createdUntil: query.to ? new Date(riyadhDayStart(query.to).getTime() + dayMs) : undefined,
          needsAttention: query.needsAttention,
          before: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
          limit: query.limit + 1,
        },
        windows(),
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await toPayments(page),
        nextCursor:
          rows.length > query.limit && last
            ? encodeTimeIdCursor({ time: last.createdAtKey, id: last.id })
            : null,
      };
    },

    getPayment: detailsOf,

    /** "Ask the provider again": settles on its answer now, audited PAYMENT_RECHECKED with what changed. */
    async recheckPayment(operatorId: string, paymentId: string): Promise<OperatorPaymentDetails> {
      await payments.recheckPayment(paymentId, (tx, before, after) =>
        operators.recordAction(tx, {
          operatorId,
          action: 'PAYMENT_RECHECKED',
          subjectType: 'PAYMENT',
          subjectId: paymentId,
          before: { status: before.status, failureCode: before.failureCode, chargeId: before.chargeId },
          after: { status: after.status, failureCode: after.failureCode, chargeId: after.chargeId },
        }),
      );
      return detailsOf(paymentId);
    },

    /** "Mark resolved" with finance's note: a resolution and its audit entry, in one transaction. */
    async resolvePayment(
      operatorId: string,
      paymentId: string,
      note: string,
    ): Promise<OperatorPaymentDetails> {
      await repository.transaction(async (tx) => {
        if (!(await repository.lockPayment(tx, paymentId))) throw new AppError('NOT_FOUND');
        const resolutionId = await repository.insertResolution(tx, {
          paymentId,
          operatorId,
          note,
          resolvedAt: clock.now(),
        });
        await operators.recordAction(tx, {
          operatorId,
          action: 'PAYMENT_RESOLVED',
          subjectType: 'PAYMENT',
          subjectId: paymentId,
          reason: note,
          after: { resolutionId },
        });
      });
      return detailsOf(paymentId);
    },
  };
}

export type FinancePaymentsService = ReturnType<typeof createFinancePaymentsService>;
