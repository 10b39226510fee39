import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupplierOverview as Overview } from '../../../contract/analytics/analytics.schemas';
import type { Plan } from '../../../contract/plans/plans.schemas';
import { notificationToggles, type Settings } from '../../../contract/users/users.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { SupplierOverview } from './supplier-overview';

const supplierSession = {
  body: {
    id: '00000000-0000-4000-8000-0000000000aa',
    role: 'SUPPLIER',
    isEmailVerified: true,
    memberRoles: ['OWNER'],
    email: 'owner@alnoor.sa',
    name: 'Sara Al-Harbi',
    businessName: 'Al Noor Trading',
    pfpUrl: null,
  },
};

const settingsWith = (store: Partial<NonNullable<Settings['store']>>): Settings => ({
  profile: {
    email: 'owner@alnoor.sa',
    name: 'Sara Al-Harbi',
    businessName: 'Al Noor Trading',
    registrationNumber: '1010123456',
    city: 'Riyadh',
    pfpUrl: null,
    businessCategoryIds: [],
    nationalAddress: null,
  },
  notifications: {
    allowNotifications: true,
    ...Object.fromEntries(notificationToggles.map((toggle) => [toggle, true])),
  } as Settings['notifications'],
  store: {
    storeBioAr: '',
    storeBioEn: '',
    isStoreClosed: false,
    closingMessageAr: '',
    closingMessageEn: '',
    deliveryFee: 2500,
    vatNumber: null,
    bannerUrl: null,
    ...store,
  },
});

const dayMs = 24 * 60 * 60 * 1000;
const productId = '00000000-0000-4000-8000-0000000000p1';
const orderId = '00000000-0000-4000-8000-0000000000o1';

const overviewWith = (changes: Partial<Overview> = {}): Overview => ({
  store: { isStoreClosed: false, supplierStatus: 'ACTIVE', isVisibleToBuyers: true },
  pendingOrders: { toProcess: 4, toShip: 2 },
  stockAlerts: {
    count: 12,
    items: [
      { productId, nameAr: null, nameEn: 'Nitrile gloves', stock: 0, minOrderQuantity: 10 },
      {
        productId: '00000000-0000-4000-8000-0000000000p2',
        nameAr: null,
        nameEn: 'Safety boots',
        stock: 5,
        minOrderQuantity: 10,
      },
    ],
  },
  recentOrders: [
    {
      id: orderId,
      number: 'TW-2026-000123',
      orderDate: '2026-11-20T10:00:00.000Z',
      status: 'PENDING',
      buyer: {
        userId: '00000000-0000-4000-8000-0000000000b1',
        businessName: 'Al Noor Trading',
        city: 'Riyadh',
      },
      totalPrice: 11_500,
    },
  ],
  recentReviews: [
    {
      id: '00000000-0000-4000-8000-0000000000r1',
      rating: 4,
      text: 'Quick delivery',
      buyerBusinessName: 'Al Noor Trading',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  unreadMessages: 3,
  ...changes,
});

const planWith = (changes: Partial<Plan> = {}): Plan => ({
  plan: 'BASIC',
  supplierStatus: 'ACTIVE',
  source: null,
  premiumUntil: null,
  isRenewing: false,
  canStartTrial: true,
  renewalCard: null,
  price: { net: 5_000, vat: 750, total: 5_750 },
  limits: { products: 10, services: 3 },
  usage: { products: 7, services: 3 },
  isOverBasicLimits: false,
  ...changes,
});

const renderOverview = (language: 'ar' | 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <SupplierOverview />
    </MemoryRouter>,
    { language },
  );

describe('SupplierOverview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an open store, an active status, the delivery fee and the way to settings', async () => {
    stubApi({
      '/api/users/me': supplierSession,
      '/api/users/me/settings': { body: settingsWith({}) },
      '/api/suppliers/me': { body: { supplierStatus: 'ACTIVE' } },
    });
    renderOverview('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Al Noor Trading' }),
    ).toBeInTheDocument();
    const store = screen.getByRole('region', { name: 'Store' });
    expect(await within(store).findByText('Open')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Supplier status' });
    expect(await within(status).findByText('Active')).toBeInTheDocument();
    expect(await screen.findByTestId('delivery-fee')).toHaveTextContent('SAR 25.00');
    expect(screen.getByRole('link', { name: 'Go to settings' })).toHaveAttribute(
      'href',
      '/supplier/settings',
    );
  });

  it('shows a temporarily closed store with its message and an INACTIVE status, in Arabic', async () => {
    stubApi({
      '/api/users/me': supplierSession,
      '/api/users/me/settings': {
        body: settingsWith({
          isStoreClosed: true,
          closingMessageAr: 'نعود بعد إجازة العيد',
          closingMessageEn: '',
          deliveryFee: 1250,
        }),
      },
      '/api/suppliers/me': { body: { supplierStatus: 'INACTIVE' } },
    });
    renderOverview('ar');
    const store = await screen.findByRole('region', { name: 'المتجر' });
    expect(await within(store).findByText('مغلق مؤقتًا')).toBeInTheDocument();
    expect(screen.getByTestId('closing-message')).toHaveTextContent('نعود بعد إجازة العيد');
    const status = screen.getByRole('region', { name: 'حالة المورد' });
    expect(await within(status).findByText('غير نشط')).toBeInTheDocument();
    expect(status).toHaveTextContent('مخفية عن المشترين');
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('12.50 ر.س');
  });

  it('shows what waits: orders, short stock, unread messages, the newest orders and reviews', async () => {
    stubApi({
      '/api/users/me': supplierSession,
      '/api/users/me/settings': { body: settingsWith({}) },
      '/api/suppliers/me': { body: { supplierStatus: 'ACTIVE' } },
      '/api/suppliers/me/overview': { body: overviewWith() },
      '/api/suppliers/me/plan': { body: planWith() },
      '/api/chats/unread-count': { body: { count: 3 } },
    });
    renderOverview('en');

    expect(await screen.findByTestId('orders-to-process')).toHaveTextContent('4');
    expect(screen.getByTestId('orders-to-ship')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Go to orders' })).toHaveAttribute('href', '/supplier/orders');
    expect(screen.getByTestId('store-visibility')).toHaveTextContent('Visible to buyers');

    const stock = screen.getByRole('region', { name: 'Stock alerts' });
    const alerts = within(stock).getAllByTestId('stock-alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Nitrile glovesOut of stock',
      'Safety boots5 left, minimum order 10',
    ]);
    expect(within(alerts[0]!).getByRole('link')).toHaveAttribute('href', `/supplier/products/${productId}`);
    expect(within(stock).getByRole('link', { name: 'and 10 more products' })).toBeInTheDocument();

    // The live count the sidebar badge shows too.
    await waitFor(() => expect(screen.getByTestId('unread-messages')).toHaveTextContent('3 unread messages'));
    expect(screen.getByRole('link', { name: 'Open messages' })).toHaveAttribute('href', '/supplier/chats');

    const orders = screen.getByRole('region', { name: 'Recent orders' });
    const [order] = within(orders).getAllByTestId('recent-order');
    expect(order).toHaveTextContent('TW-2026-000123');
    expect(order).toHaveTextContent('Al Noor Trading');
    expect(order).toHaveTextContent('SAR 115.00');
    expect(within(order!).getByRole('link', { name: 'TW-2026-000123' })).toHaveAttribute(
      'href',
      `/supplier/orders/${orderId}`,
    );
    const reviews = screen.getByRole('region', { name: 'Recent reviews' });
    expect(within(reviews).getByText('Quick delivery')).toBeInTheDocument();
  });

  it('shows the Basic plan with listings against its limits and the way to upgrade', async () => {
    stubApi({
      '/api/users/me': supplierSession,
      '/api/users/me/settings': { body: settingsWith({}) },
      '/api/suppliers/me': { body: { supplierStatus: 'INACTIVE' } },
      '/api/suppliers/me/overview': {
        body: overviewWith({
          store: { isStoreClosed: false, supplierStatus: 'INACTIVE', isVisibleToBuyers: false },
        }),
      },
      '/api/suppliers/me/plan': {
        body: planWith({
          usage: { products: 12, services: 1 },
          isOverBasicLimits: true,
          canStartTrial: false,
        }),
      },
    });
    renderOverview('en');

    const plan = await screen.findByRole('region', { name: 'Plan' });
    expect(await within(plan).findByTestId('plan-name')).toHaveTextContent('Basic');
    expect(within(plan).getByTestId('basic-usage')).toHaveTextContent('Products: 12 of 10');
    expect(within(plan).getByTestId('basic-usage')).toHaveTextContent('Services: 1 of 3');
    expect(plan).toHaveTextContent('your store is hidden from buyers');
    expect(within(plan).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/supplier/choose-plan',
    );
    expect(await screen.findByTestId('store-visibility')).toHaveTextContent('Hidden from buyers');
  });

  it('counts the days left of a Premium trial in Arabic', async () => {
    stubApi({
      '/api/users/me': supplierSession,
      '/api/users/me/settings': { body: settingsWith({}) },
      '/api/suppliers/me': { body: { supplierStatus: 'ACTIVE' } },
      '/api/suppliers/me/overview': { body: overviewWith() },
      '/api/suppliers/me/plan': {
        body: planWith({
          plan: 'PREMIUM',
          source: 'TRIAL',
          premiumUntil: new Date(Date.now() + 3 * dayMs).toISOString(),
          isRenewing: false,
          canStartTrial: false,
        }),
      },
    });
    renderOverview('ar');

    const plan = await screen.findByRole('region', { name: 'الباقة' });
    expect(await within(plan).findByTestId('plan-name')).toHaveTextContent('الباقة المميزة');
    expect(within(plan).getByTestId('plan-period')).toHaveTextContent('التجربة المجانية: بقيت 3 أيام');
    expect(within(plan).getByRole('link', { name: 'إدارة الباقة' })).toHaveAttribute(
      'href',
      '/supplier/choose-plan',
    );
  });

  it('gives the renewal date of a paid Premium month', async () => {
    stubApi({
      '/api/users/me': supplierSession,
      '/api/users/me/settings': { body: settingsWith({}) },
      '/api/suppliers/me': { body: { supplierStatus: 'ACTIVE' } },
      '/api/suppliers/me/overview': { body: overviewWith() },
      '/api/suppliers/me/plan': {
        body: planWith({
          plan: 'PREMIUM',
          source: 'PAID',
          premiumUntil: '2026-12-20T09:00:00.000Z',
          isRenewing: true,
          canStartTrial: false,
        }),
      },
    });
    renderOverview('en');

    expect(await screen.findByTestId('plan-period')).toHaveTextContent('Renews on 20 December 2026.');
  });
});
