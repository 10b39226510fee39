import type { FieldValues, Path } from 'react-hook-form';
import { isErrorCode } from '../../../contract/errors/error-codes';
import { ApiError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';

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

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The fields a failed call puts its error on: the code's own field, or each VALIDATION_FAILED issue's. */
export function serverFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldByCode: Partial<Record<string, Path<T>>>,
  fields: readonly Path<T>[],
): { field: Path<T>; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const field = fieldByCode[error.code];
  if (field) return [{ field, message: error.code }];
  if (error.code !== 'VALIDATION_FAILED') return [];
  const issues = Array.isArray(error.details?.issues) ? (error.details.issues as unknown[]) : [];
  return issues.flatMap((issue) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    // Issue paths name the request part first: `body.email`.
    const name = typeof path === 'string' ? path.replace(/^body\./, '') : '';
    const known = fields.find((candidate) => candidate === name);
    return known && typeof message === 'string' ? [{ field: known, message }] : [];
  });
}

/**
 * A form-level message for a failed call: the network, rate limiting (with the wait when the server
 * gives it), a known error code from the `errors` namespace (the server's message, in the current
 * language), or `fallbackKey` for anything else.
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
    const wait =
      seconds < 60
        ? formatNumber(Math.ceil(seconds), language, { style: 'unit', unit: 'second', unitDisplay: 'long' })
        : formatNumber(Math.ceil(seconds / 60), language, {
            style: 'unit',
            unit: 'minute',
            unitDisplay: 'long',
          });
    return t('auth:errors.rateLimited', { wait });
  }
  if (isErrorCode(error.code) && !technicalCodes.has(error.code)) return t(`errors:${error.code}`);
  return t(fallbackKey);
}
