import { defineEndpoints } from '../http/endpoint.js';
import { anyMember } from './member-roles.js';
import type * as schemas from './team.schemas.js';

/**
 * Issue 26, decision 035: a business's team. Every member reads it; only owners change it (`memberRoles:
 * []`). The invitation's link opens a public page: its preview, then the acceptance, which signs the new
 * member in (registered by the auth module, which opens sessions).
 */
export const teamEndpoints = defineEndpoints<typeof schemas>()('team', {
  getTeam: {
    method: 'GET',
    path: '/api/team',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: "The business's members and, for owners, its pending invitations",
    answer: 'TeamSchema',
  },
  inviteMember: {
    method: 'POST',
    path: '/api/team/invitations',
    access: 'signed-in',
    memberRoles: [],
    summary: 'Invite a person by email with roles and a per-checkout limit (owners only); the link is mailed',
    body: 'InviteMemberBodySchema',
    answer: 'TeamInvitationSchema',
    status: 201,
    errors: [409, 429],
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/team/invitations/:id/resend',
    access: 'signed-in',
    memberRoles: [],
    summary: 'Mail a pending invitation again with a new link (the old link stops working)',
    params: 'InvitationIdParamsSchema',
    answer: 'TeamInvitationSchema',
    errors: [404, 429],
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/team/invitations/:id',
    access: 'signed-in',
    memberRoles: [],
    summary: 'Revoke a pending invitation',
    params: 'InvitationIdParamsSchema',
    errors: [404],
  },
  updateMember: {
    method: 'PATCH',
    path: '/api/team/members/:memberId',
    access: 'signed-in',
    memberRoles: [],
    summary: "Change a member's roles or per-checkout limit (at least one active owner remains)",
    params: 'MemberIdParamsSchema',
    body: 'UpdateMemberBodySchema',
    answer: 'TeamMemberSchema',
    errors: [404, 409],
  },
  suspendMember: {
    method: 'POST',
    path: '/api/team/members/:memberId/suspend',
    access: 'signed-in',
    memberRoles: [],
    summary: 'Suspend a member: their sessions end at once, they cannot sign in until reinstated',
    params: 'MemberIdParamsSchema',
    answer: 'TeamMemberSchema',
    errors: [404, 409],
  },
  reinstateMember: {
    method: 'POST',
    path: '/api/team/members/:memberId/reinstate',
    access: 'signed-in',
    memberRoles: [],
    summary: 'Reinstate a suspended member (they sign in again; old sessions stay ended)',
    params: 'MemberIdParamsSchema',
    answer: 'TeamMemberSchema',
    errors: [404, 409],
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/team/members/:memberId',
    access: 'signed-in',
    memberRoles: [],
    summary: 'Remove a member (kept for what they did; their email is free again)',
    params: 'MemberIdParamsSchema',
    errors: [404, 409],
  },
  previewInvitation: {
    method: 'GET',
    path: '/api/team/invitations/preview',
    access: 'public',
    summary: 'Who invites the link’s holder to which business with which roles',
    query: 'InvitationTokenQuerySchema',
    answer: 'InvitationPreviewSchema',
    errors: [409, 410],
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/team/invitations/accept',
    access: 'public',
    summary: 'Accept an invitation with a name and password; the new member is signed in',
    body: 'AcceptInvitationBodySchema',
    answer: 'CurrentUserSchema',
    status: 201,
    errors: [409, 410, 429],
  },
});
