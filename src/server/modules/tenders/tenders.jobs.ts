import type { Jobs, PeriodicPass } from '../../platform/jobs/jobs.js';
import type { TendersService } from './tenders.service.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    'tender-deadlines': PeriodicPass;
  }
}

/**
 * The tenders' deadline job (decision 014), every minute, once across the nodes (decision 020): tells each
 * creator how many offers arrived once the submission deadline has passed (issue 19: nothing before it),
 * and closes tenders nobody awarded by their response deadline.
 */
export function registerTenderJobs(
  jobs: Jobs,
  tenders: Pick<TendersService, 'announceOffers' | 'closeOverdueTenders'>,
) {
  jobs.registerPeriodic('tender-deadlines', {
    everySeconds: 60,
    pass: async () => {
      // Each claims its own rows: an announcement that fails must not keep tenders from closing.
      try {
        await tenders.announceOffers();
      } finally {
        await tenders.closeOverdueTenders();
      }
    },
  });
}
