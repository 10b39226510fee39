import type { Jobs, PeriodicPass } from '../jobs/jobs.js';
import { sweepIntervalMs, type DomainEventOutbox } from './domain-event-outbox.js';

declare module '../jobs/jobs.js' {
  interface JobPayloads {
    'domain-events': PeriodicPass;
  }
}

/** Delivers domain events left undelivered and purges old delivered ones (decision 021), once across the nodes. */
export function registerDomainEventJobs(jobs: Jobs, events: Pick<DomainEventOutbox, 'sweep'>) {
  jobs.registerPeriodic('domain-events', {
    everySeconds: sweepIntervalMs / 1000,
    pass: () => events.sweep(),
  });
}
