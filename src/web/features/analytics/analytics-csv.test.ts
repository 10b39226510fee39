import { describe, expect, it } from 'vitest';
import { analyticsCsv, type AnalyticsCsvLabels } from './analytics-csv';

const figures = { orderCount: 0, orderRevenue: 0, paidInvoiceCount: 0, paidInvoiceRevenue: 0 };
const analytics = {
  months: [
    { month: '2026-01', ...figures, orderCount: 3, orderRevenue: 123_450 },
    { month: '2026-02', ...figures, paidInvoiceCount: 1, paidInvoiceRevenue: 1_000_005 },
  ],
  totals: { orderCount: 3, orderRevenue: 123_450, paidInvoiceCount: 1, paidInvoiceRevenue: 1_000_005 },
};
const arabic: AnalyticsCsvLabels = {
  month: 'الشهر',
  orderCount: 'عدد الطلبات',
  orderRevenue: 'مبيعات الطلبات (ر.س، قبل الضريبة)',
  paidInvoiceCount: 'عدد الفواتير المدفوعة',
  paidInvoiceRevenue: 'الفواتير المدفوعة (ر.س، قبل الضريبة)',
  totalRevenue: 'إجمالي المبيعات (ر.س، قبل الضريبة)',
  total: 'الإجمالي',
};

describe('analyticsCsv', () => {
  it('starts with a byte order mark so Excel reads the Arabic headings as UTF-8', () => {
    expect(analyticsCsv(analytics, arabic).charCodeAt(0)).toBe(0xfeff);
  });

  it('writes headings in the given language, a row per month, then the totals, with CRLF line ends', () => {
    const lines = analyticsCsv(analytics, arabic).slice(1).split('\r\n');

    expect(lines).toEqual([
      'الشهر,عدد الطلبات,مبيعات الطلبات (ر.س، قبل الضريبة),عدد الفواتير المدفوعة,الفواتير المدفوعة (ر.س، قبل الضريبة),إجمالي المبيعات (ر.س، قبل الضريبة)',
      '2026-01,3,1234.50,0,0.00,1234.50',
      '2026-02,0,0.00,1,10000.05,10000.05',
      'الإجمالي,3,1234.50,1,10000.05,11234.55',
      '',
    ]);
  });

  it('quotes a heading with a comma or a quote, doubling the quote', () => {
    const csv = analyticsCsv(analytics, {
      ...arabic,
      month: 'Month',
      orderRevenue: 'Order sales (SAR, before VAT)',
      total: 'The "total"',
    });

    expect(csv).toContain('Month,عدد الطلبات,"Order sales (SAR, before VAT)",');
    expect(csv).toContain('\r\n"The ""total""",3,');
  });
});
