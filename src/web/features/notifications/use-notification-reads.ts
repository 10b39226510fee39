import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '../../../contract/notifications/notifications.endpoints';
import type { Notification } from '../../../contract/notifications/notifications.schemas';
import { callEndpoint } from '../../lib/api-client';
import {
  isCachedUnread,
  notificationListsQueryKey,
  unreadCountQueryKey,
  updateCachedNotifications,
} from './notifications-cache';
import type { UnreadCount } from '../../../contract/notifications/notifications.schemas';

const asRead = (notification: Notification): Notification => ({ ...notification, isRead: true });

/**
 * One notification read: shown as read at once; the answer replaces the cached copy. A
 * failure is only logged (spec §8) and the cache is reloaded from the server.
 */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(notificationsEndpoints.markRead, { params: { id } }),
    onMutate: (id) => {
      if (isCachedUnread(client, id)) {
        client.setQueryData<UnreadCount>(unreadCountQueryKey, (count) =>
          count ? { count: Math.max(0, count.count - 1) } : count,
        );
      }
      updateCachedNotifications(client, (item) => item.notificationId === id, asRead);
    },
    onSuccess: (answer, id) =>
      updateCachedNotifications(
        client,
        (item) => item.notificationId === id,
        (item) => ({ ...item, isRead: answer.isRead }),
      ),
    onError: async (error) => {
      console.warn('Could not mark the notification as read.', error);
      await client.invalidateQueries({ queryKey: notificationListsQueryKey });
    },
    onSettled: () => client.invalidateQueries({ queryKey: unreadCountQueryKey }),
  });
}

/**
 * Every notification of the caller becomes read, the badges clear
 * and the lists reload (an unread-only list empties). A failure is only logged (spec §8).
 */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(notificationsEndpoints.markAllRead),
    onSuccess: async () => {
      client.setQueryData<UnreadCount>(unreadCountQueryKey, { count: 0 });
      updateCachedNotifications(client, (item) => !item.isRead, asRead);
      await client.invalidateQueries({ queryKey: notificationListsQueryKey });
    },
    onError: (error) => console.warn('Could not mark all notifications as read.', error),
  });
}
