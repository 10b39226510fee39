import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox of the live stream (`/api/notifications/stream`): every message for a user is a row here
 * first. Its id is the SSE event id, so a reconnect with `Last-Event-ID` reads what it missed; a
 * `NOTIFY` carrying only the id tells every API node to fetch the row and send it to that user's open
 * streams (NOTIFY payloads are small, and the row is the one truth). Rows older than a day are purged.
 * No foreign key: platform code knows no module tables, and the rows are short-lived.
 */
export const streamEvents = pgTable(
  'stream_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: uuid().notNull(),
    /** A StreamMessageType of the contract. */
    type: text().notNull(),
    /** What the message carries, per language when it differs (see platform/events). */
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.id), index().on(table.createdAt)],
);

/**
 * The outbox of domain events (decision 021): a fact a module published in the transaction of its change,
 * kept until every subscriber has handled it. Unlike a stream message, which every node sends to its own
 * open streams, an event is claimed by one node at a time (`FOR UPDATE SKIP LOCKED`) and marked delivered
 * in the transaction of its subscribers' effects. Delivered rows are purged after a day.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** A name of the catalogue (platform/events/domain-events.ts). */
    type: text().notNull(),
    payload: jsonb().notNull(),
    /** When the change happened, by the app's clock: the time its effects carry. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** Failed deliveries so far; the next try waits until `retryAt`. */
    attempts: integer().notNull().default(0),
    retryAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (table) => [
    index('domain_events_undelivered_index')
      .on(table.id)
      .where(sql`${table.deliveredAt} IS NULL`),
    index().on(table.deliveredAt),
  ],
);
