import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../contract/notifications/notifications.schemas';
import { EmptyState, PagedList, pagedListLabels } from '../../components/paged-list';
import type { NotificationFilters as Filters } from './notifications-cache';
import {
  NotificationFilters,
  noNotificationFilters,
  type NotificationFilterState,
} from './notification-filters';
import { NotificationItem } from './notification-item';
import { notificationPath } from './notification-path';
import { periodRange } from '../../lib/period-range';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './use-notification-reads';
import { useNotifications } from './use-notifications';
import { useNow } from '../../lib/use-now';
import { useUnreadNotificationsCount } from './use-unread-notifications-count';

function toQueryFilters(state: NotificationFilterState): Filters {
  return {
    ...(state.type && { type: state.type }),
    ...(state.isUnreadOnly && { isUnreadOnly: true }),
    ...periodRange(state.period, state.custom),
  };
}

/**
 * `/buyer/notifications` and `/supplier/notifications`: the person's notifications, newest first, with
 * the spec's filters (type and date) and an unread-only switch. Live ones are prepended (LiveNotifications).
 * Clicking one marks it read and opens its page; «mark all as read» clears the badges.
 */
export function NotificationsView({ role }: { role: 'buyer' | 'supplier' }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [state, setState] = useState(noNotificationFilters);
  const filters = useMemo(() => toQueryFilters(state), [state]);
  const list = useNotifications(filters);
  const unread = useUnreadNotificationsCount();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const now = useNow();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = Object.keys(filters).length > 0;

  const open = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.notificationId);
    const path = notificationPath(role, notification);
    if (path) void navigate(path);
  };

  return (
    <Container size="md" py="xl">
      <Group justify="space-between" align="end" gap="md">
        <div>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed" mt="xs">
            {unread > 0 ? t('page.unreadCount', { count: unread }) : t('page.allRead')}
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconChecks size={18} aria-hidden />}
          onClick={() => markAllRead.mutate()}
          loading={markAllRead.isPending}
          disabled={unread === 0}
        >
          {t('page.markAllRead')}
        </Button>
      </Group>
      <Paper withBorder p="md" mt="lg">
        <NotificationFilters value={state} onChange={setState} />
      </Paper>
      <PagedList
        query={list}
        items={items}
        gap="xs"
        renderItem={(notification) => (
          <NotificationItem
            key={notification.notificationId}
            notification={notification}
            now={now}
            onOpen={open}
          />
        )}
        labels={pagedListLabels(t, 'page')}
        empty={
          <EmptyState
            testId="notifications-empty"
            icon={<IconBellOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
            title={isFiltered ? t('page.emptyFiltered.title') : t('page.empty.title')}
            text={isFiltered ? t('page.emptyFiltered.text') : t('page.empty.text')}
          >
            {isFiltered && (
              <Button variant="light" mt="lg" onClick={() => setState(noNotificationFilters)}>
                {t('page.clearFilters')}
              </Button>
            )}
          </EmptyState>
        }
      />
    </Container>
  );
}
