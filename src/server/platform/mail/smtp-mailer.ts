import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.js';

/**
 * Sends through the SMTP server at `url` (`smtp://` or `smtps://`, credentials in the URL).
 * A failure throws: the caller (the mail queue, mail-queue.ts) retries it later. The timeouts keep an
 * attempt to a server that stalls well within its job's five-minute lease.
 */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer & { close(): void } {
  const transport = createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close() {
      transport.close();
    },
  };
}
