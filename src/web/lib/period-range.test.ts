import { describe, expect, it } from 'vitest';
import { periodRange } from './period-range';

// Saturday 28 November 2026, 22:30 in Riyadh (UTC+3): already Sunday the 29th there.
const lateSaturdayUtc = new Date('2026-11-28T21:30:00Z');

describe('periodRange', () => {
  it('counts days in Riyadh time', () => {
    expect(periodRange('today', {}, lateSaturdayUtc)).toEqual({ from: '2026-11-29' });
  });

  it('starts the week on Sunday and the month on its first day', () => {
    expect(periodRange('week', {}, lateSaturdayUtc)).toEqual({ from: '2026-11-29' });
    expect(periodRange('week', {}, new Date('2026-11-28T12:00:00Z'))).toEqual({ from: '2026-11-22' });
    expect(periodRange('month', {}, lateSaturdayUtc)).toEqual({ from: '2026-11-01' });
  });

  it('uses typed days as given, in order, and leaves out empty ones', () => {
    expect(periodRange('custom', { from: '2026-11-10', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(periodRange('custom', { from: '', to: '2026-11-01' })).toEqual({
      from: undefined,
      to: '2026-11-01',
    });
    expect(periodRange('all', { from: '2026-11-10' })).toEqual({});
  });
});
