import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import QRCode from 'qrcode';
import type { Language } from '../../../contract/i18n/languages.js';
import type { OperatorRole } from '../../../contract/operators/operator-roles.js';
import {
  totpCodePattern,
  type AuditEntry,
  type AuditLogQuery,
  type AuthenticatorEnrolment,
  type Operator,
  type OperatorMe,
  type SecondFactorChallenge,
} from '../../../contract/operators/operators.schemas.js';
import { operatorSessionIdleMs, operatorSessionLifetimeMs } from '../../platform/auth/operator-auth.js';
import { createSecretToken, hashToken } from '../../platform/auth/request-auth.js';
import { openSecret, sealSecret } from '../../platform/crypto/sealed-secrets.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import type { Page } from '../../platform/pagination/page.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limiter.js';
import type { Clock } from '../../platform/time/clock.js';
import { dayMs, riyadhDayStart } from '../../platform/time/riyadh-time.js';
import type { OperatorActionEntry, OperatorRow, OperatorsRepository } from './operators.repository.js';
import { operatorInvitationMail } from './operators.mails.js';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp.js';

export type { OperatorActionEntry };

/** Who is asking: for rate limits, the session's record and the language remembered. */
export interface OperatorRequestOrigin {
  ip: string;
  userAgent: string | null;
  language: Language;
}

const minutes = 60;
/** The setup link (command line or invitation): 72 hours, once. */
export const setupLinkLifetimeMs = 72 * 60 * 60 * 1000;
/** Between the right password and the authenticator's code. */
export const secondFactorLifetimeMs = 5 * 60 * 1000;
export const recoveryCodeCount = 10;

// Per email (or operator) limits stop guessing one operator's password or code from many addresses; the
// per-address limits stop one address trying many operators.
export const operatorRateRules = {
  signInByIp: { name: 'operator-sign-in:ip', limit: 20, windowSeconds: 15 * minutes },
  signInByEmail: { name: 'operator-sign-in:email', limit: 5, windowSeconds: 15 * minutes },
  secondFactorByIp: { name: 'operator-second-factor:ip', limit: 20, windowSeconds: 15 * minutes },
  secondFactorByOperator: { name: 'operator-second-factor:operator', limit: 5, windowSeconds: 15 * minutes },
  setupByIp: { name: 'operator-setup:ip', limit: 20, windowSeconds: 60 * minutes },
} satisfies Record<string, RateRule>;

// Recovery codes: 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L), about 48 bits each.
const recoveryAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newRecoveryCode = () =>
  Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
/** As shown and typed: `ABCDE-FGHJK`; stored as the SHA-256 of the ten characters without the hyphen. */
const shownRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
const recoveryCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** The answer for an unknown email costs the same argon2 work as a wrong password. */
let unknownEmailHash: Promise<string> | undefined;
const hashForUnknownEmail = () => (unknownEmailHash ??= hash(randomBytes(16).toString('hex')));

const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
  language: row.language === 'en' ? 'en' : 'ar',
  createdAt: row.createdAt.toISOString(),
});
const toMe = (row: OperatorRow): OperatorMe => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  language: row.language === 'en' ? 'en' : 'ar',
});

/**
 * Issue 25: the operators who run the marketplace, their sign-in, their sessions and the audit log of what
 * they did. Other modules' operator actions write their audit entry with `recordAction` in the transaction
 * of the change itself, so an action and its entry are kept or lost together.
 */
export function createOperatorsService({
  repository,
  clock,
  mailer,
  rateLimiter,
  secretsKey,
  publicUrl,
}: {
  repository: OperatorsRepository;
  clock: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** OPERATOR_SECRETS_KEY: seals the authenticators' secrets. */
  secretsKey: Buffer;
  publicUrl: string;
}) {
  const later = (ms: number) => new Date(clock.now().getTime() + ms);
  const recordAction = (tx: DbExecutor, entry: OperatorActionEntry) =>
    repository.insertAction(tx, entry, clock.now());

  async function issueSetupLink(tx: DbExecutor, operatorId: string): Promise<string> {
    await repository.retireTokens(tx, operatorId, clock.now(), 'SETUP');
    const { token, tokenHash } = createSecretToken();
    await repository.insertToken(tx, {
      tokenHash,
      operatorId,
      purpose: 'SETUP',
      expiresAt: later(setupLinkLifetimeMs),
    });
    return `${publicUrl}/operator/setup?token=${token}`;
  }

  /** The operator a live setup link names: unused, not expired, still INVITED. */
  async function operatorOfSetupLink(token: string): Promise<OperatorRow> {
    const row = await repository.findToken(hashToken(token), 'SETUP');
    if (!row || row.usedAt) throw new AppError('TOKEN_INVALID');
    if (row.expiresAt <= clock.now()) throw new AppError('TOKEN_EXPIRED');
    const operator = await repository.findOperatorById(repository.db, row.operatorId);
    if (!operator || operator.status !== 'INVITED') throw new AppError('TOKEN_INVALID');
    return operator;
  }

  async function newRecoveryCodes(tx: DbExecutor, operatorId: string): Promise<string[]> {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await repository.replaceRecoveryCodes(tx, operatorId, codes.map(recoveryCodeHash));
    return codes.map(shownRecoveryCode);
  }

  /** Accepts the operator's current authenticator code once, in `tx`; SECOND_FACTOR_INVALID otherwise. */
  async function acceptTotp(tx: DbExecutor, operator: OperatorRow, code: string): Promise<void> {
    if (!operator.totpSecretSealed) throw new AppError('SECOND_FACTOR_INVALID');
    const secret = openSecret(operator.totpSecretSealed, secretsKey);
    const step = acceptedTotpStep(secret, code, { now: clock.now(), lastStep: operator.totpLastStep });
    if (step === null || !(await repository.acceptTotpStep(tx, operator.id, step))) {
      throw new AppError('SECOND_FACTOR_INVALID');
    }
  }

  /**
   * Role and status changes: never one's own, and never the last ACTIVE admin out of its role or status.
   * Runs `change` with the target locked; answers the operator after it.
   */
  async function changeOperator(
    actorId: string,
    targetId: string,
    change: (tx: DbExecutor, target: OperatorRow) => Promise<OperatorRow>,
  ): Promise<Operator> {
    if (actorId === targetId) throw new AppError('OPERATOR_SELF_CHANGE');
    return repository.transaction(async (tx) => {
      const admins = await repository.lockActiveAdmins(tx);
      const target = await repository.lockOperator(tx, targetId);
      if (!target) throw new AppError('NOT_FOUND');
      const changed = await change(tx, target);
      const wasActiveAdmin = admins.includes(target.id);
      const isActiveAdmin = changed.role === 'ADMIN' && changed.status === 'ACTIVE';
      if (wasActiveAdmin && !isActiveAdmin && admins.length <= 1) throw new AppError('LAST_ACTIVE_ADMIN');
      return toOperator(changed);
    });
  }

  return {
    recordAction,

    /** For the request's operator session (platform/auth/operator-auth.ts). */
    async findSessionOperator(tokenHash: string): Promise<{ id: string; role: OperatorRole } | null> {
      const now = clock.now();
      return repository.touchSession(tokenHash, {
        now,
        idleSince: new Date(now.getTime() - operatorSessionIdleMs),
      });
    },

    /**
     * `npm run operator:create`: a new INVITED operator and its setup link, printed by the command. An
     * INVITED operator's email gets a new link (the old one stops working); any other, OPERATOR_EMAIL_TAKEN.
     */
    async createFromCommandLine(input: {
      email: string;
      name: string;
      role: OperatorRole;
      language: Language;
    }): Promise<{ operator: Operator; setupUrl: string; isNew: boolean }> {
      const existing = await repository.findOperatorByEmail(input.email);
      if (existing && existing.status !== 'INVITED') throw new AppError('OPERATOR_EMAIL_TAKEN');
      return repository.transaction(async (tx) => {
        const operator = existing ?? (await repository.insertOperator(tx, { ...input, invitedBy: null }));
        const setupUrl = await issueSetupLink(tx, operator.id);
        // The command line has no operator: the entry names the new operator as its own author.
        await recordAction(tx, {
          operatorId: operator.id,
          action: existing ? 'OPERATOR_SETUP_LINK_REISSUED' : 'OPERATOR_CREATED',
          subjectType: 'OPERATOR',
          subjectId: operator.id,
          reason: 'npm run operator:create',
          after: { email: operator.email, name: operator.name, role: operator.role },
        });
        return { operator: toOperator(operator), setupUrl, isNew: !existing };
      });
    },

    /** An admin invites an operator: the setup link is mailed, in the invitee's language. */
    async invite(
      actorId: string,
      input: { email: string; name: string; role: OperatorRole; language: Language },
    ): Promise<Operator> {
      const actor = await repository.findOperatorById(repository.db, actorId);
      const { operator, setupUrl } = await repository.transaction(async (tx) => {
        const operator = await repository.insertOperator(tx, { ...input, invitedBy: actorId });
        const setupUrl = await issueSetupLink(tx, operator.id);
        await recordAction(tx, {
          operatorId: actorId,
          action: 'OPERATOR_INVITED',
          subjectType: 'OPERATOR',
          subjectId: operator.id,
          after: { email: operator.email, name: operator.name, role: operator.role },
        });
        return { operator, setupUrl };
      });
      // The mail queue keeps the mail until it is sent; the invitation stands either way.
      await mailer.send(
        operatorInvitationMail({
          to: operator.email,
          name: operator.name,
          role: operator.role,
          invitedBy: actor?.name ?? '',
          language: input.language,
          url: setupUrl,
        }),
      );
      return toOperator(operator);
    },

    async list(): Promise<Operator[]> {
      return (await repository.listOperators()).map(toOperator);
    },

    async changeRole(actorId: string, targetId: string, role: OperatorRole): Promise<Operator> {
      return changeOperator(actorId, targetId, async (tx, target) => {
        if (target.role === role) return target;
        const changed = await repository.updateOperator(tx, target.id, { role }, clock.now());
        await recordAction(tx, {
          operatorId: actorId,
          action: 'OPERATOR_ROLE_CHANGED',
          subjectType: 'OPERATOR',
          subjectId: target.id,
          before: { role: target.role },
          after: { role },
        });
        return changed;
      });
    },

    /** Suspends an operator: every session and link of theirs ends at once. */
    async suspend(actorId: string, targetId: string, reason: string | undefined): Promise<Operator> {
      return changeOperator(actorId, targetId, async (tx, target) => {
        if (target.status === 'SUSPENDED') throw new AppError('OPERATOR_ALREADY_SUSPENDED');
        const now = clock.now();
        const changed = await repository.updateOperator(tx, target.id, { status: 'SUSPENDED' }, now);
        await repository.deleteSessionsOf(tx, target.id);
        await repository.retireTokens(tx, target.id, now);
        await recordAction(tx, {
          operatorId: actorId,
          action: 'OPERATOR_SUSPENDED',
          subjectType: 'OPERATOR',
          subjectId: target.id,
          reason: reason || null,
          before: { status: target.status },
          after: { status: 'SUSPENDED' },
        });
        return changed;
      });
    },

    /** Back to ACTIVE, or to INVITED for one who never finished the setup (an admin invites again). */
    async reactivate(actorId: string, targetId: string): Promise<Operator> {
      return changeOperator(actorId, targetId, async (tx, target) => {
        if (target.status !== 'SUSPENDED') throw new AppError('OPERATOR_NOT_SUSPENDED');
        const status = target.passwordHash ? 'ACTIVE' : 'INVITED';
        const changed = await repository.updateOperator(tx, target.id, { status }, clock.now());
        await recordAction(tx, {
          operatorId: actorId,
          action: 'OPERATOR_REACTIVATED',
          subjectType: 'OPERATOR',
          subjectId: target.id,
          before: { status: 'SUSPENDED' },
          after: { status },
        });
        return changed;
      });
    },

    /** The setup link's first step: a new authenticator secret (sealed at rest) to enrol. */
    async startSetup(token: string, origin: OperatorRequestOrigin): Promise<AuthenticatorEnrolment> {
      await rateLimiter.enforce(operatorRateRules.setupByIp, [origin.ip]);
      const operator = await operatorOfSetupLink(token);
      const secret = newTotpSecret();
      await repository.updateOperator(
        repository.db,
        operator.id,
        { totpSecretSealed: sealSecret(secret, secretsKey) },
        clock.now(),
      );
      const otpauthUri = totpUri(secret, operator.email);
      const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        email: operator.email,
        name: operator.name,
        secret,
        otpauthUri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /**
     * The setup link's last step: the password, and a code proving the authenticator was enrolled; the
     * link is used up, the operator ACTIVE, and its 10 recovery codes answered (shown once).
     */
    async completeSetup(
      input: { token: string; password: string; code: string },
      origin: OperatorRequestOrigin,
    ): Promise<string[]> {
      await rateLimiter.enforce(operatorRateRules.setupByIp, [origin.ip]);
      const operator = await operatorOfSetupLink(input.token);
      const passwordHash = await hash(input.password);
      return repository.transaction(async (tx) => {
        await acceptTotp(tx, operator, input.code);
        if (!(await repository.useToken(tx, hashToken(input.token), clock.now()))) {
          throw new AppError('TOKEN_INVALID');
        }
        await repository.updateOperator(
          tx,
          operator.id,
          { passwordHash, status: 'ACTIVE', language: origin.language },
          clock.now(),
        );
        const codes = await newRecoveryCodes(tx, operator.id);
        await recordAction(tx, {
          operatorId: operator.id,
          action: 'OPERATOR_SETUP_COMPLETED',
          subjectType: 'OPERATOR',
          subjectId: operator.id,
          before: { status: 'INVITED' },
          after: { status: 'ACTIVE' },
        });
        return codes;
      });
    },

    /**
     * The first factor: the same OPERATOR_SIGN_IN_FAILED, after the same work, for an unknown email, a
     * wrong password or an operator who cannot sign in; a right one gets a five-minute token, no session.
     */
    async signIn(
      input: { email: string; password: string },
      origin: OperatorRequestOrigin,
    ): Promise<SecondFactorChallenge> {
      await rateLimiter.enforce(operatorRateRules.signInByIp, [origin.ip]);
      await rateLimiter.enforce(operatorRateRules.signInByEmail, [input.email]);
      const operator = await repository.findOperatorByEmail(input.email);
      const isRight = await verify(
        operator?.passwordHash ?? (await hashForUnknownEmail()),
        input.password,
      ).catch(() => false);
      if (!operator || !isRight || operator.status !== 'ACTIVE') {
        throw new AppError('OPERATOR_SIGN_IN_FAILED');
      }
      const { token, tokenHash } = createSecretToken();
      const expiresAt = later(secondFactorLifetimeMs);
      await repository.transaction(async (tx) => {
        await repository.retireTokens(tx, operator.id, clock.now(), 'SECOND_FACTOR');
        await repository.insertToken(tx, {
          tokenHash,
          operatorId: operator.id,
          purpose: 'SECOND_FACTOR',
          expiresAt,
        });
      });
      return { secondFactorToken: token, expiresAt: expiresAt.toISOString() };
    },

    /**
     * The second factor: the authenticator's six digits (never twice) or an unused recovery code, with
     * the token of the first. Answers the session's token (for the cookie) and the operator.
     */
    async completeSignIn(
      input: { secondFactorToken: string; code: string },
      origin: OperatorRequestOrigin,
    ): Promise<{ token: string; operator: OperatorMe }> {
      await rateLimiter.enforce(operatorRateRules.secondFactorByIp, [origin.ip]);
      const tokenHash = hashToken(input.secondFactorToken);
      const challenge = await repository.findToken(tokenHash, 'SECOND_FACTOR');
      if (!challenge || challenge.usedAt) throw new AppError('TOKEN_INVALID');
      if (challenge.expiresAt <= clock.now()) throw new AppError('TOKEN_EXPIRED');
      await rateLimiter.enforce(operatorRateRules.secondFactorByOperator, [challenge.operatorId]);
      const operator = await repository.findOperatorById(repository.db, challenge.operatorId);
      if (!operator || operator.status !== 'ACTIVE') throw new AppError('TOKEN_INVALID');
      const session = createSecretToken();
      const signedIn = await repository.transaction(async (tx) => {
        const now = clock.now();
        if (totpCodePattern.test(input.code)) {
          await acceptTotp(tx, operator, input.code);
        } else {
          const isUnused = await repository.useRecoveryCode(
            tx,
            operator.id,
            recoveryCodeHash(input.code),
            now,
          );
          if (!isUnused) throw new AppError('SECOND_FACTOR_INVALID');
          await recordAction(tx, {
            operatorId: operator.id,
            action: 'OPERATOR_RECOVERY_CODE_USED',
            subjectType: 'OPERATOR',
            subjectId: operator.id,
          });
        }
        if (!(await repository.useToken(tx, tokenHash, now))) throw new AppError('TOKEN_INVALID');
        await repository.insertSession(tx, {
          tokenHash: session.tokenHash,
          operatorId: operator.id,
          expiresAt: new Date(now.getTime() + operatorSessionLifetimeMs),
          userAgent: origin.userAgent,
          now,
        });
        return repository.updateOperator(tx, operator.id, { language: origin.language }, now);
      });
      return { token: session.token, operator: toMe(signedIn) };
    },

    async signOut(sessionTokenHash: string | undefined): Promise<void> {
      if (sessionTokenHash) await repository.deleteSession(sessionTokenHash);
    },

    async me(operatorId: string): Promise<OperatorMe> {
      const operator = await repository.findOperatorById(repository.db, operatorId);
      if (!operator) throw new AppError('UNAUTHENTICATED');
      return toMe(operator);
    },

    /** New recovery codes for the signed-in operator, with a current code; the old ones stop working. */
    async regenerateRecoveryCodes(operatorId: string, code: string): Promise<string[]> {
      await rateLimiter.enforce(operatorRateRules.secondFactorByOperator, [operatorId]);
      return repository.transaction(async (tx) => {
        const operator = await repository.lockOperator(tx, operatorId);
        if (!operator) throw new AppError('UNAUTHENTICATED');
        await acceptTotp(tx, operator, code);
        const codes = await newRecoveryCodes(tx, operatorId);
        await recordAction(tx, {
          operatorId,
          action: 'OPERATOR_RECOVERY_CODES_REGENERATED',
          subjectType: 'OPERATOR',
          subjectId: operatorId,
        });
        return codes;
      });
    },

    /** One page of the audit log, newest first (read-only for everyone: nothing edits it). */
    async auditLog(query: AuditLogQuery & { limit: number }): Promise<Page<AuditEntry>> {
      const rows = await repository.findAuditPage({
        operatorId: query.operatorId,
        subjectType: query.subjectType,
        subjectId: query.subjectId,
        action: query.action,
        since: query.from ? riyadhDayStart(query.from) : undefined,
        until: query.to ? new Date(riyadhDayStart(query.to).getTime() + dayMs) : undefined,
        before: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          id: row.id,
          operator: { id: row.operatorId, name: row.operatorName, email: row.operatorEmail },
          action: row.action,
          subjectType: row.subjectType,
          subjectId: row.subjectId,
          reason: row.reason,
          before: row.before,
          after: row.after,
          occurredAt: row.occurredAt.toISOString(),
        })),
        nextCursor:
          rows.length > query.limit && last ? encodeTimeIdCursor({ time: last.keyTime, id: last.id }) : null,
      };
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
