import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The dev mailbox: mail that would have been sent, when no SMTP server is configured. */
export const devMailboxMessages = pgTable('dev_mailbox_messages', {
  id: uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
