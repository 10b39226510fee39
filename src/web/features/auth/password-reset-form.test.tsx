import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { PasswordResetForm } from './password-reset-form';

const token = 'b'.repeat(43);
const apiError = (status: number, code: string) => ({
  status,
  body: { error: { code, message: code, statusCode: status }, requestId: 'r' },
});

function renderReset(entry: string, language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter([{ path: '/password-reset', element: <PasswordResetForm /> }], {
    initialEntries: [entry],
  });
  renderWithProviders(<RouterProvider router={router} />, { language });
}

const resetCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([path]) => String(path) === '/api/auth/password-reset');

describe('PasswordResetForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a mismatch on the confirmation without calling the API', async () => {
    const fetchMock = stubApi({});
    renderReset(`/password-reset?token=${token}`);
    await userEvent.type(screen.getByLabelText(/^New password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'Secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm the new password/)).toHaveAttribute('aria-invalid', 'true');
    expect(resetCalls(fetchMock)).toHaveLength(0);
  });

  it('shows the mismatch in Arabic too', async () => {
    stubApi({});
    renderReset(`/password-reset?token=${token}`, 'ar');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }));
    expect(await screen.findByText('كلمتا المرور غير متطابقتين.')).toBeInTheDocument();
  });

  it('explains a missing token and links to a new request', () => {
    stubApi({});
    renderReset('/password-reset');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is missing or not valid.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/request-password-reset',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('explains an expired link from the server', async () => {
    stubApi({ '/api/auth/password-reset': apiError(410, 'TOKEN_EXPIRED') });
    renderReset(`/password-reset?token=${token}`);
    await userEvent.type(screen.getByLabelText(/^New password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('saves the new password, then offers to log in', async () => {
    const fetchMock = stubApi({ '/api/auth/password-reset': { body: { message: 'Changed' } } });
    renderReset(`/password-reset?token=${token}`);
    await userEvent.type(screen.getByLabelText(/^New password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm the new password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(JSON.parse(String(resetCalls(fetchMock)[0]![1]!.body))).toEqual({
      token,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
  });
});
