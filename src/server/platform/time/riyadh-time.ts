import { riyadhOffsetMs, riyadhWallClockOf } from '../../../contract/dates/riyadh.js';

/*
 * Riyadh time on the server. Days, weeks and months shared with the web app are defined once in the
 * contract (`contract/dates/riyadh.ts`) and offered here under the same names, so that server code finds
 * all of Riyadh time in `platform/time`; what only the server needs is written below.
 */
export {
  dayMs,
  riyadhDayOf,
  riyadhDayStart,
  riyadhOffsetMs,
  riyadhPeriodStart,
  riyadhWallClockOf,
} from '../../../contract/dates/riyadh.js';

/**
 * The same time of day `months` calendar months later in Riyadh, on the same day of the month or the
 * month's last day when it has fewer (a Premium month from 31 January ends on 28 or 29 February).
 */
export function addRiyadhMonths(instant: Date, months: number): Date {
  const local = riyadhWallClockOf(instant);
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
