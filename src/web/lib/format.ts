import { riyadhDayStart, riyadhTimeZone } from '../../contract/dates/riyadh';
import { riyalsOf, riyalsText } from '../../contract/money/riyals';
import { languageInfo } from '../i18n/languages';

/**
 * The one place numbers, money and dates are turned into text. Every formatter takes the language
 * explicitly and uses the registry's Intl locale, which fixes the calendar and the digits.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, options: Intl.NumberFormatOptions) {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageInfo(language).intlLocale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(language, options).format(value);
}

/** Money is integer halalas everywhere; SAR shows as «ر.س» in Arabic and «SAR» in English (saudi.md). */
export function formatMoney(halalas: number, language: string): string {
  const amount = formatNumber(riyalsOf(halalas), language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return languageInfo(language).code === 'ar' ? `${amount} ر.س` : `SAR ${amount}`;
}

/**
 * Money from halalas as a plain number of riyals (`1234.50`): no grouping, no currency, Latin digits,
 * for files a spreadsheet reads as numbers (CSV exports). The column heading names the currency.
 */
export const formatDecimalAmount = riyalsText;

/** A Riyadh calendar day (`YYYY-MM-DD`) as people read it, whatever the browser's time zone. */
export function formatDay(
  day: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return formatDate(riyadhDayStart(day), language, options);
}

/** A Riyadh calendar month (`YYYY-MM`) as people read it: «Mar 2026», «مارس 2026». */
export function formatMonth(
  month: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric' },
): string {
  return formatDay(`${month}-01`, language, options);
}

/**
 * A percentage given in percent (15 for 15%), in the language's own sign: «15٪» in Arabic, «15%» in
 * English. Every percent on screen comes from here, so the cart, the invoice and the offers agree.
 */
export function formatPercent(percent: number, language: string): string {
  return formatNumber(percent / 100, language, { style: 'percent', maximumFractionDigits: 2 });
}

/** A rating to one decimal (spec §9). */
export function formatRating(value: number, language: string): string {
  return formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function formatDate(
  date: Date | string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(languageInfo(language).intlLocale, {
    timeZone: riyadhTimeZone,
    ...options,
  }).format(new Date(date));
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago (or until) a moment is, in its largest whole unit: «5 minutes ago», «أمس», «now». */
export function formatRelativeTime(date: Date | string, language: string, now: Date = new Date()): string {
  const seconds = (new Date(date).getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(languageInfo(language).intlLocale, { numeric: 'auto' });
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The Umm al-Qura (Hijri) date, shown as a secondary line where useful. */
export function formatHijriDate(date: Date | string, language: string): string {
  const locale = languageInfo(language).intlLocale.replace('ca-gregory', 'ca-islamic-umalqura');
  return new Intl.DateTimeFormat(locale, { timeZone: riyadhTimeZone, dateStyle: 'long' }).format(
    new Date(date),
  );
}

/** Inputs accept Arabic-Indic digits; the contract's schemas normalize them (one implementation). */
export { normalizeDigits } from '../../contract/text/digits';
