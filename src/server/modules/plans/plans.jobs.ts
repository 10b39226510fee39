import { createPeriodicJob } from '../../platform/jobs/periodic-job.js';
import type { PlansService } from './plans.service.js';

/** Decision 016: every minute on every node. */
export const renewIntervalMs = 60 * 1000;

/** Ends or renews Premium periods that ended, at start-up and every minute on every node. */
export const createPlanRenewer = ({
  plans,
  log,
  intervalMs = renewIntervalMs,
}: {
  plans: Pick<PlansService, 'endOrRenewPeriods'>;
  log: Parameters<typeof createPeriodicJob>[0]['log'];
  intervalMs?: number;
}) => createPeriodicJob({ name: 'plan renewer', pass: () => plans.endOrRenewPeriods(), intervalMs, log });
