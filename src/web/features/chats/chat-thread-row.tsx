import { Avatar, Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFileInvoice, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatThread } from '../../../contract/chats/chats.schemas';
import { formatBadgeCount } from '../../lib/ui-constants';
import { formatThreadTime } from './chat-time';
import { useNameIn } from '../../components/localized-text';

/**
 * What the row says about the last message: its text, a photo marker for an image, or the number of an
 * invoice issued from the chat (posted without text).
 */
function LastMessagePreview({ thread, myId }: { thread: ChatThread; myId: string | undefined }) {
  const { t } = useTranslation('chats');
  const nameIn = useNameIn();
  const message = thread.lastMessage;
  if (!message) {
    return (
      <Text size="sm" c="dimmed" truncate fs="italic">
        {t('list.noMessages')}
      </Text>
    );
  }
  const invoice = message.reference?.type === 'INVOICE' ? message.reference : null;
  const text =
    (message.isRemoved ? t('reports:removedMessage') : '') ||
    message.text ||
    (message.image ? t('list.image') : '') ||
    (invoice ? t('list.invoice', { number: nameIn(invoice) }) : '');
  return (
    <Text
      size="sm"
      c={thread.unreadCount > 0 ? 'dark' : 'dimmed'}
      truncate
      style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}
    >
      {message.senderId === myId && (
        <Text span inherit c="dimmed" style={{ flexShrink: 0 }}>
          {t('list.you')}
        </Text>
      )}
      {message.image && <IconPhoto size={14} aria-hidden style={{ flexShrink: 0 }} />}
      {invoice && !message.image && <IconFileInvoice size={14} aria-hidden style={{ flexShrink: 0 }} />}
      <Text span inherit truncate dir="auto">
        {text}
      </Text>
    </Text>
  );
}

/** One thread in the list: the other business, the last message, its time and the unread badge. */
export function ChatThreadRow({
  thread,
  to,
  isActive,
  myId,
}: {
  thread: ChatThread;
  to: string;
  isActive: boolean;
  myId: string | undefined;
}) {
  const { t, i18n } = useTranslation('chats');
  const { counterpart, unreadCount } = thread;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      data-testid="chat-thread-row"
      px="md"
      py="sm"
      w="100%"
      bg={isActive ? 'teal.0' : undefined}
      style={{
        display: 'flex',
        gap: 'var(--mantine-spacing-sm)',
        alignItems: 'center',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        borderInlineStart: `3px solid ${isActive ? 'var(--mantine-color-teal-6)' : 'transparent'}`,
      }}
    >
      <Avatar src={counterpart.pfpUrl} alt="" name={counterpart.businessName} color="initials" radius="xl" />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={unreadCount > 0 ? 800 : 600} size="sm" truncate>
            <bdi>{counterpart.businessName}</bdi>
          </Text>
          <Text size="xs" c={unreadCount > 0 ? 'teal.8' : 'dimmed'} style={{ flexShrink: 0 }}>
            {formatThreadTime(thread.lastActivityAt, i18n.language)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <LastMessagePreview thread={thread} myId={myId} />
          {unreadCount > 0 && (
            <>
              <Badge color="red" size="sm" circle={unreadCount < 10} style={{ flexShrink: 0 }} aria-hidden>
                {formatBadgeCount(unreadCount)}
              </Badge>
              <VisuallyHidden>{t('list.unread', { count: unreadCount })}</VisuallyHidden>
            </>
          )}
        </Group>
      </div>
    </UnstyledButton>
  );
}
