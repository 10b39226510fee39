import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { OperatorSignInForm } from './operator-sign-in-form';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderSignIn(language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/operator/sign-in', element: <OperatorSignInForm /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [{ pathname: '/operator/sign-in', state: { from: '/operator/audit-log' } }] },
  );
  renderWithProviders(<RouterProvider router={router} />, { language });
  return router;
}

const apiError = (status: number, code: string, message = code) => ({
  status,
  body: { error: { code, message, statusCode: status }, requestId: 'r' },
});
const operator = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Noura',
  email: 'noura@tawrid.sa',
  role: 'ADMIN',
  language: 'en',
};

describe('OperatorSignInForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the password, then the authenticator code, then opens where the operator was going', async () => {
    const fetchMock = stubApi({
      'POST /api/operator/session': {
        body: { secondFactorToken: 'second-factor', expiresAt: '2026-11-29T12:05:00.000Z' },
      },
      'POST /api/operator/session/second-factor': { body: operator },
    });
    renderSignIn();
    await userEvent.type(screen.getByLabelText(/^Email/), 'noura@tawrid.sa');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Operat0rPass');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const code = await screen.findByLabelText(/^Authenticator code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '١٢٣٤٥٦');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('at /operator/audit-log')).toBeInTheDocument();
    const secondCall = fetchMock.mock.calls.find(
      ([path]) => String(path) === '/api/operator/session/second-factor',
    );
    expect(JSON.parse(String(secondCall![1]!.body))).toEqual({
      secondFactorToken: 'second-factor',
      code: '١٢٣٤٥٦',
    });
    // Two forms typed into: slower than most on a busy machine.
  }, 30_000);

  it('shows the refusal of a wrong code and lets the operator use a recovery code instead', async () => {
    stubApi({
      'POST /api/operator/session': {
        body: { secondFactorToken: 'second-factor', expiresAt: '2026-11-29T12:05:00.000Z' },
      },
      'POST /api/operator/session/second-factor': apiError(
        401,
        'SECOND_FACTOR_INVALID',
        'The code is incorrect, expired or already used.',
      ),
    });
    renderSignIn();
    await userEvent.type(screen.getByLabelText(/^Email/), 'noura@tawrid.sa');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Operat0rPass');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText(/^Authenticator code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/code is incorrect/);
    await userEvent.click(screen.getByRole('button', { name: /Use a recovery code/ }));
    expect(screen.getByLabelText(/^Recovery code/)).toBeInTheDocument();
  });

  it('gives one answer for a wrong email or password, in Arabic too', async () => {
    stubApi({
      'POST /api/operator/session': apiError(401, 'OPERATOR_SIGN_IN_FAILED', 'x'),
    });
    renderSignIn('ar');
    await userEvent.type(screen.getByLabelText(/^البريد الإلكتروني/), 'noura@tawrid.sa');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), 'Wrong0Pass');
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });
});
