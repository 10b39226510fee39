import { z } from 'zod';
import { normalizeDigits } from '../text/digits.js';

/*
 * Identity rules (spec §5), written once and used by the forms and the routes. A rule's zod message is
 * its error code; the server and the web app turn codes into sentences from one table
 * (src/contract/errors/error-messages.ts).
 */

const required = { error: 'FIELD_REQUIRED', abort: true } as const;

/** Trimmed text, required, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'TEXT_TOO_LONG' });

/** Exactly 10 digits; Arabic-Indic digits are accepted and stored as ASCII. */
const tenDigits = (code: 'REGISTRATION_NUMBER_INVALID' | 'NATIONAL_ID_INVALID') =>
  z
    .string(required)
    .transform((value) => normalizeDigits(value).replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, required)
        .regex(/^\d{10}$/, { error: code }),
    );

export const RegistrationNumberSchema = tenDigits('REGISTRATION_NUMBER_INVALID');
export const NationalIdSchema = tenDigits('NATIONAL_ID_INVALID');

export const EmailSchema = z
  .string(required)
  .trim()
  .toLowerCase()
  .min(1, required)
  .pipe(z.email({ error: 'EMAIL_INVALID' }).max(254, { error: 'EMAIL_INVALID' }));

/** 8–28 characters with an uppercase letter, a lowercase letter and a digit; optionally @ # ! $. */
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d@#!$]{8,28}$/;
export const PasswordSchema = z
  .string(required)
  .min(1, required)
  .regex(passwordPattern, { error: 'PASSWORD_WEAK' });

/** Letters only (Arabic or Latin), words separated by a space, hyphen or apostrophe. */
export const CitySchema = z
  .string(required)
  .trim()
  .min(1, required)
  .max(60, { error: 'TEXT_TOO_LONG' })
  .regex(/^[\p{L}\p{M}]+(?:[ '\u2019-][\p{L}\p{M}]+)*$/u, { error: 'CITY_INVALID' });

export const BusinessCategoryIdsSchema = z
  .array(z.uuid({ error: 'CATEGORY_NOT_FOUND' }), { error: 'CATEGORIES_REQUIRED' })
  .min(1, { error: 'CATEGORIES_REQUIRED' })
  .max(15, { error: 'CATEGORIES_REQUIRED' });

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const mismatch = { path: ['confirmPassword'], error: 'PASSWORD_MISMATCH' };

// Signup in three steps (spec §2); the form validates each step with its schema before the next.
export const signupBusinessShape = {
  businessName: requiredText(120),
  registrationNumber: RegistrationNumberSchema,
  businessCategoryIds: BusinessCategoryIdsSchema,
};
export const signupPersonShape = {
  name: requiredText(100),
  nationalId: NationalIdSchema,
  city: CitySchema,
};
export const signupAccountShape = {
  email: EmailSchema,
  password: PasswordSchema,
  confirmPassword: z.string(required).min(1, required),
  acceptTerms: z.literal(true, { error: 'TERMS_NOT_ACCEPTED' }),
};

export const SignupBusinessStepSchema = z.object(signupBusinessShape);
export const SignupPersonStepSchema = z.object(signupPersonShape);
export const SignupAccountStepSchema = z.object(signupAccountShape).refine(passwordsMatch, mismatch);

/** `POST /api/auth/signup` */
export const SignupBodySchema = z
  .object({ ...signupBusinessShape, ...signupPersonShape, ...signupAccountShape })
  .refine(passwordsMatch, mismatch);
export type SignupBody = z.input<typeof SignupBodySchema>;

/** An email, or a 10-digit registration number (Arabic-Indic digits accepted). */
export const LoginIdentifierSchema = z
  .string(required)
  .transform((value) => normalizeDigits(value).trim())
  .pipe(
    z
      .string()
      .min(1, required)
      .refine((value) => /^\d{10}$/.test(value) || z.email().safeParse(value).success, {
        error: 'IDENTIFIER_INVALID',
      }),
  );

const LoginPasswordSchema = z.string(required).min(1, required).max(128, { error: 'INVALID_CREDENTIALS' });

/** The login form (spec §5): one field for an email or a 10-digit registration number, and the password. */
export const LoginFormSchema = z.object({ identifier: LoginIdentifierSchema, password: LoginPasswordSchema });
export type LoginFormFields = z.input<typeof LoginFormSchema>;

/** An optional login field: absent, null and blank all mean not sent (a form may send '' for an unused input). */
const unlessBlank = <Output>(schema: z.ZodType<Output, string>) =>
  z
    .string({ error: 'IDENTIFIER_INVALID' })
    .nullish()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(schema.optional());

/**
 * `POST /api/auth/login`: "email or 10-digit registration number plus password" (spec §2, §5), under the
 * name a client gives it: `identifier` (the login form's one field, either kind), `email` or `crn`
 * (issue 20). Exactly one identifier: none is IDENTIFIER_REQUIRED, two different ones IDENTIFIER_AMBIGUOUS.
 * Whatever the name, the service receives `{ identifier, password }`.
 */
export const LoginBodySchema = z
  .object({
    identifier: unlessBlank(LoginIdentifierSchema).meta({
      description: 'An email or a 10-digit registration number (what the login form sends).',
    }),
    email: unlessBlank(EmailSchema).meta({ description: 'The account email, instead of `identifier`.' }),
    crn: unlessBlank(RegistrationNumberSchema).meta({
      description: 'The 10-digit commercial registration number, instead of `identifier`.',
    }),
    password: LoginPasswordSchema,
  })
  .transform(({ identifier, email, crn, password }, context) => {
    const given = [identifier, email, crn].filter((value) => value !== undefined);
    const distinct = new Set(given.map((value) => value.toLowerCase()));
    if (distinct.size === 1) return { identifier: given[0]!, password };
    context.issues.push({
      code: 'custom',
      message: distinct.size === 0 ? 'IDENTIFIER_REQUIRED' : 'IDENTIFIER_AMBIGUOUS',
      path: ['identifier'],
      input: { identifier, email, crn },
    });
    return z.NEVER;
  });
export type LoginBody = z.input<typeof LoginBodySchema>;
/** What the login service receives, whichever field named the account. */
export type LoginCredentials = z.output<typeof LoginBodySchema>;

export const TokenSchema = z
  .string({ error: 'TOKEN_INVALID' })
  .min(16, { error: 'TOKEN_INVALID' })
  .max(200, { error: 'TOKEN_INVALID' });

/** `POST /api/auth/email-verification` */
export const VerifyEmailBodySchema = z.object({ token: TokenSchema });

/** `POST /api/auth/email-verification/resend` and `POST /api/auth/password-reset-requests` */
export const EmailBodySchema = z.object({ email: EmailSchema });
export type EmailBody = z.input<typeof EmailBodySchema>;

/** `POST /api/auth/password-reset` */
export const PasswordResetBodySchema = z
  .object({
    token: TokenSchema,
    password: PasswordSchema,
    confirmPassword: z.string(required).min(1, required),
  })
  .refine(passwordsMatch, mismatch);
export type PasswordResetBody = z.input<typeof PasswordResetBodySchema>;

/** `PUT /api/users/me/password` */
export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z.string(required).min(1, required).max(128, { error: 'CURRENT_PASSWORD_WRONG' }),
    password: PasswordSchema,
    confirmPassword: z.string(required).min(1, required),
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

export const SwitchRoleAnswerSchema = z.object({ newRole: z.enum(['BUYER', 'SUPPLIER']) });
export const MessageAnswerSchema = z.object({ message: z.string() });
