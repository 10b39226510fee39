import { isVatRegisteredWith, vatRatePercent } from '../../../contract/cart/cart.schemas.js';
import type { z } from 'zod';
import {
  invoiceTotalsOf,
  type CreditReason,
  type CreateInvoiceBodySchema,
  type Invoice,
} from '../../../contract/invoices/invoices.schemas.js';
import { riyadhDayOf } from '../../platform/time/riyadh-time.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { InvoiceRow, NewInvoice } from './invoices.repository.js';
import { invoiceLineNames, type ListingNames } from '../../../contract/text/two-languages.js';

// What each invoice Tawrid issues says, from what it is issued for (issue 21: drafting apart from
// issuing): an order, an accepted tender offer, a member of a completed group, months of Premium, the
// supplier's own form, or a credit note of an earlier invoice (issue 24). Plain functions of their input; `invoices.service.ts` finds the parties, checks
// the rules that need the database, and issues the draft (number, chain, hash) in its transaction.

/** `POST /api/suppliers/me/invoices` as its schema parses it (defaults filled, upfront only with PARTIAL). */
export type CreateInvoiceInput = z.output<typeof CreateInvoiceBodySchema>;

export type Party = Invoice['seller'];
export type Line = Invoice['lines'][number];
/** Lines as stored: those of order invoices issued before decision 013 have no listing or details. */
export type StoredLine = Omit<Line, 'listingId' | 'details'> & Partial<Pick<Line, 'listingId' | 'details'>>;

/**
 * What an invoice says when it is issued; `issue` adds its UUID, counter, chain link and time. The
 * idempotency key is the supplier form's, not part of the invoice.
 */
export type InvoiceDraft = Omit<NewInvoice, 'uuid' | 'counter' | 'previousHash' | 'hash' | 'issuedAt'> & {
  seller: Party;
  buyer: Party;
  lines: Line[];
  /** Decision 018: said by every issuer, never defaulted (the column's default is for older rows). */
  isTaxInvoice: boolean;
};

/** What the delivery fee line says: invoices are read in both languages. */
export const deliveryLineDescription = 'رسوم التوصيل / Delivery fee';

/**
 * Decision 018: who sells under which rule, for an invoice decided now (not an order's, which checkout
 * froze): a seller with a VAT number issues a tax invoice with VAT, one without a plain invoice without.
 */
const saleTermsOf = (seller: Party) => ({ seller, isTaxInvoice: isVatRegisteredWith(seller.vatNumber) });

/** The fee's line, when there is a fee. */
const deliveryLines = (deliveryFee: number, amounts: Pick<Line, 'net' | 'vat' | 'total'> | null): Line[] =>
  amounts
    ? [
        {
          listingId: null,
          description: deliveryLineDescription,
          details: null,
          quantity: 1,
          unitPrice: deliveryFee,
          ...amounts,
        },
      ]
    : [];

type OrderWithItems = Awaited<ReturnType<OrdersService['findOrdersWithItems']>>[number];

/**
 * The tax invoice of a paid order: the supplier is the seller, the lines are the order's items and its
 * delivery fee, the totals are the order's, FULL and paid.
 */
export function orderInvoiceDraft(
  { order, items }: OrderWithItems,
  supplier: Party,
  buyer: Party,
): InvoiceDraft {
  // Decision 018: the rule checkout froze on the order, and the VAT number it was charged under
  // (orders from before the rule recorded none: the supplier's now, as then). A plain invoice names
  // no seller VAT number, even when the supplier registered since.
  const seller: Party = {
    ...supplier,
    vatNumber: order.isVatRegistered ? (order.sellerVatNumber ?? supplier.vatNumber) : null,
  };
  const lines: Line[] = items.map((item) => ({
    listingId: item.productId,
    // The names the item was sold under (decision 027), Arabic first.
    ...invoiceLineNames(item),
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    net: item.total,
    vat: item.vat,
    total: item.total + item.vat,
  }));
  // The order's VAT is its items' VAT plus the fee's: the fee's line takes the difference, so the lines
  // add up to the order exactly, whatever the rounding.
  const deliveryVat = order.vat - items.reduce((sum, item) => sum + item.vat, 0);
  lines.push(
    ...deliveryLines(
      order.deliveryFee,
      order.deliveryFee > 0
        ? { net: order.deliveryFee, vat: deliveryVat, total: order.deliveryFee + deliveryVat }
        : null,
    ),
  );
  return {
    supplierId: order.supplierId,
    buyerId: order.buyerId,
    kind: 'ORDER',
    status: 'FULLY_PAID',
    orderId: order.id,
    seller,
    isTaxInvoice: order.isVatRegistered,
    buyer,
    lines,
    subtotal: order.productsTotal + order.deliveryFee,
    vat: order.vat,
    total: order.totalPrice,
    paymentTerms: 'FULL',
    upfrontAmount: null,
    paidAmount: order.totalPrice,
    deliveryDate: null,
    notes: '',
    terms: '',
  };
}

/**
 * Decision 014: an accepted tender offer's invoice: the offered amount plus VAT (one line named after
 * the tender, the offer's technical details), already ACCEPTED, payable in full, delivered on the
 * offer's completion date.
 */
export function offerInvoiceDraft(
  offer: {
    supplierId: string;
    buyerId: string;
    tenderName: string;
    technicalDetails: string;
    /** Halalas before VAT. */
    amount: number;
    completionDate: string;
    acceptedAt: Date;
  },
  supplier: Party,
  buyer: Party,
): InvoiceDraft {
  const terms = saleTermsOf(supplier);
  const totals = invoiceTotalsOf({
    items: [{ quantity: 1, unitPrice: offer.amount }],
    deliveryFee: 0,
    isVatRegistered: terms.isTaxInvoice,
  });
  return {
    supplierId: offer.supplierId,
    buyerId: offer.buyerId,
    kind: 'TENDER',
    status: 'ACCEPTED',
    orderId: null,
    ...terms,
    buyer,
    lines: [
      {
        listingId: null,
        description: offer.tenderName,
        details: offer.technicalDetails || null,
        quantity: 1,
        unitPrice: offer.amount,
        ...totals.lines[0]!,
      },
    ],
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
    paymentTerms: 'FULL',
    upfrontAmount: null,
    paidAmount: 0,
    deliveryDate: offer.completionDate,
    notes: '',
    terms: '',
    acceptedAt: offer.acceptedAt,
  };
}

/**
 * Decision 015: one member's invoice of a completed group purchase: its quantity at the group price plus
 * the supplier's delivery fee (VAT per line), already ACCEPTED, payable in full.
 */
export function groupMemberInvoiceDraft(
  group: {
    supplierId: string;
    productId: string;
    productName: ListingNames;
    /** Halalas per unit and per member's delivery, before VAT. */
    unitPrice: number;
    deliveryFee: number;
    completedAt: Date;
  },
  member: { buyerId: string; quantity: number },
  supplier: Party,
  buyer: Party,
): InvoiceDraft {
  const terms = saleTermsOf(supplier);
  const totals = invoiceTotalsOf({
    items: [{ quantity: member.quantity, unitPrice: group.unitPrice }],
    deliveryFee: group.deliveryFee,
    isVatRegistered: terms.isTaxInvoice,
  });
  return {
    supplierId: group.supplierId,
    buyerId: member.buyerId,
    kind: 'GROUP_PURCHASE',
    status: 'ACCEPTED',
    orderId: null,
    ...terms,
    buyer,
    lines: [
      {
        listingId: group.productId,
        ...invoiceLineNames(group.productName),
        quantity: member.quantity,
        unitPrice: group.unitPrice,
        ...totals.lines[0]!,
      },
      ...deliveryLines(group.deliveryFee, totals.delivery),
    ],
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
    paymentTerms: 'FULL',
    upfrontAmount: null,
    paidAmount: 0,
    deliveryDate: null,
    notes: '',
    terms: '',
    acceptedAt: group.completedAt,
  };
}

/**
 * Decision 016: the platform's tax invoice to a supplier for months of Premium: the platform is the
 * seller (saudi.md: it sells only its own plan fees), FULL and already paid.
 */
export function planInvoiceDraft(
  fee: {
    platformId: string;
    supplierId: string;
    months: number;
    /** Halalas per month, before VAT. */
    monthlyPrice: number;
    periodStart: Date;
    periodEnd: Date;
  },
  platform: Party,
  supplier: Party,
): InvoiceDraft {
  // Tawrid is VAT-registered: its plan invoices are tax invoices (its VAT number comes from config).
  const totals = invoiceTotalsOf({
    items: [{ quantity: fee.months, unitPrice: fee.monthlyPrice }],
    deliveryFee: 0,
    isVatRegistered: true,
  });
  return {
    supplierId: fee.platformId,
    buyerId: fee.supplierId,
    kind: 'SUBSCRIPTION',
    status: 'FULLY_PAID',
    orderId: null,
    seller: platform,
    isTaxInvoice: true,
    buyer: supplier,
    lines: [
      {
        listingId: null,
        description: 'اشتراك توريد المميز (شهري) / Tawrid Premium (monthly)',
        // Riyadh days; the dash reads the right way in both directions (an arrow would not in Arabic).
        details: `${riyadhDayOf(fee.periodStart)} – ${riyadhDayOf(fee.periodEnd)}`,
        quantity: fee.months,
        unitPrice: fee.monthlyPrice,
        ...totals.lines[0]!,
      },
    ],
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
    paymentTerms: 'FULL',
    upfrontAmount: null,
    paidAmount: totals.total,
    deliveryDate: null,
    notes: '',
    terms: '',
  };
}

/**
 * Decision 013: the supplier's own invoice from its form, PENDING until the buyer answers, with the
 * contract's arithmetic (the one the form showed). A product invoice unless every line is a service.
 */
export function supplierInvoiceDraft(
  {
    supplierId,
    body,
    kinds,
  }: { supplierId: string; body: CreateInvoiceInput; kinds: ReadonlyMap<string, string> },
  supplier: Party,
  buyer: Party,
): InvoiceDraft {
  const terms = saleTermsOf(supplier);
  const totals = invoiceTotalsOf({ ...body, isVatRegistered: terms.isTaxInvoice });
  return {
    supplierId,
    buyerId: body.buyerId,
    kind: body.items.every((item) => kinds.get(item.listingId) === 'SERVICE') ? 'SERVICE' : 'PRODUCT',
    status: 'PENDING',
    orderId: null,
    ...terms,
    buyer,
    lines: [
      ...body.items.map((item, index) => ({
        listingId: item.listingId,
        description: item.name,
        details: item.details || null,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        ...totals.lines[index]!,
      })),
      ...deliveryLines(body.deliveryFee, totals.delivery),
    ],
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
    paymentTerms: body.paymentTerms,
    upfrontAmount: body.upfrontAmount,
    paidAmount: 0,
    deliveryDate: body.deliveryDate,
    notes: body.notes,
    terms: body.terms,
    idempotencyKey: body.idempotencyKey,
  };
}

/** What a partial credit's line says (issue 24). */
export const creditLineDescription = 'مبلغ دائن / Amount credited';

/**
 * Issue 24: a credit note of `original` for `amount` halalas (VAT included, positive: what is credited).
 * Same seller and buyer as the original (as it named them), same kind and order; nothing is due on it.
 * Crediting the whole original repeats its lines; a part is one line whose VAT is the part's share at
 * the original's rate (the net rounded half up, so net and VAT add up to the amount exactly).
 */
export function creditNoteDraft(
  original: InvoiceRow,
  credit: { amount: number; reason: CreditReason; note: string | null },
): InvoiceDraft {
  const whole = credit.amount === original.total;
  const net = original.isTaxInvoice
    ? Math.round((credit.amount * 100) / (100 + vatRatePercent))
    : credit.amount;
  const lines: Line[] = whole
    ? (original.lines as StoredLine[]).map((line) => ({
        ...line,
        listingId: line.listingId ?? null,
        details: line.details ?? null,
      }))
    : [
        {
          listingId: null,
          // Both languages, like the delivery line; the invoice credited is named on the note itself.
          description: creditLineDescription,
          details: credit.note,
          quantity: 1,
          unitPrice: net,
          net,
          vat: credit.amount - net,
          total: credit.amount,
        },
      ];
  return {
    supplierId: original.supplierId,
    buyerId: original.buyerId,
    kind: original.kind,
    documentType: 'CREDIT_NOTE',
    originalInvoiceId: original.id,
    creditReason: credit.reason,
    creditNote: credit.note,
    // Nothing to answer or pay: the buyer is credited (dueInstallmentOf answers null).
    status: 'ACCEPTED',
    orderId: original.orderId,
    seller: original.seller as Party,
    isTaxInvoice: original.isTaxInvoice,
    buyer: original.buyer as Party,
    lines,
    subtotal: whole ? original.subtotal : net,
    vat: whole ? original.vat : credit.amount - net,
    total: credit.amount,
    paymentTerms: 'FULL',
    upfrontAmount: null,
    paidAmount: 0,
    deliveryDate: null,
    notes: '',
    terms: '',
  };
}
