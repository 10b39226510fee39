import { createPeriodicJob } from '../../platform/jobs/periodic-job.js';
import type { TendersService } from './tenders.service.js';

/** Decision 014: every minute on every node. */
export const closeIntervalMs = 60 * 1000;

/**
 * The tenders' deadline job, at start-up and every minute on every node: tells each creator how many
 * offers arrived once the submission deadline has passed (issue 19: nothing before it), and closes
 * tenders nobody awarded by their response deadline.
 */
export const createTenderCloser = ({
  tenders,
  log,
  intervalMs = closeIntervalMs,
}: {
  tenders: Pick<TendersService, 'announceOffers' | 'closeOverdueTenders'>;
  log: Parameters<typeof createPeriodicJob>[0]['log'];
  intervalMs?: number;
}) =>
  createPeriodicJob({
    name: 'tender deadlines',
    pass: async () => {
      // Each claims its own rows: an announcement that fails must not keep tenders from closing.
      try {
        await tenders.announceOffers();
      } finally {
        await tenders.closeOverdueTenders();
      }
    },
    intervalMs,
    log,
  });
