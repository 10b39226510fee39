import type { Jobs, PeriodicPass } from '../../platform/jobs/jobs.js';
import type { PaymentsService } from './payments.service.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    'payment-reconciliation': PeriodicPass;
  }
}

/** The payments reconciler (decision 011 step 4), every minute, once across the nodes (decision 020). */
export function registerPaymentJobs(jobs: Jobs, payments: Pick<PaymentsService, 'reconcilePendingPayments'>) {
  jobs.registerPeriodic('payment-reconciliation', {
    everySeconds: 60,
    pass: () => payments.reconcilePendingPayments(),
  });
}
