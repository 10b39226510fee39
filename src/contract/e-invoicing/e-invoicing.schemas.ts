import { z } from 'zod';

/**
 * Issue 24: ZATCA phase 2 (Fatoora). Each VAT-registered supplier has its own e-invoicing unit (EGS):
 * a key pair, a CSR and ZATCA's certificates (CSIDs). Every tax invoice and credit note it issues also
 * exists as a signed UBL 2.1 XML document, chained per unit (ICV, PIH), cleared by ZATCA (standard:
 * the buyer has a VAT number) or reported to it (simplified). Decision 030.
 */

/**
 * NOT_APPLICABLE: the supplier is not VAT-registered (no tax invoices, nothing to sign).
 * NOT_ONBOARDED: VAT-registered, no OTP entered yet; documents wait, unsigned, in issue order.
 * ACTIVE: production CSID held; documents are signed and submitted as they are issued.
 * FAILED: ZATCA refused the last onboarding attempt (see `lastError`); a new OTP starts again.
 */
export const eInvoicingUnitStatuses = ['NOT_APPLICABLE', 'NOT_ONBOARDED', 'ACTIVE', 'FAILED'] as const;
export const EInvoicingUnitStatusSchema = z.enum(eInvoicingUnitStatuses);
export type EInvoicingUnitStatus = z.infer<typeof EInvoicingUnitStatusSchema>;

/**
 * AWAITING_ONBOARDING: issued before the unit had a certificate; signed once it has one.
 * QUEUED: signed and chained, waiting for ZATCA (a network failure retries it as a job).
 * CLEARED: a standard document ZATCA cleared (its stamped XML is the one shared with the buyer).
 * REPORTED: a simplified document ZATCA accepted within its 24 hours.
 * REJECTED: ZATCA refused it; `messages` say why, in ZATCA's words.
 */
export const eInvoiceStatuses = ['AWAITING_ONBOARDING', 'QUEUED', 'CLEARED', 'REPORTED', 'REJECTED'] as const;
export const EInvoiceStatusSchema = z.enum(eInvoiceStatuses);
export type EInvoiceStatus = z.infer<typeof EInvoiceStatusSchema>;

/** 388 tax invoice, 381 credit note, 383 debit note (UBL InvoiceTypeCode). */
export const eInvoiceTypes = ['INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE'] as const;
export const EInvoiceTypeSchema = z.enum(eInvoiceTypes);
export type EInvoiceType = z.infer<typeof EInvoiceTypeSchema>;

/** STANDARD (0100000): the buyer is a VAT-registered business, cleared. SIMPLIFIED (0200000): reported. */
export const eInvoiceTransactions = ['STANDARD', 'SIMPLIFIED'] as const;
export const EInvoiceTransactionSchema = z.enum(eInvoiceTransactions);
export type EInvoiceTransaction = z.infer<typeof EInvoiceTransactionSchema>;

/** One of ZATCA's validation results, as ZATCA worded it (English; the code is stable). */
export const FatooraMessageSchema = z.object({
  type: z.enum(['ERROR', 'WARNING', 'INFO']),
  code: z.string(),
  category: z.string(),
  message: z.string(),
});
export type FatooraMessage = z.infer<typeof FatooraMessageSchema>;

/** An e-invoice document as its supplier and its buyer see it. */
export const EInvoiceSchema = z.object({
  id: z.uuid(),
  invoiceId: z.uuid(),
  /** The invoice's number, e.g. `INV-000042`. */
  invoiceNumber: z.string(),
  type: EInvoiceTypeSchema,
  transaction: EInvoiceTransactionSchema,
  status: EInvoiceStatusSchema,
  /** The unit's invoice counter value (ICV); null while awaiting onboarding. */
  counter: z.number().int().nullable(),
  /** Base64 SHA-256 of the canonical XML; null while awaiting onboarding. */
  hash: z.string().nullable(),
  /** The phase-2 QR text (TLV tags 1–9, Base64); null while awaiting onboarding. */
  qrCode: z.string().nullable(),
  messages: z.array(FatooraMessageSchema),
  /** When ZATCA last answered (cleared, reported or rejected). */
  submittedAt: z.iso.datetime().nullable(),
  /** Whether the XML and the PDF/A-3 can be downloaded (signed; standard documents once cleared). */
  downloadable: z.boolean(),
});
export type EInvoice = z.infer<typeof EInvoiceSchema>;

export const EInvoiceListSchema = z.array(EInvoiceSchema);

/** The supplier's e-invoicing unit and its last submissions. */
export const EInvoicingUnitSchema = z.object({
  status: EInvoicingUnitStatusSchema,
  /** sandbox: Tawrid's built-in Fatoora (the demo); simulation or production: ZATCA's. */
  environment: z.enum(['sandbox', 'simulation', 'production']),
  /** The production certificate's end; null before onboarding. */
  certificateExpiresAt: z.iso.datetime().nullable(),
  onboardedAt: z.iso.datetime().nullable(),
  /** ZATCA's answer to the last failed onboarding; empty otherwise. */
  lastError: z.array(FatooraMessageSchema),
  /** The newest documents, newest first (at most 10). */
  recentDocuments: EInvoiceListSchema,
});
export type EInvoicingUnit = z.infer<typeof EInvoicingUnitSchema>;

/** The one-time password from the Fatoora portal: six digits (Arabic-Indic digits are read too). */
export const OnboardEInvoicingBodySchema = z.object({
  otp: z
    .string()
    .trim()
    .transform((otp) => otp.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)))
    .pipe(z.string().regex(/^\d{6}$/, 'E_INVOICING_OTP_INVALID')),
});
export type OnboardEInvoicingBody = z.infer<typeof OnboardEInvoicingBodySchema>;

export const EInvoiceInvoiceIdParamsSchema = z.object({ id: z.uuid() });
export const EInvoiceFileQuerySchema = z.object({ lng: z.enum(['ar', 'en']).default('ar') });
