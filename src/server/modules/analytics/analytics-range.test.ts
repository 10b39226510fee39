import { describe, expect, it } from 'vitest';
import {
  AnalyticsQuerySchema,
  analyticsRangeProblem,
  defaultAnalyticsRange,
  monthsOfRange,
} from '../../../contract/analytics/analytics.schemas.js';

describe('monthsOfRange', () => {
  it('lists every calendar month from the first day to the last, across a new year', () => {
    expect(monthsOfRange('2025-11-30', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('gives one month for a range inside it', () => {
    expect(monthsOfRange('2026-02-15', '2026-02-20')).toEqual(['2026-02']);
  });
});

describe('analyticsRangeProblem', () => {
  it('accepts 36 calendar months and refuses 37', () => {
    expect(analyticsRangeProblem('2024-01-31', '2026-12-01')).toBeNull();
    expect(analyticsRangeProblem('2024-01-31', '2027-01-01')).toBe('DATE_RANGE_INVALID');
  });

  it('accepts one day and refuses an end before the start', () => {
    expect(analyticsRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(analyticsRangeProblem('2026-03-02', '2026-03-01')).toBe('DATE_RANGE_INVALID');
  });
});

describe('defaultAnalyticsRange', () => {
  it('ends today and starts on the first day of the month 11 months before: 12 calendar months', () => {
    expect(defaultAnalyticsRange('2026-01-15')).toEqual({ from: '2025-02-01', to: '2026-01-15' });
  });

  it('fills only the missing bound', () => {
    expect(defaultAnalyticsRange('2026-11-25', { to: '2026-06-30' })).toEqual({
      from: '2025-07-01',
      to: '2026-06-30',
    });
    expect(defaultAnalyticsRange('2026-11-25', { from: '2026-10-01' })).toEqual({
      from: '2026-10-01',
      to: '2026-11-25',
    });
  });
});

describe('AnalyticsQuerySchema', () => {
  it('names DATE_RANGE_INVALID for a range it refuses', () => {
    const result = AnalyticsQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('DATE_RANGE_INVALID');
  });
});
