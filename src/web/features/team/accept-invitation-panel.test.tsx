import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { AcceptInvitationPanel } from './accept-invitation-panel';

const token = 'c'.repeat(43);
const preview = {
  businessName: 'مؤسسة النور',
  email: 'sara@example.sa',
  roles: ['REQUESTER'],
  invitedByName: 'خالد',
  expiresAt: '2026-12-08T00:00:00.000Z',
};
const memberId = '22222222-2222-4222-8222-222222222222';
const businessId = '11111111-1111-4111-8111-111111111111';

function renderAccept(entry: string, language: 'ar' | 'en' = 'ar') {
  const router = createMemoryRouter(
    [
      { path: '/invitations/accept', element: <AcceptInvitationPanel /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { language });
}

describe('AcceptInvitationPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says who invites to which business with which roles, then signs the person in', async () => {
    const fetchMock = stubApi({
      'GET /api/team/invitations/preview': { body: preview },
      'POST /api/team/invitations/accept': {
        status: 201,
        body: {
          id: businessId,
          userId: businessId,
          memberId,
          memberRoles: ['REQUESTER'],
          role: 'BUYER',
          isEmailVerified: true,
          email: 'sara@example.sa',
          name: 'سارة',
          businessName: 'مؤسسة النور',
          pfpUrl: null,
        },
      },
    });
    renderAccept(`/invitations/accept?token=${token}`);

    expect(await screen.findByText(/دعاك خالد للانضمام إلى فريق مؤسسة النور/)).toBeInTheDocument();
    expect(screen.getByText('طالب شراء')).toBeInTheDocument();
    expect(screen.getByText('sara@example.sa')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^الاسم/), 'سارة');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), 'Strong1@pass');
    await userEvent.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'Strong1@pass');
    await userEvent.click(screen.getByRole('button', { name: 'الانضمام' }));

    expect(await screen.findByText('home')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => String(path) === '/api/team/invitations/accept')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      token,
      name: 'سارة',
      password: 'Strong1@pass',
      confirmPassword: 'Strong1@pass',
    });
  });

  it('explains an expired or used link', async () => {
    stubApi({
      'GET /api/team/invitations/preview': {
        status: 410,
        body: { error: { code: 'TOKEN_EXPIRED', message: 'expired', statusCode: 410 }, requestId: 'r' },
      },
    });
    renderAccept(`/invitations/accept?token=${token}`, 'en');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is invalid or has expired.',
    );
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
  });

  it('explains a link without a token', () => {
    stubApi({});
    renderAccept('/invitations/accept', 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is invalid or has expired.');
  });
});
