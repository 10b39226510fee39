import { createPeriodicJob } from '../../platform/jobs/periodic-job.js';
import type { TendersService } from './tenders.service.js';

/** Decision 014: every minute on every node. */
export const closeIntervalMs = 60 * 1000;

/** Closes tenders nobody awarded by their response deadline, at start-up and every minute on every node. */
export const createTenderCloser = ({
  tenders,
  log,
  intervalMs = closeIntervalMs,
}: {
  tenders: Pick<TendersService, 'closeOverdueTenders'>;
  log: Parameters<typeof createPeriodicJob>[0]['log'];
  intervalMs?: number;
}) =>
  createPeriodicJob({ name: 'tender closer', pass: () => tenders.closeOverdueTenders(), intervalMs, log });
