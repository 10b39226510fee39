import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CursorPage } from '../../lib/use-cursor-pages';
import type {
  Notification,
  NotificationType,
  UnreadCount,
} from '../../../contract/notifications/notifications.schemas';
import type { Language } from '../../../contract/i18n/languages';
import { riyadhDayOf } from '../../../contract/dates/riyadh';

/**
 * The notification queries and how live events and reads change them without a reload. Every
 * notification query starts with `notificationsQueryKey`, so logout's cleanup and invalidation reach all.
 */
export const notificationsQueryKey = ['notifications'] as const;
export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;
export const notificationListsQueryKey = [...notificationsQueryKey, 'list'] as const;

/** The page's filters (spec §2: type and date) and the unread-only switch; days are Riyadh days. */
export interface NotificationFilters {
  type?: NotificationType;
  from?: string;
  to?: string;
  isUnreadOnly?: boolean;
}

export const notificationListQueryKey = (lang: Language, filters: NotificationFilters) =>
  [...notificationListsQueryKey, lang, filters] as const;

export type NotificationList = InfiniteData<CursorPage<Notification>, string | null>;

/** Whether a notification that just arrived belongs in a list with these filters. */
function isShownIn(filters: NotificationFilters, notification: Notification): boolean {
  const day = riyadhDayOf(notification.createdAt);
  if (filters.type && filters.type !== notification.type) return false;
  if (filters.isUnreadOnly && notification.isRead) return false;
  if (filters.from && day < filters.from) return false;
  return !(filters.to && day > filters.to);
}

function allCachedItems(client: QueryClient): Notification[] {
  return client
    .getQueriesData<NotificationList>({ queryKey: notificationListsQueryKey })
    .flatMap(([, list]) => list?.pages.flatMap((page) => page.items) ?? []);
}

/**
 * Spec §4: a live notification is prepended to every cached list it belongs in (the lists in another
 * language or with other filters are only marked stale), and bumps the unread count. Answers false, and
 * changes nothing, when a list already holds it (duplicates by id are ignored).
 */
export function addLiveNotification(
  client: QueryClient,
  lang: Language,
  notification: Notification,
): boolean {
  if (allCachedItems(client).some((item) => item.notificationId === notification.notificationId))
    return false;
  for (const query of client.getQueryCache().findAll({ queryKey: notificationListsQueryKey })) {
    const [, , listLang, filters] = query.queryKey as ReturnType<typeof notificationListQueryKey>;
    const list = query.state.data as NotificationList | undefined;
    if (!list) continue;
    if (listLang !== lang || !isShownIn(filters, notification)) {
      void client.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
      continue;
    }
    const [first, ...rest] = list.pages;
    const pages = first ? [{ ...first, items: [notification, ...first.items] }, ...rest] : list.pages;
    client.setQueryData<NotificationList>(query.queryKey, { ...list, pages });
  }
  if (!notification.isRead) {
    client.setQueryData<UnreadCount>(unreadCountQueryKey, (count) =>
      count ? { count: count.count + 1 } : count,
    );
  }
  return true;
}

/** Puts `change` on every cached copy of the notifications `isTarget` picks. */
export function updateCachedNotifications(
  client: QueryClient,
  isTarget: (notification: Notification) => boolean,
  change: (notification: Notification) => Notification,
) {
  client.setQueriesData<NotificationList>({ queryKey: notificationListsQueryKey }, (list) =>
    list
      ? {
          ...list,
          pages: list.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (isTarget(item) ? change(item) : item)),
          })),
        }
      : list,
  );
}

/** Whether a cached list shows this notification as unread (so reading it lowers the count). */
export const isCachedUnread = (client: QueryClient, notificationId: string) =>
  allCachedItems(client).some((item) => item.notificationId === notificationId && !item.isRead);
