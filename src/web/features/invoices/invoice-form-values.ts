import type { ListingKind } from '../../../contract/catalog/catalog.schemas';
import { riyalsOf } from '../../../contract/money/riyals';
import {
  invoiceTotalsOf,
  maxInvoiceLineDetailsLength,
  type PaymentTerms,
} from '../../../contract/invoices/invoices.schemas';
import { halalasFromSar, numberOrEmpty, type NumberFieldValue } from '../catalog/listing-form-values';

/**
 * The invoice as the form edits it: amounts in SAR and numbers as Mantine's NumberInput gives them. The
 * form turns it into the contract's body (halalas, integers) before CreateInvoiceBodySchema checks it,
 * so the schema's error codes land on the fields the supplier typed in.
 */
export interface InvoiceItemValues {
  listingId: string;
  /** Which editor the listing's details come from; not sent. */
  kind: ListingKind;
  name: string;
  details: string;
  quantity: NumberFieldValue;
  /** SAR per unit, before VAT. */
  unitPrice: NumberFieldValue;
}

export interface InvoiceFormValues {
  buyerId: string | null;
  items: InvoiceItemValues[];
  /** SAR before VAT; empty for none. */
  deliveryFee: NumberFieldValue;
  /** YYYY-MM-DD, as the date input gives it. */
  deliveryDate: string;
  paymentTerms: PaymentTerms;
  /** SAR, VAT included; PARTIAL only. */
  upfrontAmount: NumberFieldValue;
  notes: string;
  terms: string;
}

/** What the resolver needs besides the fields: the form's idempotency key and the chat it came from. */
export interface InvoiceFormContext {
  idempotencyKey: string;
  chatId: string | undefined;
}

export const emptyInvoiceValues = (buyerId: string | null): InvoiceFormValues => ({
  buyerId,
  items: [],
  deliveryFee: '',
  deliveryDate: '',
  paymentTerms: 'FULL',
  upfrontAmount: '',
  notes: '',
  terms: '',
});

/** A new line for one of the supplier's listings: its name and price, its description as the details. */
export function itemValuesOf(listing: {
  id: string;
  kind: ListingKind;
  name: string;
  price: number;
  description?: string;
}): InvoiceItemValues {
  return {
    listingId: listing.id,
    kind: listing.kind,
    name: listing.name,
    details: detailsOf(listing.description ?? ''),
    quantity: 1,
    unitPrice: riyalsOf(listing.price),
  };
}

/** A listing's description as a line's details, cut to what a line holds. */
export const detailsOf = (description: string) => description.trim().slice(0, maxInvoiceLineDetailsLength);

/** The body CreateInvoiceBodySchema checks and the server receives: amounts as `…Halalas` (decision 019). */
export function invoiceBodyOf(values: InvoiceFormValues, context: InvoiceFormContext) {
  return {
    idempotencyKey: context.idempotencyKey,
    buyerId: values.buyerId ?? '',
    ...(context.chatId && { chatId: context.chatId }),
    items: values.items.map((item) => ({
      listingId: item.listingId,
      name: item.name,
      details: item.details,
      quantity: numberOrEmpty(item.quantity),
      unitPriceHalalas: halalasFromSar(item.unitPrice),
    })),
    deliveryFeeHalalas: halalasFromSar(values.deliveryFee) ?? 0,
    deliveryDate: values.deliveryDate,
    notes: values.notes,
    terms: values.terms,
    paymentTerms: values.paymentTerms,
    upfrontAmountHalalas:
      values.paymentTerms === 'PARTIAL' ? (halalasFromSar(values.upfrontAmount) ?? null) : null,
  };
}

/** A usable amount, or 0 while a field is empty or half typed, so the totals never show NaN. */
const amountOr0 = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : 0);

/**
 * The invoice's totals as typed so far, with the contract's arithmetic (the server's): no VAT when the
 * supplier is not VAT-registered (decision 018).
 */
export function liveTotalsOf(values: {
  items: readonly Pick<InvoiceItemValues, 'quantity' | 'unitPrice'>[];
  deliveryFee: NumberFieldValue;
  isVatRegistered: boolean;
}) {
  return invoiceTotalsOf({
    items: values.items.map((item) => ({
      quantity: amountOr0(numberOrEmpty(item.quantity)),
      unitPrice: amountOr0(halalasFromSar(item.unitPrice)),
    })),
    deliveryFee: amountOr0(halalasFromSar(values.deliveryFee)),
    isVatRegistered: values.isVatRegistered,
  });
}
