import { Badge, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../contract/notifications/notifications.schemas';
import { formatDate, formatRelativeTime } from '../../lib/format';
import { NotificationTypeIcon } from './notification-type-icon';
import { isolate } from '../../lib/bidi';

/** Notifications older than this show their date instead of «3 days ago». */
const relativeForMs = 7 * 24 * 3600 * 1000;

/**
 * One notification in the list. Unread ones have a tinted background, an edge, a bold title and an
 * «Unread» label, so the difference never rests on colour alone. Clicking marks it read and opens it.
 */
export function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  /** The time the relative dates count from. */
  now: Date;
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { isRead, createdAt } = notification;
  const createdMs = new Date(createdAt).getTime();
  const isRecent = now.getTime() - createdMs < relativeForMs;
  // A live notification can be newer than the last tick of `now`: it is «now», never «in a minute».
  const since = new Date(Math.max(now.getTime(), createdMs));
  const fullDate = formatDate(createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <li data-testid="notification" data-unread={!isRead || undefined}>
      <UnstyledButton
        onClick={() => onOpen(notification)}
        w="100%"
        p="md"
        ta="start"
        bg={isRead ? undefined : 'var(--mantine-primary-color-light)'}
        style={{
          display: 'block',
          borderRadius: 'var(--mantine-radius-md)',
          borderInlineStart: `4px solid ${isRead ? 'transparent' : 'var(--mantine-primary-color-filled)'}`,
        }}
      >
        <Group gap="md" wrap="nowrap" align="start">
          <ThemeIcon variant={isRead ? 'default' : 'light'} size="lg" radius="xl">
            <NotificationTypeIcon type={notification.type} />
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="start">
              <Text fw={isRead ? 500 : 700}>{notification.title}</Text>
              {!isRead && (
                <Badge size="sm" variant="filled" style={{ flexShrink: 0 }}>
                  {t('item.unread')}
                </Badge>
              )}
            </Group>
            <Text size="sm" mt={4}>
              {notification.content}
            </Text>
            <Group gap="xs" mt={6} c="dimmed">
              <Text size="xs">{t(`types.${notification.type}`)}</Text>
              {notification.sender && (
                <Text size="xs">{t('item.from', { name: isolate(notification.sender.name) })}</Text>
              )}
              <Text size="xs" component="time" dateTime={createdAt} title={fullDate}>
                {isRecent ? formatRelativeTime(createdAt, lang, since) : fullDate}
              </Text>
            </Group>
          </div>
        </Group>
      </UnstyledButton>
    </li>
  );
}
