import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { operatorRoles } from '../../../contract/operators/operator-roles.js';

export const operatorRole = pgEnum('operator_role', operatorRoles);
export const operatorStatuses = ['INVITED', 'ACTIVE', 'SUSPENDED'] as const;
export const operatorStatus = pgEnum('operator_status', operatorStatuses);

/**
 * Issue 25: the people who run the marketplace, apart from the businesses (`users`): never created by
 * signup. INVITED until they chose a password and enrolled their authenticator through the setup link.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text().notNull(),
    name: text().notNull(),
    role: operatorRole().notNull(),
    status: operatorStatus().notNull().default('INVITED'),
    /** The language of the mails we send the operator (setup links, notices). */
    language: text().notNull().default('ar'),
    passwordHash: text(),
    /** The authenticator's shared secret, sealed (AES-256-GCM); null until enrolled. */
    totpSecretSealed: text(),
    /** The last time step whose code was accepted: a code is never accepted twice. */
    totpLastStep: integer(),
    invitedBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('operators_email_unique').on(sql`lower(${table.email})`)],
);

export const operatorTokenPurposes = ['SETUP', 'SECOND_FACTOR'] as const;
export const operatorTokenPurpose = pgEnum('operator_token_purpose', operatorTokenPurposes);

/**
 * Single-use tokens, stored only as SHA-256: SETUP (the link that lets an invited operator choose a
 * password and enrol an authenticator) and SECOND_FACTOR (the few minutes between a right password and
 * the authenticator's code).
 */
export const operatorTokens = pgTable(
  'operator_tokens',
  {
    tokenHash: text().primaryKey(),
    operatorId: uuid()
      .notNull()
      .references(() => operators.id),
    purpose: operatorTokenPurpose().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.operatorId, table.purpose)],
);

/** One-time recovery codes for a lost authenticator, stored only as SHA-256. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    codeHash: text().primaryKey(),
    operatorId: uuid()
      .notNull()
      .references(() => operators.id),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.operatorId)],
);

/** An operator's session: made only after both factors; ends after 12 hours, or one hour unused. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text().primaryKey(),
    operatorId: uuid()
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
  },
  (table) => [index().on(table.operatorId)],
);

/**
 * The audit log: every operator action, who, when, what, on what, why, and the state before and after.
 * Append-only: a trigger (migration) refuses any UPDATE or DELETE, so not even the application can edit it.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    operatorId: uuid()
      .notNull()
      .references(() => operators.id),
    /** What was done, in SCREAMING_SNAKE business words: SUPPLIER_SUSPENDED, REPORT_UPHELD, DISPUTE_REFUNDED… */
    action: text().notNull(),
    /** What it was done to: SUPPLIER, OPERATOR, REPORT, LISTING, REVIEW, MESSAGE, DISPUTE, PAYMENT… */
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    reason: text(),
    before: jsonb(),
    after: jsonb(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.occurredAt.desc(), table.id.desc()),
    index().on(table.subjectType, table.subjectId, table.occurredAt.desc()),
    index().on(table.operatorId, table.occurredAt.desc()),
  ],
);
