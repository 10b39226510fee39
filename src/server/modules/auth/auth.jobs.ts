import type { Jobs, PeriodicPass } from '../../platform/jobs/jobs.js';
import type { AuthService } from './auth.service.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    'expired-sessions-clean-up': PeriodicPass;
  }
}

/** Deletes sessions and emailed tokens long expired (decision 007), every hour, once across the nodes. */
export function registerAuthJobs(jobs: Jobs, auth: Pick<AuthService, 'deleteLongExpired'>) {
  jobs.registerPeriodic('expired-sessions-clean-up', {
    everySeconds: 60 * 60,
    pass: () => auth.deleteLongExpired(),
  });
}
