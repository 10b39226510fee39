import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '../../../contract/team/member-roles';
import { renderWithProviders, stubApi } from '../../test/render';
import { TeamScreen } from './team-screen';

const ownerId = '11111111-1111-4111-8111-111111111111';
const requesterId = '22222222-2222-4222-8222-222222222222';

const userWith = (memberId: string, memberRoles: MemberRole[]) => ({
  id: ownerId,
  userId: ownerId,
  memberId,
  memberRoles,
  role: 'BUYER',
  isEmailVerified: true,
  email: 'owner@example.sa',
  name: 'مالك',
  businessName: 'مؤسسة النور',
  pfpUrl: null,
});

const team = {
  members: [
    {
      memberId: ownerId,
      name: 'خالد',
      email: 'owner@example.sa',
      roles: ['OWNER'],
      status: 'ACTIVE',
      orderLimit: null,
      orderLimitHalalas: null,
      isYou: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      memberId: requesterId,
      name: 'سارة',
      email: 'sara@example.sa',
      roles: ['REQUESTER'],
      status: 'SUSPENDED',
      orderLimit: 1500,
      orderLimitHalalas: 150000,
      isYou: false,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ],
  invitations: [
    {
      invitationId: '33333333-3333-4333-8333-333333333333',
      email: 'new@example.sa',
      roles: ['APPROVER'],
      orderLimit: 5000,
      orderLimitHalalas: 500000,
      invitedByName: 'خالد',
      expiresAt: '2026-12-08T00:00:00.000Z',
      isExpired: false,
      createdAt: '2026-12-01T00:00:00.000Z',
    },
  ],
};

function renderTeam(language: 'ar' | 'en' = 'ar') {
  renderWithProviders(
    <MemoryRouter>
      <TeamScreen />
    </MemoryRouter>,
    { language },
  );
}

describe('TeamScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an owner the members as cards with roles, limit and status, and the pending invitations', async () => {
    stubApi({ '/api/users/me': { body: userWith(ownerId, ['OWNER']) }, '/api/team': { body: team } });
    renderTeam();

    const sara = (await screen.findByText('سارة')).closest('li')!;
    expect(within(sara as HTMLElement).getByText('طالب شراء')).toBeInTheDocument();
    expect(within(sara as HTMLElement).getByText('موقوف')).toBeInTheDocument();
    expect(within(sara as HTMLElement).getByText(/حد الطلب الواحد/)).toBeInTheDocument();
    expect(screen.getByText('new@example.sa')).toBeInTheDocument();
    // The invitation carries the limit the person will have.
    const invitation = screen.getByText('new@example.sa').closest('li')!;
    expect(within(invitation as HTMLElement).getByText(/حد الطلب الواحد/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دعوة عضو' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'إجراءات سارة' }));
    expect(await screen.findByRole('menuitem', { name: 'إعادة الوصول' })).toBeInTheDocument();
  });

  it('invites by email with roles and a limit in riyals sent as halalas', async () => {
    const fetchMock = stubApi({
      '/api/users/me': { body: userWith(ownerId, ['OWNER']) },
      'GET /api/team': { body: team },
      'POST /api/team/invitations': { status: 201, body: team.invitations[0] },
    });
    renderTeam('en');

    await userEvent.click(await screen.findByRole('button', { name: 'Invite a member' }));
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ali@example.sa');
    await userEvent.click(screen.getByLabelText(/^Requester/));
    await userEvent.type(screen.getByLabelText(/^Limit per order/), '2500.5');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));

    expect(await screen.findByText('The invitation was sent to ali@example.sa.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(
      ([path, init]) => String(path) === '/api/team/invitations' && init?.method === 'POST',
    )!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      email: 'ali@example.sa',
      roles: ['REQUESTER'],
      orderLimitHalalas: 250050,
    });
  });

  it('shows the team read-only to a member who is not an owner', async () => {
    stubApi({
      '/api/users/me': { body: userWith(requesterId, ['REQUESTER']) },
      '/api/team': { body: { ...team, invitations: [] } },
    });
    renderTeam('en');

    expect(await screen.findByText('سارة')).toBeInTheDocument();
    expect(
      screen.getByText("You can view the team only; the business's owners manage it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending invitations')).not.toBeInTheDocument();
  });
});
