import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatDay } from '../../lib/format';

/**
 * Halalas the buyer still owes on the invoice: the total less what was paid, while it is pending or
 * being paid; null once paid in full or rejected (nothing is owed), and on a credit note (issue 24).
 */
export function amountOwedOf(
  invoice: Pick<Invoice, 'documentType' | 'status' | 'total' | 'paidAmount'>,
): number | null {
  if (invoice.documentType === 'CREDIT_NOTE') return null;
  if (invoice.status === 'FULLY_PAID' || invoice.status === 'REJECTED') return null;
  return Math.max(invoice.total - invoice.paidAmount, 0);
}

/** A delivery day (`YYYY-MM-DD`, a Riyadh calendar day) as text. */
export function formatDeliveryDate(day: string, language: string): string {
  return formatDay(day, language, { dateStyle: 'long' });
}
