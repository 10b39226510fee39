import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox provider's charges (decision 011): kept in PostgreSQL so that every API node sees the same
 * test charge, like a real provider's API would. Holds no card number or security code. One charge per
 * reference (our payment id), as Tap's idempotent reference gives: asking again answers the same charge.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text().primaryKey(),
    /** Halalas. */
    amount: integer().notNull(),
    reference: text().notNull(),
    /** INITIATED until the test 3-D Secure page answers; then CAPTURED, DECLINED, FAILED or ABANDONED. */
    status: text().notNull(),
    /** Why it failed, as the provider would say it (declined, insufficient funds…). */
    failureCode: text(),
    redirectUrl: text().notNull(),
    /** The saved card it made, if asked: brand, last four, expiry, holder name and token. */
    card: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_charges_reference_unique').on(table.reference)],
);

/**
 * The sandbox provider's refunds: one per reference (ours), as a real provider's idempotent reference
 * gives, so a refund asked for again (a retry after a crash) answers the refund already made.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text().primaryKey(),
    chargeId: text().notNull(),
    reference: text().notNull(),
    /** Halalas. */
    amount: integer().notNull(),
    /** SUCCEEDED at once: the sandbox has no card network to wait for. */
    status: text().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_refunds_reference_unique').on(table.chargeId, table.reference)],
);
