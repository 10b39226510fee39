import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  authEndpoints as endpoints,
  type AuthEndpointSchemas,
} from '../../../contract/auth/auth.endpoints.js';
import * as authSchemas from '../../../contract/auth/auth.schemas.js';
import { CurrentUserSchema } from '../../../contract/users/users.schemas.js';
import {
  clearSessionCookie,
  hashToken,
  sessionCookieName,
  setSessionCookie,
} from '../../platform/auth/request-auth.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import { teamEndpoints } from '../../../contract/team/team.endpoints.js';
import * as teamSchemas from '../../../contract/team/team.schemas.js';
import type { AuthService, OpenedSession, RequestOrigin } from './auth.service.js';

/** The schemas the auth endpoints name, the signed-in user included. */
const authEndpointSchemas: AuthEndpointSchemas = { ...authSchemas, CurrentUserSchema };

function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, language: request.language };
}

export async function authRoutes(
  app: FastifyInstance,
  { auth, secureCookies }: { auth: AuthService; secureCookies: boolean },
) {
  const signIn = (reply: FastifyReply, session: OpenedSession) => {
    setSessionCookie(reply, session.token, { secure: secureCookies });
    return session.user;
  };
  const currentTokenHash = (request: FastifyRequest) => {
    const token = request.cookies[sessionCookieName];
    return token ? hashToken(token) : undefined;
  };

  const route = endpointRoutes(app, authEndpointSchemas);
  route(endpoints.signup, async ({ body, request, reply }) =>
    signIn(reply, await auth.signup(body, requestOrigin(request))),
  );
  route(endpoints.login, async ({ body, request, reply }) =>
    signIn(reply, await auth.login(body, requestOrigin(request), currentTokenHash(request))),
  );
  route(endpoints.logout, async ({ request, reply }) => {
    await auth.logout(currentTokenHash(request));
    clearSessionCookie(reply, { secure: secureCookies });
  });
  route(endpoints.switchRole, async ({ caller, request, reply }) => {
    const { newRole, session } = await auth.switchRole(
      caller,
      caller.sessionTokenHash,
      requestOrigin(request),
    );
    setSessionCookie(reply, session.token, { secure: secureCookies });
    return { newRole };
  });
  route(endpoints.verifyEmail, async ({ body }) => {
    await auth.verifyEmail(body.token);
    return { message: 'EMAIL_VERIFIED' };
  });
  route(endpoints.resendVerification, async ({ body, request }) => {
    await auth.resendVerification(body.email, requestOrigin(request));
    return { message: 'VERIFICATION_SENT' };
  });
  route(endpoints.requestPasswordReset, async ({ body, request }) => {
    await auth.requestPasswordReset(body.email, requestOrigin(request));
    return { message: 'RESET_LINK_SENT_IF_ACCOUNT_EXISTS' };
  });
  route(endpoints.resetPassword, async ({ body }) => {
    await auth.resetPassword(body.token, body.password);
    return { message: 'PASSWORD_RESET' };
  });
  // Issue 26: the invited person sets their name and password and is signed in.
  endpointRoutes(app, teamSchemas)(teamEndpoints.acceptInvitation, async ({ body, request, reply }) =>
    signIn(reply, await auth.acceptInvitation(body, requestOrigin(request))),
  );
  route(endpoints.changePassword, async ({ caller, body, request, reply }) => {
    signIn(reply, await auth.changePassword(caller, body, requestOrigin(request)));
    return { message: 'PASSWORD_CHANGED' };
  });
}
