import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import type { InvoiceFormValues } from './invoice-form-values';

type InvoiceField = FieldPath<InvoiceFormValues>;

/** The fields a server error can name: the form's own, and those of a line (`items.2.listingId`). */
const topFields = [
  'buyerId',
  'deliveryFee',
  'deliveryDate',
  'notes',
  'terms',
  'paymentTerms',
  'upfrontAmount',
];
const itemFieldPattern = /^items\.(\d+)\.(listingId|name|details|quantity|unitPrice)$/;

/** The field for a code when the answer names none. */
const fieldByCode: Partial<Record<string, InvoiceField>> = {
  INVOICE_BUYER_UNKNOWN: 'buyerId',
  INVOICE_TO_SELF: 'buyerId',
  DELIVERY_DATE_PAST: 'deliveryDate',
  UPFRONT_ABOVE_LIMIT: 'upfrontAmount',
  INVOICE_TOO_MANY_ITEMS: 'items',
  INVOICE_TOTAL_TOO_LARGE: 'items',
};

/** A path the form knows, or null (a line the supplier removed since, or another part of the request). */
function knownField(path: string, itemCount: number): InvoiceField | null {
  const name = path.replace(/^body\./, '');
  if (topFields.includes(name) || name === 'items') return name as InvoiceField;
  const item = itemFieldPattern.exec(name);
  return item && Number(item[1]) < itemCount ? (name as InvoiceField) : null;
}

/**
 * Puts a failed issue's errors on their fields: the field the answer names (`details.field`, with its
 * message already in the person's language), each issue of a VALIDATION_FAILED answer, or the field
 * the code belongs to. False when none took it: the form shows it above the button.
 */
export function placeInvoiceErrors(
  error: unknown,
  setError: UseFormSetError<InvoiceFormValues>,
  itemCount: number,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const details = error.details ?? {};
  const placed: { field: InvoiceField; message: string }[] = [];
  if (typeof details.field === 'string') {
    const field = knownField(details.field, itemCount);
    if (field) placed.push({ field, message: error.message || error.code });
  }
  if (placed.length === 0 && Array.isArray(details.issues)) {
    for (const issue of details.issues as unknown[]) {
      const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
      const field = typeof path === 'string' ? knownField(path, itemCount) : null;
      if (field && typeof message === 'string') placed.push({ field, message });
    }
  }
  if (placed.length === 0) {
    const field = fieldByCode[error.code];
    if (field) placed.push({ field, message: error.code });
  }
  for (const { field, message } of placed)
    setError(field, { type: 'server', message }, { shouldFocus: true });
  return placed.length > 0;
}
