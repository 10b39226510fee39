import type { Jobs, PeriodicPass } from '../../platform/jobs/jobs.js';
import type { DisputesService } from './disputes.service.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    'dispute-supplier-deadlines': PeriodicPass;
  }
}

/**
 * Decision 033: every minute, once across the nodes (decision 020), disputes whose supplier did not answer
 * within 3 days go to the operators (AWAITING_OPERATOR).
 */
export function registerDisputeJobs(jobs: Jobs, disputes: Pick<DisputesService, 'passSupplierDeadlines'>) {
  jobs.registerPeriodic('dispute-supplier-deadlines', {
    everySeconds: 60,
    pass: () => disputes.passSupplierDeadlines(),
  });
}
