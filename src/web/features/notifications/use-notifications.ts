import { useTranslation } from 'react-i18next';
import { notificationsEndpoints } from '../../../contract/notifications/notifications.endpoints';
import { languageInfo } from '../../i18n/languages';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { notificationListQueryKey, type NotificationFilters } from './notifications-cache';

/**
 * The signed-in person's notifications, newest first, a page at a time, in the interface language, with
 * the filters the server knows (empty ones left out). Failures are logged (spec §8) and left to the
 * view, which offers to try again.
 */
export function useNotifications(filters: NotificationFilters) {
  const { i18n } = useTranslation();
  const lang = languageInfo(i18n.resolvedLanguage).code;
  const { type, isUnreadOnly, from, to } = filters;
  return useCursorPages(notificationsEndpoints.listMine, {
    queryKey: notificationListQueryKey(lang, filters),
    input: { query: { lang, type, isRead: isUnreadOnly ? 'false' : undefined, from, to } },
    // Changing a filter keeps the last list on screen until the new one arrives.
    keepPreviousList: true,
  });
}
