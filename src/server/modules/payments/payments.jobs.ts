import { createPeriodicJob } from '../../platform/jobs/periodic-job.js';
import type { PaymentsService } from './payments.service.js';

/** Decision 011 step 4: every minute on every node. */
export const reconcileIntervalMs = 60 * 1000;

/** The payments reconciler, at start-up and every minute on every node. */
export const createPaymentsReconciler = ({
  payments,
  log,
  intervalMs = reconcileIntervalMs,
}: {
  payments: Pick<PaymentsService, 'reconcilePendingPayments'>;
  log: Parameters<typeof createPeriodicJob>[0]['log'];
  intervalMs?: number;
}) =>
  createPeriodicJob({
    name: 'payment reconciler',
    pass: () => payments.reconcilePendingPayments(),
    intervalMs,
    log,
  });
