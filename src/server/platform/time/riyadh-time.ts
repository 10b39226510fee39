/*
 * Calendar days as Saudi businesses count them. Asia/Riyadh is UTC+3 all year (Saudi Arabia keeps no
 * daylight saving time), so a fixed offset is exact.
 */
const riyadhOffsetMs = 3 * 60 * 60 * 1000;
export const dayMs = 24 * 60 * 60 * 1000;

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
