import { defineEndpoints } from '../http/endpoint.js';
import type { CurrentUserSchema } from '../users/users.schemas.js';
import type * as authSchemas from './auth.schemas.js';
import { anyMember } from '../team/member-roles.js';

/**
 * The auth schemas, and the signed-in user of users that signing in answers. It is added here, not
 * re-exported by auth.schemas.ts, because users.schemas.ts imports the business categories from it.
 */
export type AuthEndpointSchemas = typeof authSchemas & { CurrentUserSchema: typeof CurrentUserSchema };

/** Every identity call may meet a taken email or number (409) and the attempt limits (429). */
const errors = [409, 429] as const;

/**
 * Signup, login and sessions, email verification and passwords (decision 007). Signing in sets the
 * session cookie; the answer is the signed-in user.
 */
export const authEndpoints = defineEndpoints<AuthEndpointSchemas>()('auth', {
  signup: {
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    summary: 'Register a business (commercial registry check), sign in, and mail a verification link',
    body: 'SignupBodySchema',
    answer: 'CurrentUserSchema',
    status: 201,
    errors: [401, 403, ...errors, 422, 503],
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: 'Log in with an email or a 10-digit registration number',
    description:
      'Send the password with one identifier: `identifier` (either kind), `email` or `crn`. The answer is ' +
      'the signed-in user, with its `role`.',
    body: 'LoginBodySchema',
    answer: 'CurrentUserSchema',
    errors: [401, 403, ...errors],
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'End this session',
    errors: [403],
  },
  switchRole: {
    method: 'PATCH',
    path: '/api/auth/switch-role',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Switch between buyer and supplier (the supplier side is created on the first switch)',
    answer: 'SwitchRoleAnswerSchema',
    errors,
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/email-verification',
    access: 'public',
    summary: 'Verify an email with the mailed token (single use, 24 hours)',
    body: 'VerifyEmailBodySchema',
    answer: 'MessageAnswerSchema',
    errors: [401, 403, ...errors, 410],
  },
  resendVerification: {
    method: 'POST',
    path: '/api/auth/email-verification/resend',
    access: 'public',
    summary: 'Mail a new verification link',
    body: 'EmailBodySchema',
    answer: 'MessageAnswerSchema',
    status: 202,
    errors: [401, 403, 404, ...errors],
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/password-reset-requests',
    access: 'public',
    summary: 'Mail a password reset link (same answer whether or not the account exists)',
    body: 'EmailBodySchema',
    answer: 'MessageAnswerSchema',
    status: 202,
    errors: [401, 403, ...errors],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/password-reset',
    access: 'public',
    summary: 'Set a new password with the mailed token (single use, 30 minutes); ends every session',
    body: 'PasswordResetBodySchema',
    answer: 'MessageAnswerSchema',
    errors: [401, 403, ...errors, 410],
  },
  changePassword: {
    method: 'PUT',
    path: '/api/users/me/password',
    access: 'signed-in',
    memberRoles: anyMember,
    summary: 'Change the password; every other session ends',
    body: 'ChangePasswordBodySchema',
    answer: 'MessageAnswerSchema',
    errors,
  },
});
