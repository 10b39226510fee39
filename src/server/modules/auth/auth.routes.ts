import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailBodySchema,
  LoginBodySchema,
  PasswordResetBodySchema,
  SignupBodySchema,
  SwitchRoleAnswerSchema,
  ChangePasswordBodySchema,
  VerifyEmailBodySchema,
  MessageAnswerSchema,
} from '../../../contract/auth/auth.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { CurrentUserSchema } from '../../../contract/users/users.schemas.js';
import {
  clearSessionCookie,
  requireUser,
  setSessionCookie,
  sessionCookieName,
  hashToken,
} from '../../platform/auth/request-auth.js';
import type { AuthService, OpenedSession, RequestOrigin } from './auth.service.js';

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, language: request.language };
}

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; secureCookies: boolean }> = async (
  app,
  { auth, secureCookies },
) => {
  const signIn = (reply: FastifyReply, session: OpenedSession) => {
    setSessionCookie(reply, session.token, { secure: secureCookies });
    return session.user;
  };
  const currentTokenHash = (request: FastifyRequest) => {
    const token = request.cookies[sessionCookieName];
    return token ? hashToken(token) : undefined;
  };
  const tags = ['auth'];

  app.post(
    '/auth/signup',
    {
      schema: {
        tags,
        summary: 'Register a business (commercial registry check), sign in, and mail a verification link',
        body: SignupBodySchema,
        response: { 201: CurrentUserSchema, 422: ErrorBodySchema, 503: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.signup(request.body, requestOrigin(request));
      return reply.status(201).send(signIn(reply, session));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with an email or a 10-digit registration number',
        description:
          'Send the password with one identifier: `identifier` (either kind), `email` or `crn`. The answer is ' +
          'the signed-in user, with its `role`.',
        body: LoginBodySchema,
        response: { 200: CurrentUserSchema, ...errors },
      },
    },
    async (request, reply) =>
      signIn(reply, await auth.login(request.body, requestOrigin(request), currentTokenHash(request))),
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'End this session', response: { 204: z.null(), 403: ErrorBodySchema } } },
    async (request, reply) => {
      await auth.logout(currentTokenHash(request));
      clearSessionCookie(reply, { secure: secureCookies });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/auth/switch-role',
    {
      schema: {
        tags,
        summary: 'Switch between buyer and supplier (the supplier side is created on the first switch)',
        response: { 200: SwitchRoleAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { newRole, session } = await auth.switchRole(
        user.id,
        user.sessionTokenHash,
        requestOrigin(request),
      );
      setSessionCookie(reply, session.token, { secure: secureCookies });
      return { newRole };
    },
  );

  app.post(
    '/auth/email-verification',
    {
      schema: {
        tags,
        summary: 'Verify an email with the mailed token (single use, 24 hours)',
        body: VerifyEmailBodySchema,
        response: { 200: MessageAnswerSchema, 410: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      await auth.verifyEmail(request.body.token);
      return { message: 'EMAIL_VERIFIED' };
    },
  );

  app.post(
    '/auth/email-verification/resend',
    {
      schema: {
        tags,
        summary: 'Mail a new verification link',
        body: EmailBodySchema,
        response: { 202: MessageAnswerSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.resendVerification(request.body.email, requestOrigin(request));
      return reply.status(202).send({ message: 'VERIFICATION_SENT' });
    },
  );

  app.post(
    '/auth/password-reset-requests',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: EmailBodySchema,
        response: { 202: MessageAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body.email, requestOrigin(request));
      return reply.status(202).send({ message: 'RESET_LINK_SENT_IF_ACCOUNT_EXISTS' });
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed token (single use, 30 minutes); ends every session',
        body: PasswordResetBodySchema,
        response: { 200: MessageAnswerSchema, 410: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: 'PASSWORD_RESET' };
    },
  );

  app.put(
    '/users/me/password',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change the password; every other session ends',
        body: ChangePasswordBodySchema,
        response: { 200: MessageAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      signIn(reply, await auth.changePassword(id, request.body, requestOrigin(request)));
      return { message: 'PASSWORD_CHANGED' };
    },
  );
};
