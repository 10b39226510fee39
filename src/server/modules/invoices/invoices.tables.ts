import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  creditReasons,
  invoiceDocumentTypes,
  invoiceKinds,
  invoiceStatuses,
  paymentTermsList,
} from '../../../contract/invoices/invoices.schemas.js';
import { orders } from '../orders/orders.tables.js';
import { members, users } from '../users/users.tables.js';

export const invoiceKind = pgEnum('invoice_kind', invoiceKinds);
export const invoiceStatus = pgEnum('invoice_status', invoiceStatuses);
export const paymentTerms = pgEnum('payment_terms', paymentTermsList);
export const invoiceDocumentType = pgEnum('invoice_document_type', invoiceDocumentTypes);
export const creditReason = pgEnum('credit_reason', creditReasons);

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
    /** Issue 24: every invoice issued before credit notes is an INVOICE. */
    documentType: invoiceDocumentType().notNull().default('INVOICE'),
    /** A credit note's invoice (same seller and buyer); null on an invoice. */
    originalInvoiceId: uuid().references((): AnyPgColumn => invoices.id),
    creditReason: creditReason(),
    /** What the credit note's issuer added (a refund's reason); null when nothing. */
    creditNote: text(),
    status: invoiceStatus().notNull(),
    orderId: uuid().references(() => orders.id),
    /**
     * Issue 26: the seller's member who issued it; null when no person did (an order's invoice, issued on
     * its payment; a plan's) and before members.
     */
    issuedByMemberId: uuid().references(() => members.id),
    /** Seller and buyer as issued: business name, registration number, VAT number, city. */
    seller: jsonb().notNull(),
    buyer: jsonb().notNull(),
    /** Lines as issued: listing, description, details, quantity, unit price, net, VAT, total. */
    lines: jsonb().notNull(),
    /**
     * Decision 018: a tax invoice (the seller was VAT-registered: 15% VAT, its VAT number, the ZATCA QR)
     * or a plain invoice (it was not: no VAT). Invoices issued before the rule all charged VAT: true.
     */
    isTaxInvoice: boolean().notNull().default(true),
    subtotal: integer().notNull(),
    vat: integer().notNull(),
    total: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** Decision 013: ORDER invoices are FULL and paid when issued. */
    paymentTerms: paymentTerms().notNull().default('FULL'),
    /** Halalas, VAT included; PARTIAL only. */
    upfrontAmount: integer(),
    /** Halalas received, VAT included. */
    paidAmount: integer().notNull().default(0),
    deliveryDate: date({ mode: 'string' }),
    notes: text().notNull().default(''),
    terms: text().notNull().default(''),
    rejectionReason: text(),
    acceptedAt: timestamp({ withTimezone: true }),
    rejectedAt: timestamp({ withTimezone: true }),
    /** The supplier form's key: a repeated submit answers the invoice it issued. */
    idempotencyKey: uuid(),
  },
  (table) => [
    uniqueIndex('invoices_supplier_counter_unique').on(table.supplierId, table.counter),
    // A paid order has one tax invoice, however often its payment is settled again (its credit notes
    // carry the order too).
    uniqueIndex('invoices_order_unique')
      .on(table.orderId)
      .where(sql`${table.documentType} = 'INVOICE'`),
    // Issue 24: an invoice is credited once for each of these reasons (an event delivered twice issues
    // one note); refunds may be several, each partial. What is left to credit is checked under the
    // original's row lock (invoices.service.ts `issueCreditNote`).
    uniqueIndex('invoices_credit_once_unique')
      .on(table.originalInvoiceId, table.creditReason)
      .where(sql`${table.creditReason} <> 'REFUND'`),
    index().on(table.originalInvoiceId),
    check(
      'invoices_credit_note_references_original',
      sql`(${table.documentType} = 'CREDIT_NOTE') = (${table.originalInvoiceId} IS NOT NULL) AND (${table.documentType} = 'CREDIT_NOTE') = (${table.creditReason} IS NOT NULL)`,
    ),
    check('invoices_credit_note_positive', sql`${table.documentType} = 'INVOICE' OR ${table.total} > 0`),
    index().on(table.buyerId, table.issuedAt.desc()),
    index().on(table.supplierId, table.issuedAt.desc()),
    check('invoices_total_adds_up', sql`${table.total} = ${table.subtotal} + ${table.vat}`),
    uniqueIndex('invoices_supplier_idempotency_unique').on(table.supplierId, table.idempotencyKey),
    check('invoices_paid_within_total', sql`${table.paidAmount} BETWEEN 0 AND ${table.total}`),
    check(
      'invoices_upfront_with_partial',
      sql`(${table.paymentTerms} = 'PARTIAL') = (${table.upfrontAmount} IS NOT NULL)`,
    ),
    // Issue 7: at most 30% of the total upfront.
    check(
      'invoices_upfront_within_limit',
      sql`${table.upfrontAmount} IS NULL OR (${table.upfrontAmount} > 0 AND ${table.upfrontAmount}::bigint * 100 <= ${table.total}::bigint * 30)`,
    ),
  ],
);
