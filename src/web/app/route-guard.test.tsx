import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../test/render';
import { RouteGuard } from './route-guard';

function VerifyEmailPage() {
  const { state } = useLocation() as { state: { email?: string } | null };
  return <p>verify {state?.email}</p>;
}

function renderGuardedBuyerPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      {
        path: '/buyer/homepage',
        element: (
          <RouteGuard allowedRoles={['buyer']}>
            <p>buyer homepage</p>
          </RouteGuard>
        ),
      },
    ],
    { initialEntries: ['/', '/buyer/homepage'], initialIndex: 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const user = (role: 'BUYER' | 'SUPPLIER', isEmailVerified: boolean) => ({
  body: {
    role,
    isEmailVerified,
    memberRoles: ['OWNER'],
    email: 'owner@almarai-supply.sa',
    name: 'Sara',
    businessName: 'Al Noor',
    pfpUrl: null,
  },
});

describe('RouteGuard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders nothing while the session loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderGuardedBuyerPage();
    expect(screen.queryByText('buyer homepage')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the page to a buyer with a verified email', async () => {
    stubApi({ '/api/users/me': user('BUYER', true) });
    renderGuardedBuyerPage();
    expect(await screen.findByText('buyer homepage')).toBeInTheDocument();
  });

  it('tells a guest the page is not for them, then replaces the path with /', async () => {
    stubApi({
      '/api/users/me': {
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'x', statusCode: 401 }, requestId: 'r' },
      },
    });
    const router = renderGuardedBuyerPage();
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByText('buyer homepage')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('refuses a supplier on a buyer page', async () => {
    stubApi({ '/api/users/me': user('SUPPLIER', true) });
    renderGuardedBuyerPage();
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it('warns a buyer with an unverified email, then opens /verify-email with the email', async () => {
    stubApi({ '/api/users/me': user('BUYER', false) });
    renderGuardedBuyerPage();
    expect(await screen.findByText('Email Verification Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please verify your email to access most features of this platform'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('verify owner@almarai-supply.sa')).toBeInTheDocument();
  });
});
