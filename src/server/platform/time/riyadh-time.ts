/*
 * Calendar days as Saudi businesses count them. Asia/Riyadh is UTC+3 all year (Saudi Arabia keeps no
 * daylight saving time), so a fixed offset is exact.
 */
const riyadhOffsetMs = 3 * 60 * 60 * 1000;
export const dayMs = 24 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) an instant falls on in Riyadh. */
export const riyadhDayOf = (instant: Date) =>
  new Date(instant.getTime() + riyadhOffsetMs).toISOString().slice(0, 10);

/** The instant a calendar day (YYYY-MM-DD) starts in Riyadh. */
export const riyadhDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

/**
 * The first moment of today, of this week or of this month in Riyadh. Weeks start on Sunday: the Saudi
 * working week runs Sunday to Thursday, so "this week" is the current working week and its weekend.
 */
export function riyadhPeriodStart(period: 'TODAY' | 'WEEK' | 'MONTH', now: Date): Date {
  const local = new Date(now.getTime() + riyadhOffsetMs);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const localStart =
    period === 'TODAY'
      ? midnight
      : period === 'WEEK'
        ? midnight - local.getUTCDay() * dayMs
        : Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return new Date(localStart - riyadhOffsetMs);
}

/**
 * The same time of day `months` calendar months later in Riyadh, on the same day of the month or the
 * month's last day when it has fewer (a Premium month from 31 January ends on 28 or 29 February).
 */
export function addRiyadhMonths(instant: Date, months: number): Date {
  const local = new Date(instant.getTime() + riyadhOffsetMs);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - riyadhOffsetMs);
}
