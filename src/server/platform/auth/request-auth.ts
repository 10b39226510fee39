import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { UserRole } from '../../../contract/users/users.schemas.js';
import { rolesAllow, type MemberRole } from '../../../contract/team/member-roles.js';
import { signedInCookieName } from '../../../contract/auth/signed-in-cookie.js';
import { AppError } from '../errors/app-error.js';

/** The signed-in user as every route sees it. */
export interface SessionUser {
  /** The business: what it owns (orders, carts, listings…) is named by this id everywhere. */
  readonly id: string;
  /** Issue 26: the person acting for it, and their roles in it. */
  readonly memberId: string;
  readonly memberRoles: readonly MemberRole[];
  /** The side the person works on now. */
  readonly role: UserRole;
  readonly isEmailVerified: boolean;
  /** Hash of the token in this request's cookie: the session being used. */
  readonly sessionTokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null without a valid session. */
    sessionUser: SessionUser | null;
    /** A session cookie was sent but names no live session. */
    hasStaleSession: boolean;
  }
}

export const sessionCookieName = 'tawrid_session';
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** A new random token (256 bits) and the hash that is stored in its place. */
export function createSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/**
 * Tokens are looked up by their SHA-256 through a unique index: the secret itself is never compared
 * character by character, so response times say nothing about how much of a guess was right.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the session cookie on every request; routes then call `requireUser`. */
export async function registerRequestAuth(
  app: FastifyInstance,
  options: {
    findSessionUser(tokenHash: string): Promise<Omit<SessionUser, 'sessionTokenHash'> | null>;
  },
) {
  await app.register(cookie);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('hasStaleSession', false);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[sessionCookieName];
    if (!token) return;
    const tokenHash = hashToken(token);
    const user = await options.findSessionUser(tokenHash);
    if (user) request.sessionUser = { ...user, sessionTokenHash: tokenHash };
    else request.hasStaleSession = true;
  });
  // Issue 19: an answer to a signed-in business (its settings, cart, orders, invoices, chats…) or one that
  // opens its session is its own: no cache may keep it, neither a shared one nor the browser's. A route
  // that chose its caching keeps it (public files, chat images `private`, public categories).
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    const setCookie = reply.getHeader('set-cookie');
    const opensSession = [setCookie ?? []]
      .flat()
      .some((value) => String(value).startsWith(`${sessionCookieName}=`));
    if (request.sessionUser || opensSession) reply.header('cache-control', 'no-store');
  });
}

/**
 * The acting user, or the reason there is none. By default the email must be verified: until then a
 * user may only read their own session, verify, and log out (matching the web route guard).
 */
export function requireUser(
  request: FastifyRequest,
  options: { allowUnverified?: boolean; role?: UserRole; memberRoles?: readonly MemberRole[] } = {},
): SessionUser {
  const user = request.sessionUser;
  if (!user) throw new AppError(request.hasStaleSession ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
  if (!user.isEmailVerified && !options.allowUnverified) throw new AppError('EMAIL_NOT_VERIFIED');
  if (options.role && user.role !== options.role) throw new AppError('ROLE_NOT_ALLOWED');
  if (options.memberRoles && !rolesAllow(user.memberRoles, options.memberRoles)) {
    throw new AppError('TEAM_ROLE_NOT_ALLOWED');
  }
  return user;
}

/**
 * HTTP-only, SameSite=Lax, Secure outside development; the browser drops it when the session ends.
 * A readable companion cookie with no secret tells the web app a session may exist (contract).
 */
export function setSessionCookie(reply: FastifyReply, token: string, options: { secure: boolean }) {
  const attributes = {
    path: '/',
    sameSite: 'lax',
    secure: options.secure,
    maxAge: sessionLifetimeMs / 1000,
  } as const;
  reply.setCookie(sessionCookieName, token, { ...attributes, httpOnly: true });
  reply.setCookie(signedInCookieName, '1', { ...attributes, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply, options: { secure: boolean }) {
  reply.clearCookie(sessionCookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
  });
  reply.clearCookie(signedInCookieName, { path: '/', sameSite: 'lax', secure: options.secure });
}
