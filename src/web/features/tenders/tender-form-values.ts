import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import {
  CreateTenderBodySchema,
  type CreateTenderBody,
  type ResponseDeadlineOption,
  type Tender,
} from '../../../contract/tenders/tenders.schemas';
import { normalizeDigits } from '../../lib/format';
import { riyadhDayOf, riyadhOffset, riyadhWallClockOf } from '../../../contract/dates/riyadh';
import { halalasFromSar, sarFromHalalas, type NumberFieldValue } from '../catalog/listing-form-values';
import type { CreateTenderBodyOutput } from './use-my-tenders';

/**
 * The create form keeps the submission deadline as the Riyadh date and time the buyer picks (decision
 * 014) and turns them into the contract's body, an instant with Riyadh's offset, before the contract's
 * schema — the server's — checks it.
 */
export interface TenderFormValues {
  name: string;
  mainActivity: string;
  organizationName: string;
  /** YYYY-MM-DD, a Riyadh day. */
  submissionDate: string;
  /** HH:mm, Riyadh time. */
  submissionTime: string;
  responseDeadlineOption: ResponseDeadlineOption | '';
  /** SAR, optional (issue 26): an approver publishes within their limit. */
  estimatedBudget: NumberFieldValue;
}

/** Noon is a usual closing hour; the date is left to the buyer. */
export const emptyTenderValues: TenderFormValues = {
  name: '',
  mainActivity: '',
  organizationName: '',
  submissionDate: '',
  submissionTime: '12:00',
  responseDeadlineOption: '',
  estimatedBudget: '',
};

/** A draft as the form edits it (issue 26): its deadline back in Riyadh's date and time. */
export function tenderFormValuesOf(tender: Tender): TenderFormValues {
  const [date = '', time = ''] = riyadhWallClockOf(tender.submissionDeadline).toISOString().split('T');
  return {
    name: tender.name,
    mainActivity: tender.mainActivity,
    organizationName: tender.organizationName,
    submissionDate: date,
    submissionTime: time.slice(0, 5),
    responseDeadlineOption: tender.responseDeadlineOption,
    estimatedBudget: sarFromHalalas(tender.estimatedBudget),
  };
}

/** The instant of a Riyadh date and time, `2026-05-01T14:00:00+03:00`; '' while either is missing. */
export function riyadhInstant(date: string, time: string): string {
  const day = normalizeDigits(date).trim();
  const clock = normalizeDigits(time).trim().slice(0, 5);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(clock)) return '';
  const instant = `${day}T${clock}:00${riyadhOffset}`;
  return Number.isNaN(new Date(instant).getTime()) ? '' : instant;
}

/** The body the form sends: an empty organization name lets the server use the business name. */
export function tenderBodyOf(values: TenderFormValues): CreateTenderBody {
  return {
    name: values.name,
    mainActivity: values.mainActivity,
    organizationName: values.organizationName,
    submissionDeadline: riyadhInstant(values.submissionDate, values.submissionTime),
    responseDeadlineOption: (values.responseDeadlineOption || undefined) as ResponseDeadlineOption,
    estimatedBudgetHalalas: halalasFromSar(values.estimatedBudget) ?? null,
  };
}

type DeadlineField = 'submissionDate' | 'submissionTime';

/**
 * What is wrong with the picked deadline, on the input to fix: a missing date or time, or a moment
 * already past (the server checks it again with its clock: DEADLINE_NOT_IN_FUTURE).
 */
function deadlineProblemOf(
  values: TenderFormValues,
  now: Date,
): { field: DeadlineField; code: string } | null {
  if (values.submissionDate.trim() === '') return { field: 'submissionDate', code: 'FIELD_REQUIRED' };
  if (values.submissionTime.trim() === '') return { field: 'submissionTime', code: 'FIELD_REQUIRED' };
  const instant = riyadhInstant(values.submissionDate, values.submissionTime);
  if (instant === '') return { field: 'submissionDate', code: 'FIELD_REQUIRED' };
  if (new Date(instant).getTime() > now.getTime()) return null;
  // A past day is the date's fault; today at an hour gone, the time's.
  const isPastDay = normalizeDigits(values.submissionDate) < riyadhDayOf(now);
  return { field: isPastDay ? 'submissionDate' : 'submissionTime', code: 'DEADLINE_NOT_IN_FUTURE' };
}

const schemaResolver = zodResolver(CreateTenderBodySchema);

/**
 * The contract's CreateTenderBodySchema run on the body the form would send, its deadline error moved
 * to the date or time input, plus the rule the schema leaves to a clock: the deadline is in the future.
 */
export function tenderResolver(
  now: () => Date = () => new Date(),
): Resolver<TenderFormValues, unknown, CreateTenderBodyOutput> {
  return async (values, context, options) => {
    const result = (await schemaResolver(
      tenderBodyOf(values),
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    )) as unknown as ResolverResult<TenderFormValues, CreateTenderBodyOutput>;
    const { submissionDeadline: _deadline, ...schemaErrors } = result.errors as FieldErrors<
      TenderFormValues & { submissionDeadline: string }
    >;
    const errors: FieldErrors<TenderFormValues> = { ...schemaErrors };
    const problem = deadlineProblemOf(values, now());
    if (problem) {
      const error: FieldError = { type: 'custom', message: problem.code };
      errors[problem.field] = error;
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
