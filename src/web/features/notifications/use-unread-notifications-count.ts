import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../lib/api-client';
import { languageInfo } from '../../i18n/languages';

interface NotificationSummary {
  notificationId: string;
  isRead: boolean;
}

/** Unread notifications of a signed-in user, for the bell badge. Load failures are only logged (spec §8). */
export function useUnreadNotificationsCount(isSignedIn: boolean): number {
  const { i18n } = useTranslation();
  const lang = languageInfo(i18n.resolvedLanguage).code;
  const { data } = useQuery({
    queryKey: ['notifications', 'me', lang],
    enabled: isSignedIn,
    queryFn: async () => {
      try {
        return await apiRequest<NotificationSummary[]>(`/api/notifications/me?lang=${lang}`);
      } catch (error) {
        console.warn('Could not load notifications.', error);
        return [];
      }
    },
  });
  return data?.filter((notification) => !notification.isRead).length ?? 0;
}
