import type { SupplierAnalytics } from '../../../contract/analytics/analytics.schemas';
import { formatDecimalAmount } from '../../lib/format';

/** Column headings in the reader's language, and the heading of the totals row. */
export interface AnalyticsCsvLabels {
  month: string;
  orderCount: string;
  orderRevenue: string;
  paidInvoiceCount: string;
  paidInvoiceRevenue: string;
  totalRevenue: string;
  total: string;
}

/** Excel opens a UTF-8 file as its local code page unless it starts with a byte order mark. */
const byteOrderMark = '\uFEFF';

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The monthly series as one CSV file: a row per month (YYYY-MM, which spreadsheets sort and read in
 * any language), then the totals. Amounts are riyals with two decimals, net before VAT, as the
 * headings say; CRLF line ends, as RFC 4180 and Excel expect.
 */
export function analyticsCsv(
  analytics: Pick<SupplierAnalytics, 'months' | 'totals'>,
  labels: AnalyticsCsvLabels,
): string {
  const row = (first: string, figures: SupplierAnalytics['totals']) => [
    first,
    String(figures.orderCount),
    formatDecimalAmount(figures.orderRevenue),
    String(figures.paidInvoiceCount),
    formatDecimalAmount(figures.paidInvoiceRevenue),
    formatDecimalAmount(figures.orderRevenue + figures.paidInvoiceRevenue),
  ];
  const rows = [
    [
      labels.month,
      labels.orderCount,
      labels.orderRevenue,
      labels.paidInvoiceCount,
      labels.paidInvoiceRevenue,
      labels.totalRevenue,
    ],
    ...analytics.months.map((month) => row(month.month, month)),
    row(labels.total, analytics.totals),
  ];
  return byteOrderMark + rows.map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
