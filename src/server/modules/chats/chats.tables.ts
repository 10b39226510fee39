import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chatReferenceTypes } from '../../../contract/chats/chats.schemas.js';
import { members, users } from '../users/users.tables.js';

export const chatReferenceType = pgEnum('chat_reference_type', chatReferenceTypes);

/**
 * One thread per pair of businesses (the unique index on the unordered pair). The business that
 * opened it as a buyer is `buyer_id`. Each side's `last_read_at` gives its unread count and the
 * other side's read receipts.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    supplierId: uuid()
      .notNull()
      .references(() => users.id),
    buyerLastReadAt: timestamp({ withTimezone: true }),
    supplierLastReadAt: timestamp({ withTimezone: true }),
    /** The newest message's time (the thread's creation until one is sent): the list's order. */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_threads_pair_unique').on(
      sql`least(${table.buyerId}, ${table.supplierId})`,
      sql`greatest(${table.buyerId}, ${table.supplierId})`,
    ),
    index().on(table.buyerId, table.lastActivityAt.desc()),
    index().on(table.supplierId, table.lastActivityAt.desc()),
    check('chat_threads_two_businesses', sql`${table.buyerId} <> ${table.supplierId}`),
  ],
);

/** A message: plain text, an image (re-encoded, with a thumbnail), or both; optionally about a listing. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    threadId: uuid()
      .notNull()
      .references(() => chatThreads.id),
    senderId: uuid()
      .notNull()
      .references(() => users.id),
    /** Issue 26: the member of the sending business who wrote it; null before members. */
    sentByMemberId: uuid().references(() => members.id),
    text: text().notNull().default(''),
    imageKey: text(),
    thumbnailKey: text(),
    imageWidth: integer(),
    imageHeight: integer(),
    referenceType: chatReferenceType(),
    referenceId: uuid(),
    /**
     * Removed by an operator on a report (issue 25): both parties read «removed by Tawrid» instead of its
     * text and image; the row keeps them as evidence for operators.
     */
    removedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.threadId, table.createdAt.desc(), table.id.desc()),
    // An invoice posted from the chat is a message of its reference alone. (Compared as text: an enum
    // value cannot be used in the transaction of the migration that adds it.)
    check(
      'chat_messages_not_empty',
      sql`${table.text} <> '' OR ${table.imageKey} IS NOT NULL OR ${table.referenceType}::text = 'INVOICE'`,
    ),
    check(
      'chat_messages_reference_whole',
      sql`(${table.referenceType} IS NULL) = (${table.referenceId} IS NULL)`,
    ),
  ],
);

export type ChatThreadRow = typeof chatThreads.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
