import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isErrorCode, type ErrorCode } from '../../../contract/errors/error-codes';
import { ApiError } from '../../lib/api-client';

/**
 * A field error's text. Client rules carry an error code as their message (the contract's zod
 * messages), shown from the `errors` namespace; the server's issues arrive already localized.
 */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isErrorCode(message) ? t(`errors:${message}`) : message;
}

/** The sentence for a failed call: the server's localized message, else a network or generic one. */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.code === 'NETWORK_ERROR') return t('common:errors.network');
    if (isErrorCode(error.code)) return t(`errors:${error.code}`);
  }
  return t('common:errors.unexpected');
}

function issuesOf(error: ApiError): { path: string; message: string }[] {
  const issues = error.details?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is { path: string; message: string } =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}

/**
 * Puts a server error on the form fields it names: `details.issues` by path (`body.<field>`), else the
 * field this code belongs to. Returns false when no field took it, so the section shows it instead.
 */
export function placeServerErrors<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
  fields: readonly Path<F>[],
  fieldOfCode: Partial<Record<ErrorCode, Path<F>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let isPlaced = false;
  for (const issue of issuesOf(error)) {
    const name = issue.path.replace(/^body\./, '').split('.')[0];
    const field = fields.find((candidate) => candidate === name);
    if (field) {
      setError(field, { type: 'server', message: issue.message });
      isPlaced = true;
    }
  }
  const field = isErrorCode(error.code) ? fieldOfCode[error.code] : undefined;
  if (!isPlaced && field) {
    setError(field, { type: 'server', message: error.code });
    isPlaced = true;
  }
  return isPlaced;
}
