import { createPeriodicJob } from '../../platform/jobs/periodic-job.js';
import type { GroupPurchasesService } from './group-purchases.service.js';

/** Decision 015: every minute on every node. */
export const expireIntervalMs = 60 * 1000;

/** Cancels group purchases that reach their deadline unfinished, at start-up and every minute on every node. */
export const createGroupPurchaseExpirer = ({
  groupPurchases,
  log,
  intervalMs = expireIntervalMs,
}: {
  groupPurchases: Pick<GroupPurchasesService, 'cancelExpiredGroups'>;
  log: Parameters<typeof createPeriodicJob>[0]['log'];
  intervalMs?: number;
}) =>
  createPeriodicJob({
    name: 'group purchase expirer',
    pass: () => groupPurchases.cancelExpiredGroups(),
    intervalMs,
    log,
  });
