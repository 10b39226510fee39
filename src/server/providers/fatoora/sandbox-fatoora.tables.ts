import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox Fatoora's CSIDs (issue 24), one row per certificate it issued, kept in PostgreSQL so that
 * every API node and every restart sees the same units, like ZATCA's own records would. Each holds the
 * chain ZATCA checks: the counter (ICV) and hash of the last document taken into the chain from that
 * certificate, which the next document's ICV must exceed and its PIH must quote.
 */
export const sandboxFatooraUnits = pgTable('sandbox_fatoora_units', {
  /** Hex SHA-256 of the CSID's binarySecurityToken: how a request's Basic credentials find their unit. */
  id: text().primaryKey(),
  /** COMPLIANCE (onboarding checks only) or PRODUCTION (clearance and reporting). */
  kind: text().notNull(),
  /** ZATCA's request id of the CSID, which the production CSID request quotes. */
  requestId: text().notNull(),
  /** Hex SHA-256 of the API secret: a sandbox secret is no real secret, still it is never kept as is. */
  secretHash: text().notNull(),
  /** The CSR (Base64 of its PEM) the certificate was issued for; the production CSID is issued for it too. */
  csr: text().notNull(),
  /** Compliance checks passed with this CSID; the production CSID needs at least one. */
  compliancePassed: integer().notNull().default(0),
  /** The ICV of the last document taken into the chain; null before the first. */
  lastCounter: integer(),
  /** The invoice hash (Base64) of that document: the next document's PIH. */
  lastHash: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every answer the sandbox gave, by certificate and document UUID: the same document sent again (a retry
 * after a crash) answers the same outcome, and never moves the chain twice.
 */
export const sandboxFatooraSubmissions = pgTable(
  'sandbox_fatoora_submissions',
  {
    unitId: text()
      .notNull()
      .references(() => sandboxFatooraUnits.id),
    uuid: text().notNull(),
    /** The submission's invoice hash: the same UUID with another hash is another document, refused. */
    invoiceHash: text().notNull(),
    /** The FatooraSubmissionAnswer given. */
    answer: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.unitId, table.uuid] })],
);
