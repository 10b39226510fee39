import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** On the person's own messages: one tick when sent, two blue ticks once the other side has read it. */
export function ChatReadReceipt({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation('chats');
  const label = t(isRead ? 'message.read' : 'message.sent');
  const Icon = isRead ? IconChecks : IconCheck;
  return (
    <Icon
      size={15}
      role="img"
      aria-label={label}
      data-testid="chat-receipt"
      data-read={isRead}
      color={isRead ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-6)'}
      style={{ flexShrink: 0 }}
    />
  );
}
