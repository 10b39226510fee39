import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { LoginForm } from './login-form';

function Where() {
  const { pathname, state } = useLocation() as { pathname: string; state: { email?: string } | null };
  return (
    <p>
      at {pathname} {state?.email}
    </p>
  );
}

function renderLogin(language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/login'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { language });
  return router;
}

const user = (isEmailVerified: boolean) => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  role: 'SUPPLIER',
  isEmailVerified,
  memberRoles: ['OWNER'],
  email: 'owner@alnoor.sa',
  name: 'Sara',
  businessName: 'Al Noor',
  pfpUrl: null,
});

const apiError = (status: number, code: string, message = code) => ({
  status,
  body: { error: { code, message, statusCode: status }, requestId: 'r' },
});

const loginCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([path]) => String(path) === '/api/auth/login');

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an identifier that is neither an email nor a 10-digit number, without calling the API', async () => {
    const fetchMock = stubApi({});
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email or registration number/), '12345');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Enter a valid email address or a 10-digit registration number.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Email or registration number/)).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });

  it('puts the server’s INVALID_CREDENTIALS on the password field', async () => {
    stubApi({ '/api/auth/login': apiError(401, 'INVALID_CREDENTIALS') });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email or registration number/), 'owner@alnoor.sa');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Wrong1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('The password is incorrect.');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email or registration number/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a registration number typed in Arabic-Indic digits as ASCII digits, then opens the role’s home', async () => {
    const fetchMock = stubApi({ '/api/auth/login': { body: user(true) } });
    renderLogin('ar');
    await userEvent.type(screen.getByLabelText(/البريد الإلكتروني أو رقم السجل التجاري/), '١٠١٠٢٠٣٠٤٠');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText(/at \/supplier\/overview/)).toBeInTheDocument();
    const [call] = loginCalls(fetchMock);
    expect(JSON.parse(String(call![1]!.body))).toEqual({ identifier: '1010203040', password: 'Secret123' });
  });

  it('sends an unverified user to /verify-email with their email', async () => {
    stubApi({ '/api/auth/login': { body: user(false) } });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email or registration number/), '1010203040');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('at /verify-email owner@alnoor.sa')).toBeInTheDocument();
  });

  it('shows the network message when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email or registration number/), 'owner@alnoor.sa');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach Tawrid. Check your connection and try again.',
    );
  });

  it('links to the password reset request and to signup', () => {
    stubApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/request-password-reset',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });
});
