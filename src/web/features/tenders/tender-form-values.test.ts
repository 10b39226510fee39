import { describe, expect, it } from 'vitest';
import {
  emptyTenderValues,
  riyadhInstant,
  tenderResolver,
  type TenderFormValues,
} from './tender-form-values';

const valid: TenderFormValues = {
  ...emptyTenderValues,
  name: 'Office furniture',
  mainActivity: 'Desks and chairs.',
  submissionDate: '2026-05-01',
  submissionTime: '14:00',
  responseDeadlineOption: '1w',
};
/** 1 May 2026, 10:00 in Riyadh. */
const now = () => new Date('2026-05-01T07:00:00.000Z');
const resolve = (values: TenderFormValues) =>
  tenderResolver(now)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('riyadhInstant', () => {
  it('writes a Riyadh date and time as an instant with +03:00', () => {
    expect(riyadhInstant('2026-05-01', '14:00')).toBe('2026-05-01T14:00:00+03:00');
    expect(new Date(riyadhInstant('2026-05-01', '14:00')).toISOString()).toBe('2026-05-01T11:00:00.000Z');
  });

  it('reads Arabic-Indic digits and ignores seconds', () => {
    expect(riyadhInstant('٢٠٢٦-٠٥-٠١', '١٤:٠٠:٣٠')).toBe('2026-05-01T14:00:00+03:00');
  });

  it('is empty while the date or the time is missing', () => {
    expect(riyadhInstant('', '14:00')).toBe('');
    expect(riyadhInstant('2026-05-01', '')).toBe('');
  });
});

describe('tenderResolver', () => {
  it('lets a deadline later today through, as the contract body', async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Office furniture',
      mainActivity: 'Desks and chairs.',
      organizationName: '',
      submissionDeadline: '2026-05-01T14:00:00+03:00',
      responseDeadlineOption: '1w',
      estimatedBudget: null,
      asDraft: false,
    });
  });

  it('sends an estimated budget typed in riyals as halalas', async () => {
    const result = await resolve({ ...valid, estimatedBudget: 12_500.5 });
    expect(result.values).toMatchObject({ estimatedBudget: 1_250_050 });
  });

  it('blames the time for an hour already gone today', async () => {
    const result = await resolve({ ...valid, submissionTime: '09:59' });
    expect(result.errors).toEqual({
      submissionTime: { type: 'custom', message: 'DEADLINE_NOT_IN_FUTURE' },
    });
  });

  it('blames the date for a day already gone', async () => {
    const result = await resolve({ ...valid, submissionDate: '2026-04-30', submissionTime: '23:00' });
    expect(result.errors).toEqual({
      submissionDate: { type: 'custom', message: 'DEADLINE_NOT_IN_FUTURE' },
    });
  });

  it('asks for a missing time on the time input', async () => {
    const result = await resolve({ ...valid, submissionTime: '' });
    expect(Object.keys(result.errors)).toEqual(['submissionTime']);
    expect(result.errors.submissionTime?.message).toBe('FIELD_REQUIRED');
  });
});
