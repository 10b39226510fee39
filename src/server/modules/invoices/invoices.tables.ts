import { sql } from 'drizzle-orm';
import {
  check,
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
import { invoiceKinds, invoiceStatuses } from '../../../contract/invoices/invoices.schemas.js';
import { orders } from '../orders/orders.tables.js';
import { users } from '../users/users.tables.js';

export const invoiceKind = pgEnum('invoice_kind', invoiceKinds);
export const invoiceStatus = pgEnum('invoice_status', invoiceStatuses);

/**
 * Each supplier's invoice counter and the hash of its last invoice (ZATCA phase 2's chain). Issuing an
 * invoice updates this row in the same transaction, so numbers are gap-free and in order per supplier.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  supplierId: uuid()
    .primaryKey()
    .references(() => users.id),
  lastCounter: integer().notNull().default(0),
  /** Base64 SHA-256 of the last invoice; ZATCA's start value for the first. */
  lastHash: text().notNull(),
});

/** An invoice with its parties and amounts as they were when issued (halalas). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    uuid: uuid()
      .notNull()
      .default(sql`gen_random_uuid()`),
    supplierId: uuid()
      .notNull()
      .references(() => users.id),
    buyerId: uuid()
      .notNull()
      .references(() => users.id),
    counter: integer().notNull(),
    previousHash: text().notNull(),
    /** Base64 SHA-256 of this invoice's content (the next invoice's previous hash). */
    hash: text().notNull(),
    kind: invoiceKind().notNull(),
    status: invoiceStatus().notNull(),
    orderId: uuid().references(() => orders.id),
    /** Seller and buyer as issued: business name, registration number, VAT number, city. */
    seller: jsonb().notNull(),
    buyer: jsonb().notNull(),
    /** Lines as issued: description, quantity, unit price, net, VAT, total. */
    lines: jsonb().notNull(),
    subtotal: integer().notNull(),
    vat: integer().notNull(),
    total: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('invoices_supplier_counter_unique').on(table.supplierId, table.counter),
    // A paid order has one tax invoice, however often its payment is settled again.
    uniqueIndex('invoices_order_unique').on(table.orderId),
    index().on(table.buyerId, table.issuedAt.desc()),
    index().on(table.supplierId, table.issuedAt.desc()),
    check('invoices_total_adds_up', sql`${table.total} = ${table.subtotal} + ${table.vat}`),
  ],
);
