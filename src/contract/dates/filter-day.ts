import { z } from 'zod';

/**
 * Issue 19: the days a list or a report can be filtered by (`from`/`to` of notifications, invoices, plan
 * invoices, analytics). Nothing was recorded outside them, and a Riyadh day of year 1 starts in year 0
 * UTC, which PostgreSQL has not: such a filter was a 500 (year 9999 ends in year 10000, the same).
 */
export const earliestFilterDay = '2000-01-01';
export const latestFilterDay = '2100-12-31';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day filter (YYYY-MM-DD, Asia/Riyadh), the one schema of every date filter: a malformed day is
 * VALIDATION_FAILED, a well-formed one outside the range 400 DATE_OUT_OF_RANGE.
 */
export const FilterDaySchema = z.iso
  .date()
  .refine((day) => !dayPattern.test(day) || (day >= earliestFilterDay && day <= latestFilterDay), {
    error: 'DATE_OUT_OF_RANGE',
  });
