import { describe, expect, it } from 'vitest';
import { AnalyticsQuerySchema } from '../../../contract/analytics/analytics.schemas.js';

describe('AnalyticsQuerySchema', () => {
  // Found by src/server/security/fuzz.test.ts: the range check listed every month up to `to`.
  it.each(['1e308', '9e99', 'NaN'])(
    'refuses a `to` of %j as an invalid date, without listing months',
    (to) => {
      const result = AnalyticsQuerySchema.safeParse({ from: '2020-01-01', to });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['to'], code: 'invalid_format' });
    },
  );

  it.each([{ to: '0001-01-01' }, { from: '0001-01-01', to: '0001-02-01' }, { from: '1999-12-31' }])(
    'refuses days before 2000, whose Riyadh midnight PostgreSQL cannot always hold: %j',
    (query) => {
      const result = AnalyticsQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
    },
  );

  it('still refuses a range of more than 36 calendar months', () => {
    const result = AnalyticsQuerySchema.safeParse({ from: '2023-01-31', to: '2026-01-01' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['DATE_RANGE_INVALID']);
    expect(AnalyticsQuerySchema.safeParse({ from: '2023-02-01', to: '2026-01-31' }).success).toBe(true);
  });
});
