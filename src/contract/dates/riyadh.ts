/*
 * Riyadh time, written once for the server and the web app: calendar days, weeks and months as Saudi
 * businesses count them. Asia/Riyadh is UTC+3 all year (Saudi Arabia keeps no daylight saving time), so a
 * fixed offset is exact and needs no time zone data. Zod-free: the web app's first pages load it.
 * Server-only Riyadh time (calendar months ahead, months in SQL) is in `server/platform/time`.
 */

/** The time zone's name, for `Intl` formatters. */
export const riyadhTimeZone = 'Asia/Riyadh';
/** Riyadh's offset from UTC as ISO 8601 writes it after a time: `2026-05-01T14:00:00+03:00`. */
export const riyadhOffset = '+03:00';
export const riyadhOffsetMs = 3 * 60 * 60 * 1000;
export const dayMs = 24 * 60 * 60 * 1000;

/**
 * An instant moved by Riyadh's offset, so that its UTC fields (`getUTCFullYear`, `getUTCMonth`,
 * `getUTCDate`, `getUTCHours`…) read the calendar and the clock on a wall in Riyadh.
 */
export const riyadhWallClockOf = (instant: Date | string) =>
  new Date(new Date(instant).getTime() + riyadhOffsetMs);

/** The calendar day (YYYY-MM-DD) an instant falls on in Riyadh. */
export const riyadhDayOf = (instant: Date | string) => riyadhWallClockOf(instant).toISOString().slice(0, 10);

/** The instant a calendar day (YYYY-MM-DD) starts in Riyadh. */
export const riyadhDayStart = (day: string) => new Date(`${day}T00:00:00${riyadhOffset}`);

/**
 * The first moment of today, of this week or of this month in Riyadh. Weeks start on Sunday: the Saudi
 * working week runs Sunday to Thursday, so "this week" is the current working week and its weekend.
 */
export function riyadhPeriodStart(period: 'TODAY' | 'WEEK' | 'MONTH', now: Date): Date {
  const local = riyadhWallClockOf(now);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const localStart =
    period === 'TODAY'
      ? midnight
      : period === 'WEEK'
        ? midnight - local.getUTCDay() * dayMs
        : Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return new Date(localStart - riyadhOffsetMs);
}
