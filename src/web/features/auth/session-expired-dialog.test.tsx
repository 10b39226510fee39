import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { sessionQueryKey, useSession } from './use-session';

function RoleProbe() {
  const { role } = useSession();
  const queryClient = useQueryClient();
  return (
    <>
      <p>role {role ?? 'loading'}</p>
      <button type="button" onClick={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}>
        reload session
      </button>
    </>
  );
}

const answer401 = (code: string, message: string) => ({
  '/api/users/me': { status: 401, body: { error: { code, message, statusCode: 401 }, requestId: 'r' } },
});

// The app providers mount the dialog; these tests render only something that reads the session.
describe('SessionExpiredDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns once that the session expired, and the person is a guest', async () => {
    const fetchMock = stubApi(answer401('SESSION_EXPIRED', 'Invalid or expired token'));
    renderWithProviders(
      <>
        <RoleProbe />
      </>,
    );
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    expect(
      screen.getByText('For your security you were logged out. Please log in again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('role guest')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Your session has ended')).not.toBeInTheDocument());

    // The app forgot its signed-in cookie; were it back (another tab), the same answer would not warn twice.
    expect(document.cookie).not.toContain('tawrid_signed_in=');
    document.cookie = 'tawrid_signed_in=1; path=/';
    await userEvent.click(screen.getByRole('button', { name: 'reload session' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('Your session has ended')).not.toBeInTheDocument();
    expect(screen.getByText('role guest')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    stubApi(answer401('SESSION_EXPIRED', 'انتهت صلاحية الجلسة أو أنها غير صالحة'));
    renderWithProviders(
      <>
        <RoleProbe />
      </>,
      { language: 'ar' },
    );
    expect(await screen.findByText('انتهت جلستك')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حسنًا' })).toBeInTheDocument();
  });

  it('stays silent for a visitor who never had a session', async () => {
    stubApi(answer401('UNAUTHENTICATED', 'Please log in to continue.'));
    renderWithProviders(
      <>
        <RoleProbe />
      </>,
    );
    expect(await screen.findByText('role guest')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
