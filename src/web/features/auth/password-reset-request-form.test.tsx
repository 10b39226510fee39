import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { PasswordResetRequestForm } from './password-reset-request-form';

function renderRequest() {
  renderWithProviders(
    <MemoryRouter>
      <PasswordResetRequestForm />
    </MemoryRouter>,
  );
}

describe('PasswordResetRequestForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires a valid email', async () => {
    stubApi({});
    renderRequest();
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });

  it('confirms without saying whether the account exists', async () => {
    const fetchMock = stubApi({
      '/api/auth/password-reset-requests': { status: 202, body: { message: 'ok' } },
    });
    renderRequest();
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), ' Owner@AlNoor.sa ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses owner@alnoor.sa, we have sent it a link to choose a new password.',
    );
    const call = fetchMock.mock.calls.find(([path]) => String(path) === '/api/auth/password-reset-requests');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ email: 'owner@alnoor.sa' });
  });

  it('tells how long to wait when rate limited', async () => {
    stubApi({
      '/api/auth/password-reset-requests': {
        status: 429,
        body: {
          error: { code: 'RATE_LIMITED', message: 'x', statusCode: 429, details: { retryAfterSeconds: 90 } },
          requestId: 'r',
        },
      },
    });
    renderRequest();
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'owner@alnoor.sa');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 2 minutes, then try again.',
    );
  });
});
