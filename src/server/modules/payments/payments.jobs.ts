import type { Jobs, PeriodicPass } from '../../platform/jobs/jobs.js';
import type { PaymentRefundsService } from './payment-refunds.service.js';
import type { PaymentsService } from './payments.service.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    'payment-reconciliation': PeriodicPass;
  }
}

/**
 * The payments reconciler (decision 011 step 4), every minute, once across the nodes (decision 020): the
 * payments left PENDING, then the refunds left PENDING (decision 033).
 */
export function registerPaymentJobs(
  jobs: Jobs,
  payments: Pick<PaymentsService, 'reconcilePendingPayments'>,
  refunds: Pick<PaymentRefundsService, 'reconcilePendingRefunds'>,
) {
  jobs.registerPeriodic('payment-reconciliation', {
    everySeconds: 60,
    pass: async () => (await payments.reconcilePendingPayments()) + (await refunds.reconcilePendingRefunds()),
  });
}
