import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
