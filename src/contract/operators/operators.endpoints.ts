import { defineEndpoints } from '../http/endpoint.js';
import type * as operatorsSchemas from './operators.schemas.js';

/** Every operator role: what any signed-in operator may call. */
const everyRole = ['TRUST_AND_SAFETY', 'FINANCE', 'SUPPORT'] as const;

/**
 * Issue 25, decision 031: the operators' own endpoints. Signing in is two steps: the password answers a
 * five-minute second-factor token (never a session); the authenticator's code or a recovery code with that
 * token opens the session (cookie `tawrid_operator_session`, path /api/operator). Managing operators is
 * for admins; the audit log is read by every operator and written by none.
 */
export const operatorsEndpoints = defineEndpoints<typeof operatorsSchemas>()('operators', {
  startSetup: {
    method: 'POST',
    path: '/api/operator/setup/authenticator',
    access: 'public',
    summary: 'With a setup link: a new authenticator secret to enrol (QR code and text)',
    description:
      'The setup link is single use and lasts 72 hours; asking again replaces the secret not yet confirmed.',
    body: 'SetupTokenBodySchema',
    answer: 'AuthenticatorEnrolmentSchema',
    errors: [401, 403, 410, 429],
  },
  completeSetup: {
    method: 'POST',
    path: '/api/operator/setup',
    access: 'public',
    summary: 'With a setup link: choose a password, confirm the authenticator, receive 10 recovery codes',
    description: 'The recovery codes are shown once; each works once in place of a code.',
    body: 'CompleteSetupBodySchema',
    answer: 'RecoveryCodesSchema',
    errors: [401, 403, 410, 429],
  },
  signIn: {
    method: 'POST',
    path: '/api/operator/session',
    access: 'public',
    summary: "An operator's email and password: a five-minute token for the second factor",
    description: 'The same answer for an unknown email as for a wrong password.',
    body: 'OperatorSignInBodySchema',
    answer: 'SecondFactorChallengeSchema',
    errors: [401, 403, 429],
  },
  secondFactor: {
    method: 'POST',
    path: '/api/operator/session/second-factor',
    access: 'public',
    summary: "The authenticator's code (or a recovery code) with the second-factor token: the session",
    description: 'A code is never accepted twice; a recovery code works once.',
    body: 'SecondFactorBodySchema',
    answer: 'OperatorMeSchema',
    errors: [401, 403, 429],
  },
  signOut: {
    method: 'DELETE',
    path: '/api/operator/session',
    access: 'public',
    summary: "End this operator's session",
    errors: [403],
  },
  me: {
    method: 'GET',
    path: '/api/operator/me',
    access: 'operator',
    operatorRoles: everyRole,
    summary: 'The signed-in operator: name, email, role and language',
    answer: 'OperatorMeSchema',
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/api/operator/me/recovery-codes',
    access: 'operator',
    operatorRoles: everyRole,
    summary: "New recovery codes, with the authenticator's current code (the old codes stop working)",
    body: 'RegenerateRecoveryCodesBodySchema',
    answer: 'RecoveryCodesSchema',
    errors: [429],
  },
  listOperators: {
    method: 'GET',
    path: '/api/operator/operators',
    access: 'operator',
    operatorRoles: [],
    summary: 'Every operator, invited, active or suspended (admins)',
    answer: 'OperatorListSchema',
  },
  inviteOperator: {
    method: 'POST',
    path: '/api/operator/operators',
    access: 'operator',
    operatorRoles: [],
    summary: 'Invite an operator with a role: the setup link is mailed in their language (admins)',
    body: 'InviteOperatorBodySchema',
    answer: 'OperatorSchema',
    status: 201,
    errors: [409],
  },
  changeOperatorRole: {
    method: 'PATCH',
    path: '/api/operator/operators/:id',
    access: 'operator',
    operatorRoles: [],
    summary: "Change an operator's role (admins; never one's own, never the last active admin's)",
    params: 'OperatorIdParamsSchema',
    body: 'ChangeOperatorRoleBodySchema',
    answer: 'OperatorSchema',
    errors: [404, 409],
  },
  suspendOperator: {
    method: 'POST',
    path: '/api/operator/operators/:id/suspension',
    access: 'operator',
    operatorRoles: [],
    summary: 'Suspend an operator: their sessions end at once (admins; never oneself, never the last admin)',
    params: 'OperatorIdParamsSchema',
    body: 'OperatorStatusChangeBodySchema',
    answer: 'OperatorSchema',
    errors: [404, 409],
  },
  reactivateOperator: {
    method: 'DELETE',
    path: '/api/operator/operators/:id/suspension',
    access: 'operator',
    operatorRoles: [],
    summary: 'Reactivate a suspended operator (admins)',
    params: 'OperatorIdParamsSchema',
    answer: 'OperatorSchema',
    errors: [404, 409],
  },
  auditLog: {
    method: 'GET',
    path: '/api/operator/audit-log',
    access: 'operator',
    operatorRoles: everyRole,
    summary: 'The audit log, newest first: who did what to what, when and why (read-only for everyone)',
    description: 'The cursor of the next page comes in the `x-next-cursor` response header.',
    query: 'AuditLogQuerySchema',
    answer: 'AuditLogSchema',
    paged: true,
  },
});
