import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationToggles, type Settings } from '../../../contract/users/users.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { SupplierOverview } from './supplier-overview';

const supplierSession = {
  body: {
    id: '00000000-0000-4000-8000-0000000000aa',
    role: 'SUPPLIER',
    isEmailVerified: true,
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
  },
  notifications: {
    allowNotifications: true,
    ...Object.fromEntries(notificationToggles.map((toggle) => [toggle, true])),
  } as Settings['notifications'],
  store: {
    storeBio: '',
    isStoreClosed: false,
    closingMessage: '',
    deliveryFee: 2500,
    vatNumber: null,
    bannerUrl: null,
    ...store,
  },
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
          closingMessage: 'نعود بعد إجازة العيد',
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
});
