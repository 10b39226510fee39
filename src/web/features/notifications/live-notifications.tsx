import { Text, UnstyledButton } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotificationSchema } from '../../../contract/notifications/notifications.schemas';
import { languageInfo } from '../../i18n/languages';
import { useStreamMessage } from '../../lib/live-stream';
import { addLiveNotification } from './notifications-cache';
import { notificationPath } from './notification-path';
import { useMarkNotificationRead } from './use-notification-reads';

/** How long a live notification's toast stays. */
const toastMs = 8_000;

/**
 * Spec §4: a notification pushed on the live stream is prepended to the lists, counted in the badges and
 * shown as a toast whose click marks it read and opens its page. A repeated id is ignored. Mounted once
 * per signed-in layout, beside the stream connection.
 */
export function LiveNotifications({ role }: { role: 'buyer' | 'supplier' }) {
  const { t, i18n } = useTranslation('notifications');
  const lang = languageInfo(i18n.resolvedLanguage).code;
  const client = useQueryClient();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const seenIds = useRef(new Set<string>());

  useStreamMessage<unknown>('NOTIFICATION', (payload) => {
    const parsed = NotificationSchema.safeParse(payload);
    if (!parsed.success) {
      console.warn('Skipped a live notification of an unexpected shape.', parsed.error);
      return;
    }
    const notification = parsed.data;
    if (seenIds.current.has(notification.notificationId)) return;
    seenIds.current.add(notification.notificationId);
    if (!addLiveNotification(client, lang, notification)) return;

    const path = notificationPath(role, notification);
    const open = () => {
      toasts.hide(notification.notificationId);
      markRead.mutate(notification.notificationId);
      if (path) void navigate(path);
    };
    toasts.show({
      id: notification.notificationId,
      autoClose: toastMs,
      closeButtonProps: { 'aria-label': t('toast.close') },
      message: (
        <UnstyledButton onClick={open} w="100%" ta="start">
          <Text fw={700} size="sm">
            {notification.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {notification.content}
          </Text>
        </UnstyledButton>
      ),
    });
  });

  return null;
}
