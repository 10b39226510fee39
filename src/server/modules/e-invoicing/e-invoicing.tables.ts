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
import {
  eInvoiceStatuses,
  eInvoiceTransactions,
  eInvoiceTypes,
} from '../../../contract/e-invoicing/e-invoicing.schemas.js';
import { invoices } from '../invoices/invoices.tables.js';
import { users } from '../users/users.tables.js';

/** A unit's own life; the contract's NOT_APPLICABLE is a seller without a VAT number, which has no row. */
export const eInvoicingUnitStates = ['NOT_ONBOARDED', 'ACTIVE', 'FAILED'] as const;

export const eInvoicingUnitState = pgEnum('e_invoicing_unit_state', eInvoicingUnitStates);
export const eInvoiceStatus = pgEnum('e_invoice_status', eInvoiceStatuses);
export const eInvoiceType = pgEnum('e_invoice_type', eInvoiceTypes);
export const eInvoiceTransaction = pgEnum('e_invoice_transaction', eInvoiceTransactions);

/**
 * Decision 030: one e-invoicing unit (ZATCA's EGS) per VAT-registered seller, the platform included (the
 * seller of Premium invoices is the platform's account). It holds the chain's state (the last counter and
 * hash, taken under this row's lock) and its secrets sealed with E_INVOICING_KEY: never in clear here.
 */
export const eInvoicingUnits = pgTable('e_invoicing_units', {
  id: uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  sellerId: uuid()
    .notNull()
    .unique()
    .references(() => users.id),
  /** Where its certificates come from: the built-in sandbox, or ZATCA's simulation or production. */
  environment: text({ enum: ['sandbox', 'simulation', 'production'] }).notNull(),
  status: eInvoicingUnitState().notNull().default('NOT_ONBOARDED'),
  /** The secp256k1 private key (PEM), sealed; null before the first onboarding. */
  sealedPrivateKey: text(),
  /** Base64 of the CSR's PEM, as sent to ZATCA. */
  csr: text(),
  complianceCsid: text(),
  sealedComplianceSecret: text(),
  complianceRequestId: text(),
  /** The production CSID (ZATCA's binarySecurityToken) and its API secret, sealed. */
  productionCsid: text(),
  sealedProductionSecret: text(),
  productionRequestId: text(),
  certificateExpiresAt: timestamp({ withTimezone: true }),
  /** ICV of the last signed document; 0 before the first. */
  lastCounter: integer().notNull().default(0),
  /** PIH for the next document: the hash of the last signed one, ZATCA's start value before it. */
  lastHash: text().notNull(),
  onboardedAt: timestamp({ withTimezone: true }),
  /** ZATCA's messages on the last failed onboarding; [] otherwise. */
  lastError: jsonb().notNull().default([]),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The e-invoice of one tax invoice or credit note. Recorded unsigned in the transaction that issues the
 * invoice (`counter`, `hash` and `signed_xml` null); signed in a job, which fills them once, in one
 * statement; then submitted. The signed XML never changes (a trigger refuses it, see the migration).
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    invoiceId: uuid()
      .notNull()
      .unique()
      .references(() => invoices.id),
    unitId: uuid()
      .notNull()
      .references(() => eInvoicingUnits.id),
    /** The invoice's number (`INV-000042`) and issue time, as issued: the order documents are signed in. */
    invoiceNumber: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    type: eInvoiceType().notNull(),
    transaction: eInvoiceTransaction().notNull(),
    status: eInvoiceStatus().notNull(),
    /** The invoice's UUID: the document's, and our reference at ZATCA. */
    uuid: uuid().notNull(),
    counter: integer(),
    previousHash: text(),
    hash: text(),
    signedXml: text(),
    /** Clearance: ZATCA's stamped XML, the one shared with the buyer. */
    clearedXml: text(),
    qrCode: text(),
    messages: jsonb().notNull().default([]),
    /** Submissions tried (each clearance or reporting call, whatever its answer). */
    attempts: integer().notNull().default(0),
    /** When ZATCA last answered (cleared, reported or rejected). */
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('e_invoices_unit_counter_unique').on(table.unitId, table.counter),
    index().on(table.unitId, table.issuedAt.desc()),
    check(
      'e_invoices_signed_whole',
      sql`(${table.signedXml} IS NULL) = (${table.counter} IS NULL) AND (${table.signedXml} IS NULL) = (${table.hash} IS NULL)`,
    ),
  ],
);
