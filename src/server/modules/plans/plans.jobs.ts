import type { Jobs, PeriodicPass } from '../../platform/jobs/jobs.js';
import type { PlansService } from './plans.service.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    'plan-renewals': PeriodicPass;
  }
}

/** Ends or renews Premium periods that ended (decision 016), every minute, once across the nodes. */
export function registerPlanJobs(jobs: Jobs, plans: Pick<PlansService, 'endOrRenewPeriods'>) {
  jobs.registerPeriodic('plan-renewals', { everySeconds: 60, pass: () => plans.endOrRenewPeriods() });
}
