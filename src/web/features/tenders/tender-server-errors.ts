import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import type { TenderFormValues } from './tender-form-values';

type TenderField = keyof TenderFormValues;

/** The input each body field is typed in: the deadline is picked as a date and a time. */
const fieldOf: Record<string, TenderField> = {
  name: 'name',
  mainActivity: 'mainActivity',
  organizationName: 'organizationName',
  submissionDeadline: 'submissionDate',
  responseDeadlineOption: 'responseDeadlineOption',
};

const fieldByCode: Partial<Record<string, TenderField>> = { DEADLINE_NOT_IN_FUTURE: 'submissionDate' };

const inputOf = (path: unknown) =>
  typeof path === 'string' ? fieldOf[path.replace(/^body\./, '').split('.')[0] ?? ''] : undefined;

/**
 * Puts a refused publication's errors on their inputs: the field the answer names (`details.field`,
 * with its message already in the person's language), each issue of a VALIDATION_FAILED answer, or the
 * field the code belongs to. False when none took it: the form shows it above the button.
 */
export function placeTenderErrors(error: unknown, setError: UseFormSetError<TenderFormValues>): boolean {
  if (!(error instanceof ApiError)) return false;
  const details = error.details ?? {};
  const placed: { field: TenderField; message: string }[] = [];
  const named = inputOf(details.field);
  if (named) placed.push({ field: named, message: error.message || error.code });
  if (placed.length === 0 && Array.isArray(details.issues)) {
    for (const issue of details.issues as unknown[]) {
      const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
      const field = inputOf(path);
      if (field && typeof message === 'string') placed.push({ field, message });
    }
  }
  if (placed.length === 0) {
    const field = fieldByCode[error.code];
    if (field) placed.push({ field, message: error.code });
  }
  for (const { field, message } of placed)
    setError(field, { type: 'server', message }, { shouldFocus: true });
  return placed.length > 0;
}
