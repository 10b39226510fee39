import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBadgeCount } from '../../lib/ui-constants';
import { useUnreadNotificationsCount } from './use-unread-notifications-count';

/** The bell with the unread count, capped at 99+ (spec §9). */
export function NotificationBell({ to }: { to: string }) {
  const { t } = useTranslation('layout');
  const count = useUnreadNotificationsCount();
  return (
    <Indicator label={formatBadgeCount(count)} size={18} color="red" disabled={count === 0} offset={4}>
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={
          count > 0 ? `${t('header.notifications')} (${formatBadgeCount(count)})` : t('header.notifications')
        }
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
