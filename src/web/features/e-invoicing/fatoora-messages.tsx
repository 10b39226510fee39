import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FatooraMessage } from '../../../contract/e-invoicing/e-invoicing.schemas';

/**
 * ZATCA's validation results as ZATCA worded them (English, its codes stable): a supplier or its
 * accountant looks them up in ZATCA's rules, so they are shown as they came, not translated.
 */
export function FatooraMessages({ messages }: { messages: readonly FatooraMessage[] }) {
  const { t } = useTranslation('e-invoicing');
  if (messages.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mt="xs">
        {t('messages.title')}
      </Text>
      <List size="sm" spacing={4} mt={4} data-testid="fatoora-messages">
        {messages.map((message, index) => (
          <List.Item key={`${message.code}-${index}`}>
            <Text span size="sm" fw={600}>
              <bdi>{message.code}</bdi>
            </Text>{' '}
            <Text span size="sm" lang="en" dir="ltr">
              {message.message}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
