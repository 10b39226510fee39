import { z } from 'zod';
import { EmailSchema, PasswordSchema, requiredText } from '../auth/auth.schemas.js';
import { FilterDaySchema } from '../dates/filter-day.js';
import { languageCodes } from '../i18n/language-codes.js';
import { normalizeDigits } from '../text/digits.js';
import { operatorRoles } from './operator-roles.js';

/*
 * Issue 25, decision 031: the operators' accounts, their sign-in (password, then an authenticator's code
 * or a recovery code), the operators an admin manages, and the audit log.
 */

const required = { error: 'FIELD_REQUIRED', abort: true } as const;

export const OperatorRoleSchema = z.enum(operatorRoles);
export const OperatorStatusSchema = z.enum(['INVITED', 'ACTIVE', 'SUSPENDED']);
export type OperatorStatus = z.infer<typeof OperatorStatusSchema>;
export const OperatorLanguageSchema = z.enum(languageCodes);

/** A token from a mailed or printed link: base64url of 32 bytes. */
const LinkTokenSchema = z.string(required).min(1, required).max(200, { error: 'TOKEN_INVALID' });

/** The six digits of an authenticator app; Arabic-Indic digits and spaces are accepted. */
export const totpCodePattern = /^\d{6}$/;
export const normalizeSecondFactorCode = (value: string) =>
  normalizeDigits(value).replace(/[\s-]/g, '').toUpperCase();

/** `GET /api/operator/me`: the signed-in operator. */
export const OperatorMeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: OperatorRoleSchema,
  language: OperatorLanguageSchema,
});
export type OperatorMe = z.infer<typeof OperatorMeSchema>;

/** One operator as an admin sees it. */
export const OperatorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: OperatorRoleSchema,
  status: OperatorStatusSchema,
  language: OperatorLanguageSchema,
  createdAt: z.iso.datetime(),
});
export type Operator = z.infer<typeof OperatorSchema>;
export const OperatorListSchema = z.array(OperatorSchema);

/** `POST /api/operator/operators`: the invitation is mailed in `language`, the invitee's. */
export const InviteOperatorBodySchema = z.object({
  email: EmailSchema,
  name: requiredText(100),
  role: OperatorRoleSchema,
  language: OperatorLanguageSchema,
});
export type InviteOperatorBody = z.input<typeof InviteOperatorBodySchema>;

export const OperatorIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** `PATCH /api/operator/operators/:id`: a new role. */
export const ChangeOperatorRoleBodySchema = z.object({ role: OperatorRoleSchema });
export type ChangeOperatorRoleBody = z.infer<typeof ChangeOperatorRoleBodySchema>;

/** Suspending or reactivating an operator: why, for the audit log (optional; an operator is no business). */
export const OperatorStatusChangeBodySchema = z.object({
  reason: z.string().trim().max(1000, { error: 'TEXT_TOO_LONG' }).optional(),
});
export type OperatorStatusChangeBody = z.infer<typeof OperatorStatusChangeBodySchema>;

/** `POST /api/operator/setup/authenticator`: the setup link's token; answers a new authenticator secret. */
export const SetupTokenBodySchema = z.object({ token: LinkTokenSchema });
export const AuthenticatorEnrolmentSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  /** `otpauth://totp/Tawrid:…?secret=…&issuer=Tawrid`, the QR code's content. */
  otpauthUri: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type AuthenticatorEnrolment = z.infer<typeof AuthenticatorEnrolmentSchema>;

/** The authenticator's current code: six digits (Arabic-Indic accepted). */
export const TotpCodeSchema = z
  .string(required)
  .transform(normalizeSecondFactorCode)
  .pipe(z.string().min(1, required).regex(totpCodePattern, { error: 'SECOND_FACTOR_INVALID' }));

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

/** `POST /api/operator/setup`: a password and the first code of the authenticator just enrolled. */
export const CompleteSetupBodySchema = z
  .object({
    token: LinkTokenSchema,
    password: PasswordSchema,
    confirmPassword: z.string(required).min(1, required),
    code: TotpCodeSchema,
  })
  .refine(passwordsMatch, { path: ['confirmPassword'], error: 'PASSWORD_MISMATCH' });
export type CompleteSetupBody = z.input<typeof CompleteSetupBodySchema>;

/** Ten single-use codes, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** `POST /api/operator/session`: the first factor. */
export const OperatorSignInBodySchema = z.object({
  email: EmailSchema,
  password: z.string(required).min(1, required).max(128, { error: 'OPERATOR_SIGN_IN_FAILED' }),
});
export type OperatorSignInBody = z.input<typeof OperatorSignInBodySchema>;
/** The password was right: this token (five minutes) goes with the second factor, and is no session. */
export const SecondFactorChallengeSchema = z.object({
  secondFactorToken: z.string(),
  expiresAt: z.iso.datetime(),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallengeSchema>;

/** `POST /api/operator/session/second-factor`: the authenticator's six digits, or a recovery code. */
export const SecondFactorBodySchema = z.object({
  secondFactorToken: LinkTokenSchema,
  code: z
    .string(required)
    .transform(normalizeSecondFactorCode)
    .pipe(z.string().min(1, required).max(20, { error: 'SECOND_FACTOR_INVALID' })),
});
export type SecondFactorBody = z.input<typeof SecondFactorBodySchema>;

/** `POST /api/operator/me/recovery-codes`: new codes (the old ones stop working), with a current code. */
export const RegenerateRecoveryCodesBodySchema = z.object({ code: TotpCodeSchema });
export type RegenerateRecoveryCodesBody = z.input<typeof RegenerateRecoveryCodesBodySchema>;

/** The subjects the audit log names, with a console page to open for some. */
export const auditSubjectTypes = [
  'OPERATOR',
  'SUPPLIER',
  'REPORT',
  'LISTING',
  'REVIEW',
  'MESSAGE',
  'BUSINESS',
  'DISPUTE',
  'PAYMENT',
  'REFUND',
] as const;

/** Most audit entries one page answers. */
export const maxAuditLogPage = 100;

/**
 * `GET /api/operator/audit-log`: newest first; filters by operator, subject, action and Riyadh days
 * (`from`/`to`, both included). The next page's cursor comes in the `x-next-cursor` header.
 */
export const AuditLogQuerySchema = z
  .object({
    operatorId: z.uuid().optional(),
    subjectType: z
      .string()
      .trim()
      .regex(/^[A-Z_]{1,40}$/)
      .optional(),
    subjectId: z.string().trim().min(1).max(100).optional(),
    action: z
      .string()
      .trim()
      .regex(/^[A-Z_]{1,60}$/)
      .optional(),
    from: FilterDaySchema.optional(),
    to: FilterDaySchema.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(maxAuditLogPage).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'DATE_RANGE_INVALID',
  });
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

/** One entry of the audit log. */
export const AuditEntrySchema = z.object({
  id: z.uuid(),
  operator: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  occurredAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogSchema = z.array(AuditEntrySchema);
