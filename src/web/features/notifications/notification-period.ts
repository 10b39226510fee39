import { riyadhDay } from './notifications-cache';

/** The page's date filter (spec §2): quick ranges a manager uses most, or any days typed in. */
export const notificationPeriods = ['all', 'today', 'week', 'month', 'custom'] as const;
export type NotificationPeriod = (typeof notificationPeriods)[number];

export interface DayRange {
  from?: string;
  to?: string;
}

/** Adds days to a YYYY-MM-DD day. */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The Riyadh days a period covers, up to today. The Saudi week starts on Sunday. Typed days are used
 * as given, put in order when the second comes first.
 */
export function periodRange(period: NotificationPeriod, custom: DayRange, now: Date = new Date()): DayRange {
  const today = riyadhDay(now);
  switch (period) {
    case 'today':
      return { from: today };
    case 'week':
      return { from: shiftDay(today, -new Date(`${today}T00:00:00Z`).getUTCDay()) };
    case 'month':
      return { from: `${today.slice(0, 8)}01` };
    case 'custom': {
      const from = custom.from || undefined;
      const to = custom.to || undefined;
      return from && to && from > to ? { from: to, to: from } : { from, to };
    }
    default:
      return {};
  }
}
