import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { formatDeliveryDate } from '../invoices/invoice-amounts';

/**
 * The months a plan invoice pays for. The invoice has no field for them: the server writes them into
 * its line's details as Riyadh days `YYYY-MM-DD – YYYY-MM-DD` (decision 016). Null when the line says otherwise.
 */
export function planInvoicePeriod(
  invoice: Pick<Invoice, 'lines'>,
  language: string,
): { from: string; to: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})\s*–\s*(\d{4}-\d{2}-\d{2})$/.exec(
    invoice.lines[0]?.details?.trim() ?? '',
  );
  if (!match) return null;
  return { from: formatDeliveryDate(match[1]!, language), to: formatDeliveryDate(match[2]!, language) };
}
