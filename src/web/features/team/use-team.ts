import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyInput } from '../../../contract/http/endpoint';
import { teamEndpoints } from '../../../contract/team/team.endpoints';
import type { AcceptInvitationBody } from '../../../contract/team/team.schemas';
import { callEndpoint } from '../../lib/api-client';
import { sessionQueryKey } from '../auth/use-session';

export const teamQueryKey = ['team'] as const;

/** The business's members and, for owners, the pending invitations. */
export function useTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: () => callEndpoint(teamEndpoints.getTeam) });
}

/** Every change to the team answers one member or invitation: the list is read again. */
function useTeamChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

export const useInviteMember = () =>
  useTeamChange((body: BodyInput<typeof teamEndpoints.inviteMember>) =>
    callEndpoint(teamEndpoints.inviteMember, { body }),
  );

export const useUpdateMember = () =>
  useTeamChange(
    ({ memberId, body }: { memberId: string; body: BodyInput<typeof teamEndpoints.updateMember> }) =>
      callEndpoint(teamEndpoints.updateMember, { params: { memberId }, body }),
  );

export type MemberAction = 'suspend' | 'reinstate' | 'remove';
const memberActionEndpoints = {
  suspend: teamEndpoints.suspendMember,
  reinstate: teamEndpoints.reinstateMember,
  remove: teamEndpoints.removeMember,
};
export const useMemberAction = () =>
  useTeamChange(({ memberId, action }: { memberId: string; action: MemberAction }) =>
    callEndpoint(memberActionEndpoints[action], { params: { memberId } }),
  );

export type InvitationAction = 'resend' | 'revoke';
export const useInvitationAction = () =>
  useTeamChange(({ id, action }: { id: string; action: InvitationAction }) =>
    action === 'resend'
      ? callEndpoint(teamEndpoints.resendInvitation, { params: { id } })
      : callEndpoint(teamEndpoints.revokeInvitation, { params: { id } }),
  );

/** What the invitation's link offers (public). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () => callEndpoint(teamEndpoints.previewInvitation, { query: { token } }),
    enabled: token !== '',
    retry: false,
  });
}

/** Accepting signs the new member in: the session becomes theirs. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => callEndpoint(teamEndpoints.acceptInvitation, { body }),
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
