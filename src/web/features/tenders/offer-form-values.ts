import type { FieldError, Resolver, ResolverResult, UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SubmitOfferBodySchema,
  type Offer,
  type SubmitOfferBody,
} from '../../../contract/tenders/tenders.schemas';
import { ApiError } from '../../lib/api-client';
import { placeServerErrors } from '../../lib/form-errors';
import { halalasFromSar, sarFromHalalas, type NumberFieldValue } from '../catalog/listing-form-values';
import { dayMs, riyadhDayOf } from '../../../contract/dates/riyadh';
import type { SubmitOfferBodyOutput } from './use-tender-offers';

/**
 * The offer as the form edits it: the amount in SAR as Mantine's NumberInput gives it, the date as the
 * date input gives it (YYYY-MM-DD). The form turns it into the contract's body (halalas) before
 * SubmitOfferBodySchema — the server's own schema — checks it, so its codes land on the typed fields.
 */
export interface OfferFormValues {
  /** SAR before VAT. */
  amount: NumberFieldValue;
  completionDate: string;
  technicalDetails: string;
  executionPlan: string;
  notes: string;
}

export const offerFields = [
  'amount',
  'completionDate',
  'technicalDetails',
  'executionPlan',
  'notes',
] as const satisfies readonly (keyof OfferFormValues)[];

/** Empty for a new offer; the supplier's offer when it edits it. */
export function offerFormValuesOf(offer: Offer | null): OfferFormValues {
  return {
    amount: sarFromHalalas(offer?.amount),
    completionDate: offer?.completionDate ?? '',
    technicalDetails: offer?.technicalDetails ?? '',
    executionPlan: offer?.executionPlan ?? '',
    notes: offer?.notes ?? '',
  };
}

/**
 * The body SubmitOfferBodySchema checks and the server receives: the amount in halalas as `amountHalalas`
 * (decision 019).
 */
export const offerBodyOf = (values: OfferFormValues) => ({
  amountHalalas: halalasFromSar(values.amount),
  completionDate: values.completionDate,
  technicalDetails: values.technicalDetails,
  executionPlan: values.executionPlan,
  notes: values.notes,
});

/** The earliest completion date the form offers: tomorrow in Riyadh (the date must be in the future). */
export function earliestCompletionDate(now: Date = new Date()): string {
  return riyadhDayOf(new Date(now.getTime() + dayMs));
}

/**
 * The contract's schema on the body the form would send, plus the rule the schema leaves to the
 * server's clock: the completion date is after today in Riyadh (COMPLETION_DATE_PAST).
 */
const schemaResolver = zodResolver(SubmitOfferBodySchema);
export const offerResolver: Resolver<OfferFormValues, unknown, SubmitOfferBodyOutput> = async (
  values,
  context,
  options,
) => {
  const result = (await schemaResolver(
    offerBodyOf(values) as SubmitOfferBody,
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  )) as unknown as ResolverResult<OfferFormValues, SubmitOfferBodyOutput>;
  const isPast = values.completionDate !== '' && values.completionDate <= riyadhDayOf(new Date());
  if (!isPast || result.errors.completionDate) return result;
  const pastError: FieldError = { type: 'custom', message: 'COMPLETION_DATE_PAST' };
  return { values: {}, errors: { ...result.errors, completionDate: pastError } };
};

/** The field for a code when the answer names none. */
const fieldByCode = {
  COMPLETION_DATE_PAST: 'completionDate',
  AMOUNT_INVALID: 'amount',
} as const;

/**
 * Puts a failed submit's errors on their fields: the field the answer names (`details.field`, its
 * message already in the person's language), each VALIDATION_FAILED issue, or the code's field. False
 * when none took it: the form shows it above the button.
 */
export function placeOfferErrors(error: unknown, setError: UseFormSetError<OfferFormValues>): boolean {
  if (error instanceof ApiError && typeof error.details?.field === 'string') {
    const name = error.details.field.replace(/^body\./, '');
    const field = offerFields.find((candidate) => candidate === name);
    if (field) {
      setError(field, { type: 'server', message: error.message || error.code }, { shouldFocus: true });
      return true;
    }
  }
  return placeServerErrors(error, setError, offerFields, fieldByCode);
}
