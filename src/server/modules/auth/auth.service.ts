import { hash, verify } from '@node-rs/argon2';
import type { LoginCredentials, SignupBody } from '../../../contract/auth/auth.schemas.js';
import type { Language } from '../../../contract/i18n/languages.js';
import type { CurrentUser, UserRole } from '../../../contract/users/users.schemas.js';
import { createSecretToken, hashToken, sessionLifetimeMs } from '../../platform/auth/request-auth.js';
import { AppError } from '../../platform/errors/app-error.js';
import { registryAnswerOf } from '../users/users.service.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limiter.js';
import type { Clock } from '../../platform/time/clock.js';
import type { RegistryProvider } from '../../providers/registry/registry-provider.js';
import type { UsersService } from '../users/users.service.js';
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
  registry,
  mailer,
  rateLimiter,
  clock,
  publicUrl,
  log,
}: {
  repository: AuthRepository;
  users: UsersService;
  registry: RegistryProvider;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
}) {
  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  async function openSession(
    userId: string,
    origin: RequestOrigin,
    replacing?: string,
  ): Promise<OpenedSession> {
    if (replacing) await repository.deleteSession(replacing);
    const { token, tokenHash } = createSecretToken();
    await repository.insertSession({
      tokenHash,
      userId,
      expiresAt: later(sessionLifetimeMs),
      userAgent: origin.userAgent,
    });
    return { token, user: await users.getCurrentUser(userId) };
  }

  async function issueToken(userId: string, purpose: AuthTokenPurpose, lifetimeMs: number): Promise<string> {
    await repository.retireTokens(userId, purpose);
    const { token, tokenHash } = createSecretToken();
    await repository.insertToken({ tokenHash, userId, purpose, expiresAt: later(lifetimeMs) });
    return token;
  }

  /** A failed email must not undo the signup or the request: the person can ask again. */
  async function sendQuietly(mail: Parameters<Mailer['send']>[0]) {
    await mailer
      .send(mail)
      .catch((error: unknown) => log.error({ err: error, to: mail.to }, 'mail not sent'));
  }

  async function sendVerification(user: { id: string; email: string; name: string }, language: Language) {
    const token = await issueToken(user.id, 'EMAIL_VERIFICATION', verificationLifetimeMs);
    const url = `${publicUrl}/verify-email?token=${token}`;
    await sendQuietly(verificationMail({ to: user.email, name: user.name, language, url }));
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
      await sendVerification(user, origin.language);
      return openSession(user.id, origin);
    },

    /** An email or a 10-digit registration number, then the password (spec §5, §8). */
    async login(body: LoginCredentials, origin: RequestOrigin, replacing?: string): Promise<OpenedSession> {
      await rateLimiter.enforce(rateRules.loginByIp, [origin.ip]);
      await rateLimiter.enforce(rateRules.loginByIdentifier, [body.identifier]);
      const user = /^\d{10}$/.test(body.identifier)
        ? await users.findByRegistrationNumber(body.identifier)
        : await users.findByEmail(body.identifier);
      if (!user) throw new AppError('USER_NOT_FOUND');
      await rateLimiter.enforce(rateRules.loginByAccount, [user.id]);
      if (!(await verify(user.passwordHash, body.password))) throw new AppError('INVALID_CREDENTIALS');
      await users.rememberLanguage(user.id, origin.language);
      return openSession(user.id, origin, replacing);
    },

    async logout(sessionTokenHash: string | undefined): Promise<void> {
      if (sessionTokenHash) await repository.deleteSession(sessionTokenHash);
    },

    /** The session is rotated so a token seen before the switch cannot act in the new role. */
    async switchRole(userId: string, currentTokenHash: string, origin: RequestOrigin) {
      const newRole: UserRole = await users.switchRole(userId);
      const session = await openSession(userId, origin, currentTokenHash);
      return { newRole, session };
    },

    async verifyEmail(token: string): Promise<void> {
      const row = await consumeToken(token, 'EMAIL_VERIFICATION');
      await users.markEmailVerified(row.userId);
    },

    async resendVerification(email: string, origin: RequestOrigin): Promise<void> {
      await rateLimiter.enforce(rateRules.resendByIp, [origin.ip]);
      await rateLimiter.enforce(rateRules.resendByEmail, [email]);
      const user = await users.findByEmail(email);
      if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
      if (user.isEmailVerified) throw new AppError('EMAIL_ALREADY_VERIFIED');
      await sendVerification(user, origin.language);
    },

    /** Same answer whether or not the account exists, so the form cannot be used to find accounts. */
    async requestPasswordReset(email: string, origin: RequestOrigin): Promise<void> {
      await rateLimiter.enforce(rateRules.resetByIp, [origin.ip]);
      await rateLimiter.enforce(rateRules.resetByEmail, [email]);
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = await issueToken(user.id, 'PASSWORD_RESET', resetLifetimeMs);
      const url = `${publicUrl}/password-reset?token=${token}`;
      await sendQuietly(
        passwordResetMail({ to: user.email, name: user.name, language: origin.language, url }),
      );
    },

    /** A new password ends every session of the account. */
    async resetPassword(token: string, password: string): Promise<void> {
      const row = await consumeToken(token, 'PASSWORD_RESET');
      await users.setPasswordHash(row.userId, await hash(password));
      await repository.deleteSessionsOfUser(row.userId);
    },

    /** Ends every other session; this browser gets a fresh one. */
    async changePassword(
      userId: string,
      input: { currentPassword: string; password: string },
      origin: RequestOrigin,
    ): Promise<OpenedSession> {
      const user = await users.findById(userId);
      if (!user || !(await verify(user.passwordHash, input.currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_WRONG');
      }
      await users.setPasswordHash(userId, await hash(input.password));
      await repository.deleteSessionsOfUser(userId);
      return openSession(userId, origin);
    },

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
