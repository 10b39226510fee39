import { riyadhDayOf } from '../../../contract/dates/riyadh';
import { formatDate } from '../../lib/format';

/** A message's time of day: «3:05 PM», «٣:٠٥ م» style per the language registry. */
export const formatMessageTime = (date: string, language: string) =>
  formatDate(date, language, { hour: 'numeric', minute: '2-digit' });

/** The day heading above a day's messages. */
export const formatMessageDay = (date: string, language: string) =>
  formatDate(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A thread's last activity in the list: the time today, the weekday within a week, else the date. */
export function formatThreadTime(date: string, language: string, now: Date = new Date()): string {
  if (riyadhDayOf(date) === riyadhDayOf(now)) return formatMessageTime(date, language);
  const ageMs = now.getTime() - new Date(date).getTime();
  if (ageMs < 6 * 24 * 3600 * 1000) return formatDate(date, language, { weekday: 'short' });
  return formatDate(date, language, { day: 'numeric', month: 'short' });
}
