import { z } from 'zod';
import { requiredText } from '../auth/auth.schemas.js';
import { lineQuantitySchema, unitPriceSchema, vatOf } from '../cart/cart.schemas.js';
import { CardFieldsSchema } from '../payments/payments.schemas.js';
import { FilterDaySchema } from '../dates/filter-day.js';
import { moneyAnswer, moneyInput } from '../money/wire-money.js';
import { NationalAddressAnswerSchema } from '../users/national-address.js';
import { MemberRefSchema } from '../team/member-ref.js';

/*
 * Invoices (issue 7; saudi.md "VAT and invoices"; decisions 012, 013 and 018). An invoice has the supplier
 * as seller — a sequential number per supplier, seller and buyer with registration and VAT numbers, lines
 * with net, VAT 15% and total (the delivery fee is a line), totals, the total in Arabic words — and is a
 * tax invoice with the ZATCA phase-1 QR code when the seller is VAT-registered, a plain invoice without VAT
 * and without the QR when it is not. Each keeps a UUID, the supplier's counter and the previous
 * invoice's hash, so ZATCA phase 2 can be added without a data migration.
 *
 * Two ways to get one: a paid order gets its invoice at once (kind ORDER, FULLY_PAID); a supplier issues
 * one to a buyer for a negotiated deal (kinds PRODUCT, SERVICE; TENDER and GROUP_PURCHASE come from those
 * features) with payment terms FULL or PARTIAL, and the buyer accepts or rejects it, then pays it through
 * the payment provider: PENDING → ACCEPTED | REJECTED; ACCEPTED → FULLY_PAID (FULL) or ACCEPTED →
 * PARTIALLY_PAID → FULLY_PAID (PARTIAL: the upfront amount, then the remainder on delivery).
 *
 * Amounts are integer halalas inside; on the wire each travels in riyals and as `…Halalas` (decision 019).
 */

/** A VAT registration number: 15 digits, starting and ending with 3 (saudi.md). */
export const vatNumberPattern = /^3\d{13}3$/;

/**
 * What the invoice is for: a paid order, a supplier's invoice for products, services, a tender or a group,
 * or the platform's invoice to a supplier for a month of Premium (decision 016).
 */
export const invoiceKinds = [
  'ORDER',
  'PRODUCT',
  'SERVICE',
  'TENDER',
  'GROUP_PURCHASE',
  'SUBSCRIPTION',
] as const;
export const InvoiceKindSchema = z.enum(invoiceKinds);
export type InvoiceKind = z.infer<typeof InvoiceKindSchema>;
/**
 * Issue 24: a tax invoice, or a credit note («إشعار دائن», ZATCA's 381) that credits part or all of an
 * earlier invoice: positive amounts (what is credited), its own number from the seller's counter, the
 * original's seller and buyer, at most what is left to credit on the original.
 */
export const invoiceDocumentTypes = ['INVOICE', 'CREDIT_NOTE'] as const;
export const InvoiceDocumentTypeSchema = z.enum(invoiceDocumentTypes);
export type InvoiceDocumentType = z.infer<typeof InvoiceDocumentTypeSchema>;
/**
 * Why a credit note was issued: the supplier cancelled the paid order, the buyer rejected the invoice
 * (ZATCA: an issued tax invoice is cancelled by a credit note), the group purchase was cancelled after
 * its members were invoiced, or a refund (a dispute's, issue 25). Each but REFUND is issued once per
 * invoice, for what was left to credit.
 */
export const creditReasons = [
  'ORDER_CANCELLED',
  'INVOICE_REJECTED',
  'GROUP_PURCHASE_CANCELLED',
  'REFUND',
] as const;
export const CreditReasonSchema = z.enum(creditReasons);
export type CreditReason = z.infer<typeof CreditReasonSchema>;

export const invoiceStatuses = ['PENDING', 'ACCEPTED', 'REJECTED', 'PARTIALLY_PAID', 'FULLY_PAID'] as const;
export const InvoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** FULL: the whole total at once. PARTIAL: an upfront amount (at most 30% of the total), the rest on delivery. */
export const paymentTermsList = ['FULL', 'PARTIAL'] as const;
export const PaymentTermsSchema = z.enum(paymentTermsList);
export type PaymentTerms = z.infer<typeof PaymentTermsSchema>;
/** One payment of an invoice: the whole of a FULL invoice, or the upfront or the remainder of a PARTIAL one. */
export const invoiceInstallments = ['FULL', 'UPFRONT', 'REMAINDER'] as const;
export const InvoiceInstallmentSchema = z.enum(invoiceInstallments);
export type InvoiceInstallment = z.infer<typeof InvoiceInstallmentSchema>;

/**
 * What the buyer can pay now: the whole of an accepted FULL invoice, the upfront amount of an accepted
 * PARTIAL one, then its remainder; nothing while pending, once rejected or when fully paid.
 */
export function dueInstallmentOf(invoice: {
  /** A credit note is never paid by the buyer: nothing is due on it. */
  documentType: InvoiceDocumentType;
  status: InvoiceStatus;
  paymentTerms: PaymentTerms;
  upfrontAmount: number | null;
  total: number;
  paidAmount: number;
}): { installment: InvoiceInstallment; amount: number } | null {
  if (invoice.documentType === 'CREDIT_NOTE') return null;
  if (invoice.status === 'PARTIALLY_PAID') {
    return { installment: 'REMAINDER', amount: invoice.total - invoice.paidAmount };
  }
  if (invoice.status !== 'ACCEPTED') return null;
  return invoice.paymentTerms === 'PARTIAL' && invoice.upfrontAmount !== null
    ? { installment: 'UPFRONT', amount: invoice.upfrontAmount }
    : { installment: 'FULL', amount: invoice.total };
}

/** Issue 7: the upfront amount of a PARTIAL invoice is at most this share of its total (VAT included). */
export const maxUpfrontPercent = 30;
/** Halalas: the highest upfront amount a total allows (rounded down, so the cap is never exceeded). */
export const maxUpfrontOf = (total: number) => Math.floor((total * maxUpfrontPercent) / 100);
/** Halalas, VAT included: 10 million riyals, what one card payment can reasonably carry (decision 013). */
export const maxInvoiceTotal = 10_000_000_00;
export const maxInvoiceItems = 50;
export const maxInvoiceNotesLength = 1000;
export const maxInvoiceTermsLength = 2000;
export const maxInvoiceLineDetailsLength = 1000;
export const maxRejectionReasonLength = 500;

/**
 * The arithmetic of a supplier's invoice, shared by the form (live totals) and the server (what is
 * stored): VAT 15% per line on its net, half up, when the seller is VAT-registered, none when it is not
 * (decision 018); the delivery fee is a line of its own; totals are the sums of the lines, so the lines
 * always add up to the invoice.
 */
export function invoiceTotalsOf({
  items,
  deliveryFee,
  isVatRegistered,
}: {
  items: ReadonlyArray<{ quantity: number; unitPrice: number }>;
  deliveryFee: number;
  isVatRegistered: boolean;
}) {
  const lineAmounts = (net: number) => {
    const vat = vatOf(net, isVatRegistered);
    return { net, vat, total: net + vat };
  };
  const lines = items.map((item) => lineAmounts(item.quantity * item.unitPrice));
  const delivery = deliveryFee > 0 ? lineAmounts(deliveryFee) : null;
  const all = delivery ? [...lines, delivery] : lines;
  const subtotal = all.reduce((sum, line) => sum + line.net, 0);
  const vat = all.reduce((sum, line) => sum + line.vat, 0);
  return { lines, delivery, subtotal, vat, total: subtotal + vat };
}

const party = z.object({
  userId: z.uuid(),
  businessName: z.string(),
  registrationNumber: z.string(),
  /**
   * Null when the business has not entered one (a buyer, or a supplier not registered for VAT). On a
   * plain invoice (`isTaxInvoice` false) the seller's is always null: it sold while not VAT-registered.
   */
  vatNumber: z.string().nullable(),
  city: z.string(),
  /** The national address when the business had entered it at issue (issue 24); absent otherwise. */
  nationalAddress: NationalAddressAnswerSchema.optional(),
});

export const InvoiceLineSchema = moneyAnswer(
  z.object({
    /** The supplier's listing the line is for (null on order invoices' delivery fee line). */
    listingId: z.uuid().nullable(),
    description: z.string(),
    /** The listing's description and what was agreed (supplier invoices); null on order invoices. */
    details: z.string().nullable(),
    quantity: z.number().int(),
    /** Halalas, before VAT. */
    unitPrice: z.number().int(),
    net: z.number().int(),
    vat: z.number().int(),
    total: z.number().int(),
  }),
  ['unitPrice', 'net', 'vat', 'total'],
);

/** An amount paid or to pay, named by its installment. */
const installmentAmount = z.object({ installment: InvoiceInstallmentSchema, amount: z.number().int() });

const invoice = z.object({
  id: z.uuid(),
  /** ZATCA phase 2: the invoice's UUID, the supplier's counter and the previous invoice's hash. */
  uuid: z.uuid(),
  counter: z.number().int(),
  previousHash: z.string(),
  /**
   * What people read and quote: the counter padded to 6, prefixed by the document's type, e.g.
   * `INV-000042`, or `CN-000043` for a credit note (one counter for both).
   */
  number: z.string(),
  /** A credit note keeps the kind of the invoice it credits. */
  kind: InvoiceKindSchema,
  documentType: InvoiceDocumentTypeSchema,
  /** The invoice a credit note credits; null on an invoice. */
  originalInvoice: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  /** Why a credit note was issued, and what its issuer added; null on an invoice. */
  creditReason: CreditReasonSchema.nullable(),
  creditNote: z.string().nullable(),
  /** An invoice's credit notes, oldest first (empty on a credit note): total in halalas, VAT included. */
  creditNotes: z.array(
    moneyAnswer(z.object({ id: z.uuid(), number: z.string(), total: z.number().int() }), ['total']),
  ),
  /** Halalas, VAT included: what the invoice's credit notes credit together (0 on a credit note). */
  creditedAmount: z.number().int(),
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
  /**
   * Decision 018: true for a tax invoice («فاتورة ضريبية»: the seller was VAT-registered, lines carry 15%
   * VAT), false for a plain invoice («فاتورة»: the seller was not, no VAT, no ZATCA QR code).
   */
  isTaxInvoice: z.boolean(),
  /** ZATCA phase-1 QR text of a tax invoice: Base64 of the TLV tags 1–5, all filled; null on a plain one. */
  qrCode: z.string().nullable(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  /** ORDER invoices are FULL and paid at checkout. */
  paymentTerms: PaymentTermsSchema,
  /** Halalas, VAT included; PARTIAL only. */
  upfrontAmount: z.number().int().nullable(),
  /** Halalas received so far, VAT included. */
  paidAmount: z.number().int(),
  /** What the buyer can pay now, and how much: null when nothing is due (pending, rejected, paid). */
  dueInstallment: moneyAnswer(installmentAmount, ['amount']).nullable(),
  /** The day the supplier delivers (Riyadh calendar); null on order invoices. */
  deliveryDate: z.iso.date().nullable(),
  notes: z.string(),
  terms: z.string(),
  /** The buyer's reason, when it gave one. */
  rejectionReason: z.string().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  rejectedAt: z.iso.datetime().nullable(),
  /**
   * Issue 26: the seller's member who issued it; null when no person did (an order's invoice, issued on
   * its payment) and before members.
   */
  issuedBy: MemberRefSchema.nullable(),
  /** The payments received, oldest first, each with the buyer's member who paid it (null before members). */
  payments: z.array(
    moneyAnswer(installmentAmount.extend({ paidAt: z.iso.datetime(), paidBy: MemberRefSchema.nullable() }), [
      'amount',
    ]),
  ),
});
export const InvoiceSchema = moneyAnswer(invoice, [
  'creditedAmount',
  'subtotal',
  'vat',
  'total',
  'upfrontAmount',
  'paidAmount',
]);
/** An invoice as Tawrid keeps it: amounts in halalas. */
export type Invoice = z.infer<typeof InvoiceSchema>;
/** A page of invoices (the next page's cursor comes in `x-next-cursor`). */
export const InvoiceListSchema = z.array(InvoiceSchema);

/**
 * `GET /api/buyers/me/invoices` and `GET /api/suppliers/me/invoices`: newest first; `from`/`to` are days
 * in Asia/Riyadh (both included); the next page's cursor comes in `x-next-cursor`.
 */
export const InvoicesQuerySchema = z.object({
  status: InvoiceStatusSchema.optional(),
  kind: InvoiceKindSchema.optional(),
  /** Invoices or credit notes only; both when absent. */
  documentType: InvoiceDocumentTypeSchema.optional(),
  from: FilterDaySchema.optional(),
  to: FilterDaySchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const InvoiceIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** One item of a supplier's invoice: one of its own published listings, at the agreed price. */
const invoiceItemInput = z.object({
  listingId: z.uuid({ error: 'LISTING_NOT_FOUND' }),
  /** The listing's name by default; the supplier may word it for this deal. */
  name: requiredText(100),
  /** The listing's description and the agreed details (specification, brand, finish…). */
  details: z.string().trim().max(maxInvoiceLineDetailsLength, { error: 'TEXT_TOO_LONG' }).default(''),
  /** At most a cart line's units (amount-limits.ts: the totals of 50 such lines stay exact). */
  quantity: lineQuantitySchema,
  /** Halalas per unit, before VAT, at most a listing's highest price. */
  unitPrice: unitPriceSchema,
});
/** The amounts a supplier's invoice is sent with (decision 019): its own and each item's. */
export const invoiceMoneyKeys = {
  body: ['deliveryFee', 'upfrontAmount'],
  item: ['unitPrice'],
} as const;
export const InvoiceItemInputSchema = moneyInput(invoiceItemInput, invoiceMoneyKeys.item);
/** An item as the web app sends it: the unit price in riyals or, as the web app does, `unitPriceHalalas`. */
export type InvoiceItemInput = z.input<typeof InvoiceItemInputSchema>;

/**
 * `POST /api/suppliers/me/invoices`: a supplier issues an invoice to a buyer it deals with (a chat or an
 * order between them). `idempotencyKey` is made by the form per invoice, so a double submit issues one.
 * With `chatId`, the invoice is also posted in that chat with the buyer. The delivery date is today or
 * later in Riyadh (checked by the server against its clock: DELIVERY_DATE_PAST).
 */
const createInvoiceBody = z
  .object({
    idempotencyKey: z.uuid(),
    buyerId: z.uuid({ error: 'FIELD_REQUIRED' }),
    chatId: z.uuid({ error: 'NOT_FOUND' }).optional(),
    items: z
      .array(InvoiceItemInputSchema)
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(maxInvoiceItems, { error: 'INVOICE_TOO_MANY_ITEMS' }),
    /** Halalas before VAT; 0 for none. */
    deliveryFee: z
      .number({ error: 'AMOUNT_INVALID' })
      .int({ error: 'AMOUNT_INVALID' })
      .min(0, { error: 'AMOUNT_INVALID' })
      .max(maxInvoiceTotal, { error: 'AMOUNT_INVALID' })
      .default(0),
    deliveryDate: z.iso.date({ error: 'FIELD_REQUIRED' }),
    notes: z.string().trim().max(maxInvoiceNotesLength, { error: 'TEXT_TOO_LONG' }).default(''),
    terms: z.string().trim().max(maxInvoiceTermsLength, { error: 'TEXT_TOO_LONG' }).default(''),
    paymentTerms: PaymentTermsSchema,
    /** Halalas, VAT included; required with PARTIAL, at most 30% of the total; ignored with FULL. */
    upfrontAmount: z
      .number({ error: 'AMOUNT_INVALID' })
      .int({ error: 'AMOUNT_INVALID' })
      .positive({ error: 'AMOUNT_INVALID' })
      .nullish(),
  })
  // Inside moneyInput, so the limits are checked on halalas whichever form the amounts came in.
  .superRefine((body, context) => {
    // With VAT, the most this invoice can come to; the server checks again with the seller's own rule
    // (decision 018: no VAT when it is not VAT-registered), which can only lower the total.
    const { total } = invoiceTotalsOf({ ...body, isVatRegistered: true });
    if (total > maxInvoiceTotal) {
      context.addIssue({ code: 'custom', path: ['items'], message: 'INVOICE_TOTAL_TOO_LARGE' });
    }
    if (body.paymentTerms !== 'PARTIAL') return;
    if (body.upfrontAmount === null || body.upfrontAmount === undefined) {
      context.addIssue({ code: 'custom', path: ['upfrontAmount'], message: 'FIELD_REQUIRED' });
    } else if (body.upfrontAmount > maxUpfrontOf(total)) {
      context.addIssue({ code: 'custom', path: ['upfrontAmount'], message: 'UPFRONT_ABOVE_LIMIT' });
    }
  });
export const CreateInvoiceBodySchema = moneyInput(createInvoiceBody, invoiceMoneyKeys.body).transform(
  (body) => ({
    ...body,
    upfrontAmount: body.paymentTerms === 'PARTIAL' ? (body.upfrontAmount ?? null) : null,
  }),
);
/** The body as sent: amounts in riyals or as `…Halalas` (Tawrid's web app sends the latter). */
export type CreateInvoiceBody = z.input<typeof CreateInvoiceBodySchema>;

/** `POST /api/buyers/me/invoices/{id}/reject`: the reason is optional and shown to the supplier. */
export const RejectInvoiceBodySchema = z.object({
  reason: z.string().trim().max(maxRejectionReasonLength, { error: 'TEXT_TOO_LONG' }).default(''),
});
export type RejectInvoiceBody = z.input<typeof RejectInvoiceBodySchema>;

/**
 * `POST /api/buyers/me/invoices/{id}/payments`: pays the installment the buyer sees as due, like checkout
 * (decision 011): one idempotency key per attempt, a saved card or a new one, and the answer says where
 * the browser goes next. Naming the installment means a buyer never pays something other than what the
 * page showed (INVOICE_INSTALLMENT_NOT_DUE when the invoice moved on).
 */
export const PayInvoiceBodySchema = z.object({
  idempotencyKey: z.uuid(),
  installment: InvoiceInstallmentSchema,
  savedCardId: z.uuid().optional(),
  card: CardFieldsSchema.optional(),
  saveCard: z.boolean().default(false),
});
export type PayInvoiceBody = z.input<typeof PayInvoiceBodySchema>;

/** `GET /api/suppliers/me/customers?q=`: businesses the supplier can invoice (a chat or an order with it). */
export const InvoiceCustomersQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'TEXT_TOO_LONG' }).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const InvoiceCustomerSchema = z.object({
  userId: z.uuid(),
  businessName: z.string(),
  /** The managing person. */
  name: z.string(),
  city: z.string(),
});
export type InvoiceCustomer = z.infer<typeof InvoiceCustomerSchema>;
export const InvoiceCustomerListSchema = z.array(InvoiceCustomerSchema);
