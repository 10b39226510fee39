import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupplierLayout } from '../../app/layouts/supplier-layout';
import { renderWithProviders, stubApi } from '../../test/render';
import { inactiveNoticeStorageKey } from '../auth/use-session-actions';
import { InactiveSupplierDialog } from './inactive-supplier-dialog';

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

function stubSupplier(supplierStatus: 'ACTIVE' | 'INACTIVE' | null) {
  return stubApi({
    '/api/users/me': supplierSession,
    ...(supplierStatus ? { '/api/suppliers/me': { body: { supplierStatus } } } : {}),
  });
}

const renderDialog = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <InactiveSupplierDialog />
    </MemoryRouter>,
    { language },
  );

const statusCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/suppliers/me');

describe('InactiveSupplierDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('warns an INACTIVE supplier; OK sets the session flag and it does not show again', async () => {
    stubSupplier('INACTIVE');
    const first = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Your store is inactive' });
    expect(dialog).toHaveTextContent('hidden from buyers until the subscription is paid');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(sessionStorage.getItem(inactiveNoticeStorageKey)).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    const fetchMock = stubSupplier('INACTIVE');
    renderDialog();
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the way to the plan page, which closes it for the session too', async () => {
    stubSupplier('INACTIVE');
    renderWithProviders(
      <MemoryRouter initialEntries={['/supplier/overview']}>
        <Routes>
          <Route path="/supplier/overview" element={<InactiveSupplierDialog />} />
          <Route path="/supplier/choose-plan" element={<p>Plan page</p>} />
        </Routes>
      </MemoryRouter>,
    );

    await screen.findByRole('dialog', { name: 'Your store is inactive' });
    await userEvent.click(screen.getByRole('button', { name: 'See the plans' }));

    expect(await screen.findByText('Plan page')).toBeInTheDocument();
    expect(sessionStorage.getItem(inactiveNoticeStorageKey)).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot be dismissed with Escape', async () => {
    stubSupplier('INACTIVE');
    renderDialog();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sessionStorage.getItem(inactiveNoticeStorageKey)).toBeNull();
  });

  it('does not show for an ACTIVE supplier', async () => {
    const fetchMock = stubSupplier('ACTIVE');
    renderDialog();
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show when the supplier data fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubSupplier(null);
    renderDialog();
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is mounted by the supplier layout, in Arabic', async () => {
    stubSupplier('INACTIVE');
    const router = createMemoryRouter(
      [{ element: <SupplierLayout />, children: [{ path: '*', element: <p>page content</p> }] }],
      { initialEntries: ['/supplier/overview'] },
    );
    renderWithProviders(<RouterProvider router={router} />, { language: 'ar' });
    const dialog = await screen.findByRole('dialog', { name: 'متجرك غير نشط' });
    expect(dialog).toHaveTextContent('مخفية عن المشترين');
    await userEvent.click(screen.getByRole('button', { name: 'حسنًا' }));
    expect(sessionStorage.getItem(inactiveNoticeStorageKey)).toBe('1');
  });
});
