import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatMessage, ChatSide } from '../../../contract/chats/chats.schemas';
import { invoicePath } from '../invoices/use-invoices';
import { useNameIn } from '../../components/localized-text';

/**
 * An invoice the supplier issued from the chat (decision 013): the server posts it as a message of its
 * reference alone, named by the invoice number. Each side opens it among its own invoices.
 */
export function ChatInvoiceCard({
  reference,
  mySide,
}: {
  reference: NonNullable<ChatMessage['reference']>;
  mySide: ChatSide;
}) {
  const { t } = useTranslation('chats');
  const nameIn = useNameIn();
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      p={6}
      mb={6}
      bg="var(--mantine-color-body)"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="chat-invoice-card"
    >
      <ThemeIcon size={44} variant="light" radius="sm">
        <IconFileInvoice size={22} aria-hidden />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {t('invoice.label', { number: nameIn(reference) })}
        </Text>
        <Anchor
          component={Link}
          to={invoicePath(mySide === 'SUPPLIER' ? 'supplier' : 'buyer', reference.id)}
          size="sm"
        >
          {t('invoice.view')}
        </Anchor>
      </div>
    </Group>
  );
}
