import { Button, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format';
import { useUnreadChatsCount } from '../chats/use-unread-chats-count';
import { OverviewCard } from './overview-card';

/**
 * Chat messages from buyers and other businesses the supplier has not read yet: the sidebar badge's
 * count, which follows the live stream.
 */
export function UnreadMessagesCard() {
  const { t, i18n } = useTranslation('home');
  const count = useUnreadChatsCount();
  return (
    <OverviewCard title={t('supplier.messages.title')} Icon={IconMessages}>
      <Text size="sm" data-testid="unread-messages">
        {t('supplier.messages.unread', { count, formattedCount: formatNumber(count, i18n.language) })}
      </Text>
      <Button component={Link} to="/supplier/chats" variant="light" size="xs" mt="md">
        {t('supplier.messages.action')}
      </Button>
    </OverviewCard>
  );
}
