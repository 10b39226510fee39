import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members, users } from '../users/users.tables.js';

/**
 * Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a copy of the
 * table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** Issue 26: the person signed in; `userId` is their business. */
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
  },
  (table) => [index().on(table.userId), index().on(table.memberId), index().on(table.expiresAt)],
);

export const authTokenPurpose = pgEnum('auth_token_purpose', ['EMAIL_VERIFICATION', 'PASSWORD_RESET']);

/** Single-use emailed tokens (verification, password reset); only the SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** Issue 26: the person the token is for (their email verified, their password reset). */
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    purpose: authTokenPurpose().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.memberId, table.purpose)],
);
