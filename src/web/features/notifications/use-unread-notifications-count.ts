import { useQuery } from '@tanstack/react-query';
import { notificationsEndpoints } from '../../../contract/notifications/notifications.endpoints';
import type { UnreadCount } from '../../../contract/notifications/notifications.schemas';
import { callEndpoint } from '../../lib/api-client';
import { useSession } from '../auth/use-session';
import { unreadCountQueryKey } from './notifications-cache';

/**
 * The signed-in person's unread notifications, for the bell and the sidebar badge. Live notifications and reads update it in the cache; a load
 * failure is only logged and shows no badge (spec §8).
 */
export function useUnreadNotificationsCount(): number {
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: unreadCountQueryKey,
    enabled: user !== null,
    queryFn: async (): Promise<UnreadCount> => {
      try {
        return await callEndpoint(notificationsEndpoints.countUnread);
      } catch (error) {
        console.warn('Could not load the unread notifications count.', error);
        return { count: 0 };
      }
    },
  });
  return data?.count ?? 0;
}
