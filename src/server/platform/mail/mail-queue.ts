import type { Jobs } from '../jobs/jobs.js';
import type { Mailer, OutgoingMail } from './mailer.js';

declare module '../jobs/jobs.js' {
  interface JobPayloads {
    'send-mail': OutgoingMail;
  }
}

/**
 * Every mail is a job (decision 020): written before it is sent, so a failed send is retried and never
 * lost. The request that causes a mail makes its first attempt itself, as before the queue: the answer
 * comes once the mail is handed over (the dev mailbox and the tests see it at once). A failure is retried
 * by any node: 10 more attempts, from 30 s later and each twice as late (about half a day in all), then
 * logged as an error. A sent mail's job is deleted, not archived: its links are live tokens.
 */
export function createMailQueue({ jobs, transport }: { jobs: Jobs; transport: Mailer }): Mailer {
  jobs.register('send-mail', {
    handle: (mail) => transport.send(mail),
    retryLimit: 10,
    retryDelaySeconds: 30,
    // Longer than an SMTP attempt can take (smtp-mailer.ts's timeouts).
    expireInSeconds: 5 * 60,
    isDeletedWhenDone: true,
  });
  return {
    async send(mail) {
      await jobs.enqueue('send-mail', mail, { attemptNow: true });
    },
  };
}
