import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatDate } from '../../lib/format';

/**
 * Halalas the buyer still owes on the invoice: the total less what was paid, while it is pending or
 * being paid; null once paid in full or rejected (nothing is owed).
 */
export function amountOwedOf(invoice: Pick<Invoice, 'status' | 'total' | 'paidAmount'>): number | null {
  if (invoice.status === 'FULLY_PAID' || invoice.status === 'REJECTED') return null;
  return Math.max(invoice.total - invoice.paidAmount, 0);
}

/**
 * A delivery day (`YYYY-MM-DD`, a Riyadh calendar day) as text. Read at noon in Riyadh, so no time zone
 * can move it to the day before or after.
 */
export function formatDeliveryDate(day: string, language: string): string {
  return formatDate(`${day}T12:00:00+03:00`, language, { dateStyle: 'long' });
}
