import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { SiteLayout } from './site-layout';
import { SiteMenuDrawer } from './site-menu-drawer';
import { SupplierLayout } from './supplier-layout';

const unread = (count: number) => ({ body: { count } });
const session = (role: 'BUYER' | 'SUPPLIER') => ({
  body: {
    role,
    isEmailVerified: true,
    memberRoles: ['OWNER'],
    email: 'owner@alnoor.sa',
    name: 'Sara Al-Harbi',
    businessName: 'Al Noor Trading',
    pfpUrl: null,
  },
});

function renderAt(path: string, layout: React.ReactNode) {
  const router = createMemoryRouter(
    [{ element: layout, children: [{ path: '*', element: <p>page content</p> }] }],
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('SupplierLayout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the supplier links, the profile block and caps the badge at 99+', async () => {
    stubApi({ '/api/users/me': session('SUPPLIER'), '/api/notifications/me/unread-count': unread(120) });
    renderAt('/supplier/overview', <SupplierLayout />);
    const nav = screen.getByRole('navigation', { name: 'Supplier navigation' });
    for (const name of [
      'Overview',
      'Products and services',
      'Tenders',
      'Orders',
      'Invoices',
      'Analytics',
      'Settings',
      'My plan',
      'Direct messages',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(await within(nav).findByText('99+')).toBeInTheDocument();
    expect(await screen.findByTestId('profile-block')).toHaveTextContent('Al Noor Trading');
    expect(screen.getByRole('button', { name: 'Switch to buyer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('gives the phone header the bell with the unread count, as the buyer has', async () => {
    stubApi({ '/api/users/me': session('SUPPLIER'), '/api/notifications/me/unread-count': unread(7) });
    renderAt('/supplier/overview', <SupplierLayout />);
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Notifications (7)' })).toHaveAttribute(
      'href',
      '/supplier/notifications',
    );
  });
});

describe('SiteMenuDrawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('closes itself when a search is sent from it', async () => {
    stubApi({});
    const onClose = vi.fn();
    renderAt('/landing', <SiteMenuDrawer role="guest" opened onClose={onClose} />);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }), {
      target: { value: 'gloves' },
    });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.submit(screen.getByRole('search'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('SiteLayout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a guest login and signup, and no bell', async () => {
    stubApi({});
    renderAt('/landing', <SiteLayout />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Tawrid');
  });

  it('gives a buyer the bell with a capped badge and the profile menu', async () => {
    stubApi({ '/api/users/me': session('BUYER'), '/api/notifications/me/unread-count': unread(150) });
    renderAt('/buyer/homepage', <SiteLayout />);
    expect(await screen.findByRole('link', { name: 'Notifications (99+)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    // jsdom lays nothing out, so Mantine hides the open dropdown as if its target were detached
    // (hideDetached); the items are there, and the browser journeys check what is visible.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(menu).toHaveTextContent('Al Noor Trading');
    expect(menu).toHaveTextContent('Sara Al-Harbi');
    for (const name of ['Messages', 'Tenders', 'Orders', 'Invoices', 'Wishlist', 'Settings']) {
      expect(within(menu).getByRole('menuitem', { name, hidden: true })).toBeInTheDocument();
    }
    expect(
      within(menu).getByRole('menuitem', { name: 'Switch to supplier', hidden: true }),
    ).toBeInTheDocument();
  });

  it('hides the header on callback paths and the footer on chat and callback paths', async () => {
    stubApi({ '/api/users/me': session('BUYER') });
    renderAt('/buyer/payment/callback', <SiteLayout />);
    expect(await screen.findByText('page content')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('keeps the header but hides the footer on chat paths', async () => {
    stubApi({ '/api/users/me': session('BUYER') });
    renderAt('/buyer/chats/42', <SiteLayout />);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
