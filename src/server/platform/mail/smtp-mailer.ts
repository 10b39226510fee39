import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.js';

/**
 * Sends through the SMTP server at `url` (`smtp://` or `smtps://`, credentials in the URL).
 * A failure throws: the caller (usually a job with retries) decides what to do with it.
 */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer & { close(): void } {
  const transport = createTransport(url);
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
