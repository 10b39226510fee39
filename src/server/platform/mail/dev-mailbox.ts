import { desc, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { Mailer } from './mailer.js';
import { devMailboxMessages } from './mail.tables.js';

export interface DevMailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

export interface DevMailbox extends Mailer {
  /** The newest messages first. */
  list(limit?: number): Promise<DevMailboxMessage[]>;
  /** The newest message to an address, compared case-insensitively. */
  latestTo(email: string): Promise<DevMailboxMessage | null>;
}

interface Log {
  info(obj: object, msg: string): void;
}

// Stops before characters that cannot be part of a URL in plain text, then drops closing punctuation.
const linkPattern = /https?:\/\/[^\s<>"'`]+/g;
const trailingPunctuation = /[.,;:!?)\]}]+$/;

/** Every http(s) link in a plain text, in order. */
export function findLinks(text: string): string[] {
  return Array.from(text.matchAll(linkPattern), (match) => match[0].replace(trailingPunctuation, ''));
}

/**
 * The mailer used when no SMTP server is configured: each message is stored (listed at /dev/mailbox
 * outside production) and logged. In development the log line carries its links, so a developer can
 * follow a verification link from the console; anywhere else they are live tokens and stay out of
 * logs (issue 19).
 */
export function createDevMailbox({
  db,
  log,
  logsLinks,
}: {
  db: Db;
  log: Log;
  /** Only in development (NODE_ENV=development). */
  logsLinks: boolean;
}): DevMailbox {
  return {
    async send(mail) {
      await db.insert(devMailboxMessages).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      const links = logsLinks ? findLinks(mail.text) : [];
      log.info(
        { mailTo: mail.to, subject: mail.subject, links },
        `dev mailbox: "${mail.subject}" to ${mail.to}${links.length ? ` ${links.join(' ')}` : ''}`,
      );
    },

    async list(limit = 50) {
      return db
        .select()
        .from(devMailboxMessages)
        .orderBy(desc(devMailboxMessages.createdAt), desc(devMailboxMessages.id))
        .limit(limit);
    },

    async latestTo(email) {
      const [message] = await db
        .select()
        .from(devMailboxMessages)
        .where(sql`lower(${devMailboxMessages.to}) = lower(${email})`)
        .orderBy(desc(devMailboxMessages.createdAt), desc(devMailboxMessages.id))
        .limit(1);
      return message ?? null;
    },
  };
}
