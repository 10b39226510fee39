import { describe, expect, it } from 'vitest';
import {
  addRiyadhMonths,
  riyadhDayOf,
  riyadhDayStart,
  riyadhPeriodStart,
  riyadhWallClockOf,
} from './riyadh-time.js';

describe('riyadhPeriodStart', () => {
  // Wednesday 18 June 2025, 10:00 in Riyadh (UTC+3 all year).
  const now = new Date('2025-06-18T07:00:00.000Z');

  it('starts today at midnight in Riyadh, 21:00 UTC the day before', () => {
    expect(riyadhPeriodStart('TODAY', now).toISOString()).toBe('2025-06-17T21:00:00.000Z');
  });

  it('starts the week on Sunday (the Saudi working week runs Sunday to Thursday)', () => {
    expect(riyadhPeriodStart('WEEK', now).toISOString()).toBe('2025-06-14T21:00:00.000Z');
  });

  it('starts the week on the same day when today is Sunday', () => {
    const sunday = new Date('2025-06-15T08:00:00.000Z');

    expect(riyadhPeriodStart('WEEK', sunday).toISOString()).toBe('2025-06-14T21:00:00.000Z');
  });

  it('uses the Riyadh date late in the UTC evening (already tomorrow there)', () => {
    // 22:30 UTC on Saturday 31 May is 01:30 on Sunday 1 June in Riyadh.
    const lateEvening = new Date('2025-05-31T22:30:00.000Z');

    expect(riyadhPeriodStart('TODAY', lateEvening).toISOString()).toBe('2025-05-31T21:00:00.000Z');
    expect(riyadhPeriodStart('WEEK', lateEvening).toISOString()).toBe('2025-05-31T21:00:00.000Z');
    expect(riyadhPeriodStart('MONTH', lateEvening).toISOString()).toBe('2025-05-31T21:00:00.000Z');
  });

  it('starts the month on its first day in Riyadh', () => {
    expect(riyadhPeriodStart('MONTH', now).toISOString()).toBe('2025-05-31T21:00:00.000Z');
  });
});

describe('addRiyadhMonths', () => {
  it('keeps the Riyadh day and time of day a month later', () => {
    // 10:00 on 18 June in Riyadh → 10:00 on 18 July.
    expect(addRiyadhMonths(new Date('2025-06-18T07:00:00.000Z'), 1).toISOString()).toBe(
      '2025-07-18T07:00:00.000Z',
    );
  });

  it('ends on the last day of a shorter month, by the Riyadh date', () => {
    // 01:30 on 31 January in Riyadh is 22:30 UTC on 30 January.
    expect(addRiyadhMonths(new Date('2025-01-30T22:30:00.000Z'), 1).toISOString()).toBe(
      '2025-02-27T22:30:00.000Z',
    );
    expect(addRiyadhMonths(new Date('2024-01-30T22:30:00.000Z'), 1).toISOString()).toBe(
      '2024-02-28T22:30:00.000Z',
    );
  });

  it('crosses the year', () => {
    expect(addRiyadhMonths(new Date('2025-12-15T09:00:00.000Z'), 1).toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
  });
});

describe('Riyadh days', () => {
  it('names the Riyadh day of an instant, already tomorrow from 21:00 UTC', () => {
    expect(riyadhDayOf(new Date('2026-05-31T20:59:59.999Z'))).toBe('2026-05-31');
    expect(riyadhDayOf(new Date('2026-05-31T21:00:00.000Z'))).toBe('2026-06-01');
    expect(riyadhDayOf('2026-12-31T22:30:00.000Z')).toBe('2027-01-01');
  });

  it('starts a Riyadh day at 21:00 UTC the day before', () => {
    expect(riyadhDayStart('2026-06-01').toISOString()).toBe('2026-05-31T21:00:00.000Z');
    expect(riyadhDayOf(riyadhDayStart('2026-06-01'))).toBe('2026-06-01');
  });

  it('reads the Riyadh calendar and clock from the UTC fields of the wall clock', () => {
    const wall = riyadhWallClockOf(new Date('2025-12-31T22:30:00.000Z'));
    expect([wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate(), wall.getUTCHours()]).toEqual([
      2026, 1, 1, 1,
    ]);
  });
});
