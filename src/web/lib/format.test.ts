import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDecimalAmount,
  formatMonth,
  formatHijriDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRating,
  formatRelativeTime,
  normalizeDigits,
} from './format';

describe('format', () => {
  it('formats money from halalas with the SAR label of each language', () => {
    expect(formatMoney(123450, 'en')).toBe('SAR 1,234.50');
    expect(formatMoney(123450, 'ar')).toBe('1,234.50 ر.س');
    expect(formatMoney(5, 'en')).toBe('SAR 0.05');
  });

  it('writes Latin digits in Arabic', () => {
    expect(formatNumber(1234567, 'ar')).toMatch(/^1.234.567$/);
    expect(formatNumber(1234567, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('writes money as a plain decimal number of riyals for spreadsheets', () => {
    expect(formatDecimalAmount(123450)).toBe('1234.50');
    expect(formatDecimalAmount(5)).toBe('0.05');
    expect(formatDecimalAmount(-1999)).toBe('-19.99');
  });

  it('names a Riyadh calendar month in each language', () => {
    expect(formatMonth('2026-03', 'en')).toBe('Mar 2026');
    expect(formatMonth('2026-03', 'ar')).toBe('مارس 2026');
  });

  it('writes a percentage with the sign of each language, Latin digits in both', () => {
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPercent(15, 'ar')).toBe('15٪');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(0, 'ar')).toBe('0٪');
  });

  it('shows ratings to one decimal', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.26, 'ar')).toBe('4.3');
  });

  it('formats dates in the Gregorian calendar in Riyadh time, whatever the ICU default', () => {
    // 21:30 UTC is already the next day in Riyadh (UTC+3).
    expect(formatDate('2026-11-22T21:30:00Z', 'en', { dateStyle: 'short' })).toBe('23/11/2026');
    expect(formatDate('2026-11-22T10:00:00Z', 'ar', { year: 'numeric' })).toBe('2026');
  });

  it('formats the Umm al-Qura date as a secondary line', () => {
    expect(formatHijriDate('2026-11-22T10:00:00Z', 'en')).toMatch(/1448/);
  });

  it('turns Arabic-Indic and Persian digits into ASCII digits', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۱۲۳۴ abc 56')).toBe('1234 abc 56');
  });

  it('says how long ago a moment was in its largest whole unit, with Latin digits in Arabic', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(formatRelativeTime('2026-11-23T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-23T11:59:40Z', 'en', now)).toBe('now');
    expect(formatRelativeTime('2026-11-22T11:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-23T11:55:00Z', 'ar', now)).toBe('قبل 5 دقائق');
  });
});
