import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorRole } from '../../../contract/operators/operator-roles.js';
import { AppError } from '../errors/app-error.js';
import { hashToken } from './request-auth.js';

/**
 * Issue 25: the operator signed in to the console, as every operator route sees it. An operator's session
 * exists only once both factors passed (password, then the authenticator's code or a recovery code), so a
 * session here is always bound to the second factor.
 */
export interface SessionOperator {
  readonly id: string;
  readonly role: OperatorRole;
  /** Hash of the token in this request's cookie: the session being used. */
  readonly sessionTokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null without a live operator session. */
    sessionOperator: SessionOperator | null;
    /** An operator session cookie was sent but names no live session (ended, expired, idle too long). */
    hasStaleOperatorSession: boolean;
  }
}

export const operatorSessionCookieName = 'tawrid_operator_session';
/**
 * Only the operators' API ever receives the cookie: the marketplace's pages and API never see it, so a
 * flaw there cannot act with an operator's powers.
 */
export const operatorCookiePath = '/api/operator';
/** Shorter than a business's 30 days: a working day at most, and an hour without any request ends it. */
export const operatorSessionLifetimeMs = 12 * 60 * 60 * 1000;
export const operatorSessionIdleMs = 60 * 60 * 1000;

/** Reads the operator cookie on requests to the operators' API; routes then call `requireOperator`. */
export function registerOperatorAuth(
  app: FastifyInstance,
  options: {
    /** The live session's operator (not suspended, not idle, not expired), touching its last use; or null. */
    findSessionOperator(tokenHash: string): Promise<Omit<SessionOperator, 'sessionTokenHash'> | null>;
  },
) {
  app.decorateRequest('sessionOperator', null);
  app.decorateRequest('hasStaleOperatorSession', false);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[operatorSessionCookieName];
    if (!token || !request.url.startsWith(operatorCookiePath)) return;
    const tokenHash = hashToken(token);
    const operator = await options.findSessionOperator(tokenHash);
    if (operator) request.sessionOperator = { ...operator, sessionTokenHash: tokenHash };
    else request.hasStaleOperatorSession = true;
  });
  // Everything the console reads is the marketplace's inside: no cache may keep it.
  app.addHook('onSend', async (request, reply) => {
    if (request.sessionOperator && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}

/**
 * The acting operator, or the reason there is none: ADMIN may call every operator endpoint, any other
 * role only those that name it.
 */
export function requireOperator(request: FastifyRequest, roles: readonly OperatorRole[]): SessionOperator {
  const operator = request.sessionOperator;
  if (!operator) throw new AppError(request.hasStaleOperatorSession ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
  if (operator.role !== 'ADMIN' && !roles.includes(operator.role)) throw new AppError('ROLE_NOT_ALLOWED');
  return operator;
}

export function setOperatorSessionCookie(reply: FastifyReply, token: string, options: { secure: boolean }) {
  reply.setCookie(operatorSessionCookieName, token, {
    path: operatorCookiePath,
    httpOnly: true,
    // Strict: a link from anywhere else never arrives with the operator's session.
    sameSite: 'strict',
    secure: options.secure,
    maxAge: operatorSessionLifetimeMs / 1000,
  });
}

export function clearOperatorSessionCookie(reply: FastifyReply, options: { secure: boolean }) {
  reply.clearCookie(operatorSessionCookieName, {
    path: operatorCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
  });
}
