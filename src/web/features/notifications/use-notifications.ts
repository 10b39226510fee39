import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../contract/notifications/notifications.schemas';
import { languageInfo } from '../../i18n/languages';
import { apiRequestWithHeaders } from '../../lib/api-client';
import {
  notificationListQueryKey,
  notificationsPath,
  type NotificationFilters,
  type NotificationsPage,
} from './notifications-cache';

/**
 * The signed-in person's notifications, newest first, a page at a time, in the interface language.
 * Failures are logged (spec §8) and left to the view, which offers to try again.
 */
export function useNotifications(filters: NotificationFilters) {
  const { i18n } = useTranslation();
  const lang = languageInfo(i18n.resolvedLanguage).code;
  return useInfiniteQuery({
    queryKey: notificationListQueryKey(lang, filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<NotificationsPage> => {
      try {
        const { body, headers } = await apiRequestWithHeaders<Notification[]>(
          notificationsPath(lang, filters, pageParam),
          { signal },
        );
        return { items: body, nextCursor: headers.get('x-next-cursor') || null };
      } catch (error) {
        if (!signal.aborted) console.warn('Could not load notifications.', error);
        throw error;
      }
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Changing a filter keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
