import type { FatooraMessage } from '../../../contract/e-invoicing/e-invoicing.schemas.js';

/**
 * ZATCA's Fatoora platform behind one small interface (issue 24), like payments and the registry: the
 * built-in sandbox (the demo's default: validates, issues certificates, clears and reports locally) and
 * the real client for ZATCA's API (simulation or production). Every submission carries the document's
 * UUID and hash, our reference, so a call cut off by a crash can be made again and found again.
 * Provider failures never throw: they come back as UNAVAILABLE, which the caller retries as a job.
 */

/** A CSID: the certificate (Base64 of its Base64 PEM body, as ZATCA sends it) and its API secret. */
export interface FatooraCredentials {
  binarySecurityToken: string;
  secret: string;
  /** ZATCA's request id of the compliance CSID, which the production CSID request quotes. */
  requestId: string;
}

/** One signed document: what clearance, reporting and the compliance checks take. */
export interface FatooraSubmission {
  /** Base64 SHA-256 of the canonical XML (the document's hash, also in its QR). */
  invoiceHash: string;
  uuid: string;
  /** Base64 of the signed XML. */
  invoice: string;
}

export type FatooraCsidAnswer =
  | { outcome: 'ISSUED'; credentials: FatooraCredentials }
  /** The OTP is wrong or expired, or the CSR is refused. */
  | { outcome: 'REJECTED'; messages: FatooraMessage[] }
  | { outcome: 'UNAVAILABLE'; reason: string };

export type FatooraSubmissionAnswer =
  /** Clearance: ZATCA's stamped XML (Base64), the one to share with the buyer. */
  | { outcome: 'CLEARED'; clearedInvoice: string; messages: FatooraMessage[] }
  | { outcome: 'REPORTED'; messages: FatooraMessage[] }
  | { outcome: 'REJECTED'; messages: FatooraMessage[] }
  | { outcome: 'UNAVAILABLE'; reason: string };

export interface FatooraProvider {
  readonly name: 'sandbox' | 'zatca';
  readonly environment: 'sandbox' | 'simulation' | 'production';
  /** POST /compliance: the CSR (Base64 of its PEM) and the portal's OTP give the compliance CSID. */
  requestComplianceCsid(csr: string, otp: string): Promise<FatooraCsidAnswer>;
  /** POST /compliance/invoices: one of the sample documents, checked with the compliance CSID. */
  checkCompliance(
    credentials: FatooraCredentials,
    submission: FatooraSubmission,
  ): Promise<FatooraSubmissionAnswer>;
  /** POST /production/csids: the production CSID, once the compliance checks passed. */
  requestProductionCsid(compliance: FatooraCredentials): Promise<FatooraCsidAnswer>;
  /** PATCH /production/csids: a new production CSID before the current one expires (new CSR, new OTP). */
  renewProductionCsid(production: FatooraCredentials, csr: string, otp: string): Promise<FatooraCsidAnswer>;
  /** POST /invoices/clearance/single: a standard document; CLEARED carries ZATCA's stamped XML. */
  clear(production: FatooraCredentials, submission: FatooraSubmission): Promise<FatooraSubmissionAnswer>;
  /** POST /invoices/reporting/single: a simplified document, within 24 hours of issue. */
  report(production: FatooraCredentials, submission: FatooraSubmission): Promise<FatooraSubmissionAnswer>;
}
