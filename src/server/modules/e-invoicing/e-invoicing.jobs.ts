import type { Jobs } from '../../platform/jobs/jobs.js';
import { unitQueue, type EInvoicingService } from './e-invoicing.service.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    'e-invoicing-unit': { unitId: string };
  }
}

/**
 * Issue 24, decision 030: a unit's documents are signed and submitted by this job, never in checkout.
 * One waiting job per unit (later ones would find nothing left); ZATCA unreachable fails the attempt,
 * retried with pg-boss's backoff (about 30 s, then twice as late each time, for about a day: ZATCA's
 * 24 hours for reporting), each retry resubmitting the same signed document.
 */
export function registerEInvoicingJobs(jobs: Jobs, eInvoicing: Pick<EInvoicingService, 'processUnit'>) {
  jobs.register(unitQueue, {
    handle: ({ unitId }) => eInvoicing.processUnit(unitId),
    retryLimit: 12,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    isOneWaitingJobPerKey: true,
  });
}
