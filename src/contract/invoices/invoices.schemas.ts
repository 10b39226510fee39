import { z } from 'zod';

/*
 * Invoices (issue 7; saudi.md "VAT and invoices"). This first part: the tax invoice of every paid order,
 * with the supplier as seller — a sequential number per supplier, seller and buyer with registration and
 * VAT numbers, lines with net, VAT 15% and total (the delivery fee is a line), totals, the total in Arabic
 * words, and the ZATCA phase-1 QR code. Each invoice keeps a UUID, the supplier's counter and the previous
 * invoice's hash, so ZATCA phase 2 can be added without a data migration.
 */

/** A VAT registration number: 15 digits, starting and ending with 3 (saudi.md). */
export const vatNumberPattern = /^3\d{13}3$/;

export const invoiceKinds = ['ORDER'] as const;
export const InvoiceKindSchema = z.enum(invoiceKinds);
export const invoiceStatuses = ['PENDING', 'ACCEPTED', 'REJECTED', 'PARTIALLY_PAID', 'FULLY_PAID'] as const;
export const InvoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

const party = z.object({
  userId: z.uuid(),
  businessName: z.string(),
  registrationNumber: z.string(),
  /** Null when the business has not entered one (a buyer, or a supplier not registered for VAT). */
  vatNumber: z.string().nullable(),
  city: z.string(),
});

export const InvoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  /** Halalas, before VAT. */
  unitPrice: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});

export const InvoiceSchema = z.object({
  id: z.uuid(),
  /** ZATCA phase 2: the invoice's UUID, the supplier's counter and the previous invoice's hash. */
  uuid: z.uuid(),
  counter: z.number().int(),
  previousHash: z.string(),
  /** What people read and quote: `<counter padded to 6>` prefixed per seller, e.g. `INV-000042`. */
  number: z.string(),
  kind: InvoiceKindSchema,
  status: InvoiceStatusSchema,
  issuedAt: z.iso.datetime(),
  seller: party,
  buyer: party,
  lines: z.array(InvoiceLineSchema),
  subtotal: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  /** The total in Arabic words (tafqeet), e.g. «ألف ومائتا ريال سعودي وخمسون هللة». */
  totalInWords: z.string(),
  /** ZATCA phase-1 QR text: Base64 of the TLV tags 1–5. */
  qrCode: z.string(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/**
 * `GET /api/buyers/me/invoices` and `GET /api/suppliers/me/invoices`: newest first; `from`/`to` are days
 * in Asia/Riyadh (both included); the next page's cursor comes in `x-next-cursor`.
 */
export const InvoicesQuerySchema = z.object({
  status: InvoiceStatusSchema.optional(),
  kind: InvoiceKindSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const InvoiceIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
