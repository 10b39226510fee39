import type { Jobs, PeriodicPass } from '../../platform/jobs/jobs.js';
import type { GroupPurchasesService } from './group-purchases.service.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    'group-purchase-deadlines': PeriodicPass;
  }
}

/** Cancels group purchases that reach their deadline unfinished (decision 015), every minute, once across the nodes. */
export function registerGroupPurchaseJobs(
  jobs: Jobs,
  groupPurchases: Pick<GroupPurchasesService, 'cancelExpiredGroups'>,
) {
  jobs.registerPeriodic('group-purchase-deadlines', {
    everySeconds: 60,
    pass: () => groupPurchases.cancelExpiredGroups(),
  });
}
