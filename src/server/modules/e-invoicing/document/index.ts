// The document library of issue 24: pure functions (no database), what the e-invoicing module and the
// sandbox Fatoora call.
export type { EInvoiceInput, EInvoiceLine, EInvoiceParty } from './e-invoice-input.js';
export { buildInvoiceXml } from './build-invoice-xml.js';
export { firstPreviousHash, invoiceHashOf, stampInvoice } from './stamp-invoice.js';
export { eInvoicingKeyFrom, generateUnitKeys } from './unit-keys.js';
export {
  buildCsr,
  createCertificateAuthority,
  issueCertificate,
  readCertificate,
  type CertificateAuthority,
  type CertificateFacts,
  type CsrSubject,
} from './certificates.js';
export { validateEInvoice } from './validate-e-invoice.js';
export { sampleEInvoiceInput, sampleSigningUnit } from './sample-documents.js';
