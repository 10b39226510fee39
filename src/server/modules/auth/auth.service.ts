import { hash, verify } from '@node-rs/argon2';
import type { LoginCredentials, SignupBody } from '../../../contract/auth/auth.schemas.js';
import type { Language } from '../../../contract/i18n/languages.js';
import type { CurrentUser, UserRole } from '../../../contract/users/users.schemas.js';
import { createSecretToken, hashToken, sessionLifetimeMs } from '../../platform/auth/request-auth.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { registryAnswerOf } from '../users/users.service.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limiter.js';
import type { Clock } from '../../platform/time/clock.js';
import type { RegistryProvider } from '../../providers/registry/registry-provider.js';
import type { UsersService } from '../users/users.service.js';
import type { TeamService } from '../users/team.service.js';
import type { AuthRepository, AuthTokenPurpose } from './auth.repository.js';
import { passwordResetMail, verificationMail } from './auth.mails.js';

/** Who is asking: for rate limits, session records and the language of emails. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
  language: Language;
}

const verificationLifetimeMs = 24 * 60 * 60 * 1000;
const resetLifetimeMs = 30 * 60 * 1000;
/**
 * Expired sessions and tokens are kept this long before the clean-up job deletes them: a month-old link
 * still answers TOKEN_EXPIRED («ask for a new one»), not TOKEN_INVALID.
 */
const expiredKeptMs = 30 * 24 * 60 * 60 * 1000;
const minutes = 60;

// Limits per IP are generous enough for an office behind one address; per-identifier limits stop
// guessing one account's password from many addresses.
export const rateRules = {
  loginByIp: { name: 'login:ip', limit: 30, windowSeconds: 15 * minutes },
  loginByIdentifier: { name: 'login:id', limit: 10, windowSeconds: 15 * minutes },
  // An account has two identifiers (email, registration number) and one password: counted together too.
  loginByAccount: { name: 'login:account', limit: 10, windowSeconds: 15 * minutes },
  signupByIp: { name: 'signup:ip', limit: 10, windowSeconds: 60 * minutes },
  signupByRegistration: { name: 'signup:cr', limit: 5, windowSeconds: 60 * minutes },
  resetByIp: { name: 'reset:ip', limit: 10, windowSeconds: 60 * minutes },
  resetByEmail: { name: 'reset:email', limit: 3, windowSeconds: 60 * minutes },
  resendByIp: { name: 'resend:ip', limit: 10, windowSeconds: 60 * minutes },
  resendByEmail: { name: 'resend:email', limit: 3, windowSeconds: 15 * minutes },
} satisfies Record<string, RateRule>;

/** A session just opened: the cookie gets `token`; the database only ever sees its hash. */
export interface OpenedSession {
  token: string;
  user: CurrentUser;
}

export function createAuthService({
  repository,
  users,
  team,
  registry,
  mailer,
  rateLimiter,
  clock,
  publicUrl,
  log,
}: {
  repository: AuthRepository;
  users: UsersService;
  /** Issue 26: invitations are the users module's; the session of an accepted one is opened here. */
  team: Pick<TeamService, 'acceptInvitation'>;
  registry: RegistryProvider;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
}) {
  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  /** Issue 26: a session is one person's (`memberId`) acting for their business (`businessId`). */
  async function openSession(
    person: { memberId: string; businessId: string },
    origin: RequestOrigin,
    replacing?: string,
  ): Promise<OpenedSession> {
    if (replacing) await repository.deleteSession(replacing);
    const { token, tokenHash } = createSecretToken();
    await repository.insertSession({
      tokenHash,
      userId: person.businessId,
      memberId: person.memberId,
      expiresAt: later(sessionLifetimeMs),
      userAgent: origin.userAgent,
    });
    return { token, user: await users.getCurrentUser({ id: person.businessId, memberId: person.memberId }) };
  }

  async function issueToken(
    member: { id: string; businessId: string },
    purpose: AuthTokenPurpose,
    lifetimeMs: number,
  ): Promise<string> {
    await repository.retireTokens(member.id, purpose);
    const { token, tokenHash } = createSecretToken();
    await repository.insertToken({
      tokenHash,
      userId: member.businessId,
      memberId: member.id,
      purpose,
      expiresAt: later(lifetimeMs),
    });
    return token;
  }

  /** A failed email must not undo the signup or the request: the person can ask again. */
  async function sendQuietly(mail: Parameters<Mailer['send']>[0]) {
    await mailer
      .send(mail)
      .catch((error: unknown) => log.error({ err: error, to: mail.to }, 'mail not sent'));
  }

  async function sendVerification(
    member: { id: string; businessId: string; email: string; name: string },
    language: Language,
  ) {
    const token = await issueToken(member, 'EMAIL_VERIFICATION', verificationLifetimeMs);
    const url = `${publicUrl}/verify-email?token=${token}`;
    await sendQuietly(verificationMail({ to: member.email, name: member.name, language, url }));
  }

  /** Someone who may sign in: an active member (a suspended or removed one is told so, after the password). */
  async function activeMember(email: string) {
    const member = await users.findMemberByEmail(email);
    return member?.status === 'ACTIVE' ? member : undefined;
  }

  async function consumeToken(token: string, purpose: AuthTokenPurpose) {
    const row = await repository.useToken(hashToken(token), purpose);
    if (!row) throw new AppError('TOKEN_INVALID');
    if (row.expiresAt <= clock.now()) throw new AppError('TOKEN_EXPIRED');
    return row;
  }

  return {
    async findSessionUser(tokenHash: string) {
      return repository.findSessionUser(tokenHash, clock.now());
    },

    /**
     * Spec §5 and §8: unique fields first (cheap, precise errors), then the commercial registry, then
     * the account; the new user is signed in, unverified, and mailed a verification link.
     */
    async signup(
      body: SignupBody & { registrationNumber: string },
      origin: RequestOrigin,
    ): Promise<OpenedSession> {
      await rateLimiter.enforce(rateRules.signupByIp, [origin.ip]);
      // Each attempt costs a registry look-up: one registration number cannot be tried endlessly.
      await rateLimiter.enforce(rateRules.signupByRegistration, [body.registrationNumber]);
      const check = await registry.checkRegistration(body.registrationNumber);
      if (check.outcome === 'NOT_FOUND') throw new AppError('REGISTRATION_NOT_FOUND');
      if (check.outcome === 'INACTIVE') throw new AppError('REGISTRATION_INACTIVE');
      if (check.outcome === 'UNAVAILABLE') throw new AppError('REGISTRY_UNAVAILABLE');
      const user = await users.createAccount({
        email: body.email,
        passwordHash: await hash(body.password),
        name: body.name,
        nationalId: body.nationalId,
        businessName: body.businessName,
        registrationNumber: body.registrationNumber,
        city: body.city,
        language: origin.language,
        businessCategoryIds: body.businessCategoryIds,
        // Issue 25: kept for the operators' second look at the supplier.
        registryAnswer: registryAnswerOf(check),
        registryCheckedAt: clock.now(),
      });
      // The founding owner's member id is the business's (users.createAccount).
      const owner = { id: user.id, businessId: user.id, email: user.email, name: user.name };
      await sendVerification(owner, origin.language);
      return openSession({ memberId: user.id, businessId: user.id }, origin);
    },

    /** An email or a 10-digit registration number, then the password (spec §5, §8). */
    async login(body: LoginCredentials, origin: RequestOrigin, replacing?: string): Promise<OpenedSession> {
      await rateLimiter.enforce(rateRules.loginByIp, [origin.ip]);
      await rateLimiter.enforce(rateRules.loginByIdentifier, [body.identifier]);
      // Issue 26: a person signs in with their own email; the registration number signs in its owner.
      const member = /^\d{10}$/.test(body.identifier)
        ? await users.findOwnerByRegistrationNumber(body.identifier)
        : await users.findMemberByEmail(body.identifier);
      if (!member || member.status === 'REMOVED') throw new AppError('USER_NOT_FOUND');
      await rateLimiter.enforce(rateRules.loginByAccount, [member.id]);
      if (!(await verify(member.passwordHash, body.password))) throw new AppError('INVALID_CREDENTIALS');
      // Told only to whoever knows the password.
      if (member.status === 'SUSPENDED') throw new AppError('MEMBER_SUSPENDED');
      await users.rememberLanguage(member.id, origin.language);
      return openSession({ memberId: member.id, businessId: member.businessId }, origin, replacing);
    },

    async logout(sessionTokenHash: string | undefined): Promise<void> {
      if (sessionTokenHash) await repository.deleteSession(sessionTokenHash);
    },

    /** The session is rotated so a token seen before the switch cannot act in the new role. */
    async switchRole(
      caller: { id: string; memberId: string },
      currentTokenHash: string,
      origin: RequestOrigin,
    ) {
      const newRole: UserRole = await users.switchRole(caller.memberId);
      const session = await openSession(
        { memberId: caller.memberId, businessId: caller.id },
        origin,
        currentTokenHash,
      );
      return { newRole, session };
    },

    async verifyEmail(token: string): Promise<void> {
      const row = await consumeToken(token, 'EMAIL_VERIFICATION');
      await users.markEmailVerified(row.memberId);
    },

    async resendVerification(email: string, origin: RequestOrigin): Promise<void> {
      await rateLimiter.enforce(rateRules.resendByIp, [origin.ip]);
      await rateLimiter.enforce(rateRules.resendByEmail, [email]);
      const member = await activeMember(email);
      if (!member) throw new AppError('ACCOUNT_NOT_FOUND');
      if (member.isEmailVerified) throw new AppError('EMAIL_ALREADY_VERIFIED');
      await sendVerification(member, origin.language);
    },

    /** Same answer whether or not the account exists, so the form cannot be used to find accounts. */
    async requestPasswordReset(email: string, origin: RequestOrigin): Promise<void> {
      await rateLimiter.enforce(rateRules.resetByIp, [origin.ip]);
      await rateLimiter.enforce(rateRules.resetByEmail, [email]);
      const member = await activeMember(email);
      if (!member) return;
      const token = await issueToken(member, 'PASSWORD_RESET', resetLifetimeMs);
      const url = `${publicUrl}/password-reset?token=${token}`;
      await sendQuietly(
        passwordResetMail({ to: member.email, name: member.name, language: origin.language, url }),
      );
    },

    /** A new password ends every session of the account. */
    async resetPassword(token: string, password: string): Promise<void> {
      const row = await consumeToken(token, 'PASSWORD_RESET');
      await users.setPasswordHash(row.memberId, await hash(password));
      await repository.deleteSessionsOfMember(row.memberId);
    },

    /** Ends every other session; this browser gets a fresh one. */
    async changePassword(
      caller: { id: string; memberId: string },
      input: { currentPassword: string; password: string },
      origin: RequestOrigin,
    ): Promise<OpenedSession> {
      const member = await users.findMember(caller.memberId);
      if (!member || !(await verify(member.passwordHash, input.currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_WRONG');
      }
      await users.setPasswordHash(member.id, await hash(input.password));
      await repository.deleteSessionsOfMember(member.id);
      return openSession({ memberId: member.id, businessId: member.businessId }, origin);
    },

    /**
     * Issue 26: the sessions of a person suspended or removed (they already act no more: the session
     * look-up reads their status), or every one but this browser's.
     */
    endSessionsOfMember: (memberId: string, keepTokenHash?: string, executor?: DbExecutor) =>
      repository.deleteSessionsOfMember(memberId, keepTokenHash, executor),

    /** Issue 26: the invited person becomes a member (users' team service) and is signed in. */
    async acceptInvitation(
      body: { token: string; name: string; password: string },
      origin: RequestOrigin,
    ): Promise<OpenedSession> {
      return openSession(await team.acceptInvitation(body, origin), origin);
    },

    /** Issue 26: an invited person who set their name and password is signed in (users' team service). */
    openMemberSession: (person: { memberId: string; businessId: string }, origin: RequestOrigin) =>
      openSession(person, origin),

    /** The hourly clean-up (auth.jobs.ts): sessions and emailed tokens expired more than 30 days ago. */
    async deleteLongExpired(): Promise<{ sessions: number; tokens: number }> {
      const before = new Date(clock.now().getTime() - expiredKeptMs);
      return {
        sessions: await repository.deleteSessionsExpiredBefore(before),
        tokens: await repository.deleteTokensExpiredBefore(before),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
