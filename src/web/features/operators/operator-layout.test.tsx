import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { OperatorLayout, type OperatorSignInState } from './operator-layout';

function SignIn() {
  const state = useLocation().state as OperatorSignInState | null;
  return (
    <p>
      signing in from {state?.from} {state?.hasSessionEnded ? 'after the session ended' : ''}
    </p>
  );
}

function renderConsole(language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [
      {
        element: <OperatorLayout />,
        children: [{ path: '/operator/audit-log', element: <p>the audit log</p> }],
      },
      { path: '/operator/sign-in', element: <SignIn /> },
    ],
    { initialEntries: ['/operator/audit-log'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { language });
}

const error = (status: number, code: string) => ({
  status,
  body: { error: { code, message: code, statusCode: status }, requestId: 'r' },
});

describe('OperatorLayout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sections of the operator’s role, with their name and role', async () => {
    stubApi({
      'GET /api/operator/me': {
        body: {
          id: '00000000-0000-4000-8000-0000000000aa',
          name: 'Sara',
          email: 'sara@tawrid.sa',
          role: 'SUPPORT',
          language: 'ar',
        },
      },
    });
    renderConsole('ar');
    expect(await screen.findByText('the audit log')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'أقسام اللوحة' });
    const links = within(nav)
      .getAllByRole('link')
      // The language toggle is a link to this page in the other language.
      .filter((link) => !link.getAttribute('href')?.includes('lng='))
      .map((link) => link.textContent);
    expect(links).toEqual(['صحة السوق', 'الموردون', 'البلاغات', 'النزاعات', 'سجل التدقيق']);
    expect(within(nav).getByText('Sara')).toBeInTheDocument();
    expect(within(nav).getByText('الدعم')).toBeInTheDocument();
  });

  it('sends an operator whose session ended to sign-in, saying so', async () => {
    stubApi({ 'GET /api/operator/me': error(401, 'SESSION_EXPIRED') });
    renderConsole();
    expect(
      await screen.findByText(/signing in from \/operator\/audit-log after the session ended/),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign-in without a notice', async () => {
    stubApi({ 'GET /api/operator/me': error(401, 'UNAUTHENTICATED') });
    renderConsole();
    const text = await screen.findByText(/signing in from \/operator\/audit-log/);
    expect(text.textContent).not.toContain('after the session ended');
  });
});
