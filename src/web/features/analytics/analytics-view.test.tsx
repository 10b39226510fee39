import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupplierAnalytics } from '../../../contract/analytics/analytics.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { AnalyticsView } from './analytics-view';

const analyticsPath = '/api/suppliers/me/analytics';
// Wednesday 25 November 2026, 12:00 in Riyadh.
const now = new Date('2026-11-25T09:00:00Z');
const zero = { orderCount: 0, orderRevenue: 0, paidInvoiceCount: 0, paidInvoiceRevenue: 0 };
const gloves = '00000000-0000-4000-8000-000000000001';
const boots = '00000000-0000-4000-8000-000000000002';

const basicAnalytics: SupplierAnalytics = {
  from: '2026-09-01',
  to: '2026-11-25',
  months: [
    { month: '2026-09', ...zero },
    {
      month: '2026-10',
      orderCount: 2,
      orderRevenue: 150_000,
      paidInvoiceCount: 1,
      paidInvoiceRevenue: 1_000_000,
    },
    { month: '2026-11', ...zero, orderCount: 1, orderRevenue: 25_050 },
  ],
  totals: { orderCount: 3, orderRevenue: 175_050, paidInvoiceCount: 1, paidInvoiceRevenue: 1_000_000 },
  topItemsByQuantity: [
    { productId: gloves, nameAr: null, nameEn: 'Nitrile gloves', quantity: 120, revenue: 60_000 },
    { productId: boots, nameAr: null, nameEn: 'Safety boots', quantity: 10, revenue: 115_050 },
  ],
  topItemsByRevenue: [
    { productId: boots, nameAr: null, nameEn: 'Safety boots', quantity: 10, revenue: 115_050 },
    { productId: gloves, nameAr: null, nameEn: 'Nitrile gloves', quantity: 120, revenue: 60_000 },
  ],
  isPremium: false,
  mostWishlisted: null,
  rating: { average: 4.3, count: 7 },
  latestReviews: [
    {
      id: '00000000-0000-4000-8000-0000000000r1',
      rating: 5,
      text: 'Delivered on time',
      buyerBusinessName: 'Al Noor Trading',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

const renderView = (language: 'ar' | 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <AnalyticsView now={now} />
    </MemoryRouter>,
    { language },
  );

describe('AnalyticsView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the last 12 calendar months up to today in Riyadh, then shows the totals and both charts', async () => {
    const fetchMock = stubApi({ [analyticsPath]: { body: basicAnalytics } });
    renderView('en');

    expect(await screen.findByTestId('total-orders')).toHaveTextContent('3');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${analyticsPath}?from=2025-12-01&to=2026-11-25`);
    expect(screen.getByTestId('total-order-revenue')).toHaveTextContent('SAR 1,750.50');
    expect(screen.getByTestId('total-invoice-revenue')).toHaveTextContent('SAR 10,000.00');
    expect(screen.getByTestId('total-revenue')).toHaveTextContent('SAR 11,750.50');
    expect(screen.getByRole('region', { name: 'Sales per month' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders per month' })).toBeInTheDocument();
  });

  it('lists the top products by quantity and by sales, each linking to its product', async () => {
    stubApi({ [analyticsPath]: { body: basicAnalytics } });
    renderView('en');

    const byQuantity = await screen.findByRole('region', { name: 'Top products by quantity' });
    const rows = within(byQuantity).getAllByTestId('top-item');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Nitrile gloves120SAR 600.00',
      '2Safety boots10SAR 1,150.50',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Nitrile gloves' })).toHaveAttribute(
      'href',
      `/supplier/products/${gloves}`,
    );
    const byRevenue = screen.getByRole('region', { name: 'Top products by sales' });
    expect(within(byRevenue).getAllByTestId('top-item')[0]).toHaveTextContent('Safety boots');
  });

  it('offers Basic suppliers the upgrade instead of wishlist counts, in Arabic', async () => {
    stubApi({ [analyticsPath]: { body: basicAnalytics } });
    renderView('ar');

    const card = await screen.findByRole('region', { name: 'الأكثر إضافة للمفضلة' });
    expect(within(card).getByTestId('premium-feature-notice')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'عرض الباقات' })).toHaveAttribute(
      'href',
      '/supplier/choose-plan',
    );
    expect(within(card).queryAllByTestId('wishlisted-item')).toHaveLength(0);
    const rating = screen.getByRole('region', { name: 'التقييم' });
    expect(within(rating).getByTestId('rating-average')).toHaveTextContent('4.3');
    expect(rating).toHaveTextContent('7 تقييمات');
    expect(within(rating).getByText('Delivered on time')).toBeInTheDocument();
  });

  it('shows a Premium supplier its most saved listings with their counts', async () => {
    stubApi({
      [analyticsPath]: {
        body: {
          ...basicAnalytics,
          isPremium: true,
          mostWishlisted: [
            { id: gloves, kind: 'PRODUCT', nameAr: null, nameEn: 'Nitrile gloves', count: 12 },
            { id: boots, kind: 'SERVICE', nameAr: null, nameEn: 'Boot fitting', count: 1 },
          ],
        },
      },
    });
    renderView('en');

    const items = await screen.findAllByTestId('wishlisted-item');
    expect(items.map((item) => item.textContent)).toEqual(['Nitrile gloves12 saves', 'Boot fitting1 save']);
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', `/supplier/services/${boots}`);
    expect(screen.queryByTestId('premium-feature-notice')).not.toBeInTheDocument();
  });

  it('exports the monthly series as a UTF-8 CSV with a byte order mark and Arabic headings', async () => {
    stubApi({ [analyticsPath]: { body: basicAnalytics } });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:analytics';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('tawrid-analytics-2026-09-01-2026-11-25.csv');
    });
    renderView('ar');

    await userEvent.click(await screen.findByRole('button', { name: 'تصدير CSV' }));

    expect(clicked).toHaveBeenCalledOnce();
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const text = new TextDecoder('utf-8').decode(bytes);
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'الشهر,عدد الطلبات,مبيعات الطلبات (ر.س، قبل الضريبة),عدد الفواتير المدفوعة,الفواتير المدفوعة (ر.س، قبل الضريبة),إجمالي المبيعات (ر.س، قبل الضريبة)',
      '2026-09,0,0.00,0,0.00,0.00',
      '2026-10,2,1500.00,1,10000.00,11500.00',
    ]);
  });

  it('says when the figures cannot be loaded and tries again on request', async () => {
    const fetchMock = stubApi({
      [analyticsPath]: {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'Failed', statusCode: 500 }, requestId: 'r' },
      },
    });
    renderView('en');

    expect(await screen.findByText('Your analytics could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
