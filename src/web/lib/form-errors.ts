import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isErrorCode } from '../../contract/errors/error-codes';
import { ApiError } from './api-client';
import { formatNumber } from './format';

/**
 * How forms show errors, the same way everywhere. Client rules and the server name a broken rule by
 * its error code, shown from the `errors` namespace (the table the API answers from); server
 * VALIDATION_FAILED issues arrive as sentences already in the person's language.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text under a field. */
export function fieldErrorText(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isErrorCode(message) ? t(`errors:${message}`) : message;
}

/**
 * The fields a failed call puts its error on: each issue in `details.issues` (VALIDATION_FAILED, or a
 * rule the server checks again, such as NOT_CASE_MULTIPLE), else the field the code belongs to.
 */
export function serverFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldByCode: Partial<Record<string, Path<T>>>,
  fields: readonly Path<T>[],
): { field: Path<T>; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const issues = Array.isArray(error.details?.issues) ? (error.details.issues as unknown[]) : [];
  const placed = issues.flatMap((issue) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    // Issue paths name the request part first: `body.email`.
    const name = typeof path === 'string' ? path.replace(/^body\./, '').split('.')[0] : '';
    const known = fields.find((candidate) => candidate === name);
    return known && typeof message === 'string' ? [{ field: known, message }] : [];
  });
  if (placed.length > 0) return placed;
  const field = fieldByCode[error.code];
  return field ? [{ field, message: error.code }] : [];
}

/** Puts a failed call's errors on the fields they belong to; false when none took it (show it on the form). */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldByCode: Partial<Record<string, Path<T>>> = {},
): boolean {
  const placed = serverFieldErrors(error, fieldByCode, fields);
  for (const { field, message } of placed) setError(field, { type: 'server', message });
  return placed.length > 0;
}

/** Codes whose message means nothing to the person filling the form: they get the generic text. */
const technicalCodes = new Set<string>([
  'INTERNAL_ERROR',
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
]);

/**
 * A form-level message for a failed call: the network, rate limiting (with the wait when the server
 * gives it), a known error code, or `fallbackKey` for anything else.
 */
export function formErrorText(
  error: unknown,
  t: Translate,
  language: string,
  fallbackKey = 'common:errors.unexpected',
): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  if (error.code === 'NETWORK_ERROR') return t('common:errors.network');
  if (error.code === 'RATE_LIMITED') {
    const seconds = error.details?.retryAfterSeconds;
    if (typeof seconds !== 'number' || seconds <= 0) return t('errors:RATE_LIMITED');
    const [amount, unit] =
      seconds < 60 ? [Math.ceil(seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
    const wait = formatNumber(amount, language, { style: 'unit', unit, unitDisplay: 'long' });
    return t('common:errors.rateLimited', { wait });
  }
  if (isErrorCode(error.code) && !technicalCodes.has(error.code)) return t(`errors:${error.code}`);
  return t(fallbackKey);
}
