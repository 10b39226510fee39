import { riyadhDayOf, riyadhPeriodStart } from '../../contract/dates/riyadh';

/** The page's date filter (spec §2): quick ranges a manager uses most, or any days typed in. */
export const notificationPeriods = ['all', 'today', 'week', 'month', 'custom'] as const;
export type NotificationPeriod = (typeof notificationPeriods)[number];

export interface DayRange {
  from?: string;
  to?: string;
}

/**
 * The Riyadh days a period covers, up to today. The Saudi week starts on Sunday. Typed days are used
 * as given, put in order when the second comes first.
 */
export function periodRange(period: NotificationPeriod, custom: DayRange, now: Date = new Date()): DayRange {
  switch (period) {
    case 'today':
      return { from: riyadhDayOf(now) };
    case 'week':
      return { from: riyadhDayOf(riyadhPeriodStart('WEEK', now)) };
    case 'month':
      return { from: riyadhDayOf(riyadhPeriodStart('MONTH', now)) };
    case 'custom': {
      const from = custom.from || undefined;
      const to = custom.to || undefined;
      return from && to && from > to ? { from: to, to: from } : { from, to };
    }
    default:
      return {};
  }
}
