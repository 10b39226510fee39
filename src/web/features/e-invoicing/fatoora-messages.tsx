import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FatooraMessage } from '../../../contract/e-invoicing/e-invoicing.schemas';

/**
 * ZATCA's validation results as ZATCA worded them (English, its codes stable): a supplier or its
 * accountant looks them up in ZATCA's rules, so they are shown as they came, not translated, each as a
 * left-to-right line so its code and sentence stay in order on an Arabic page.
 */
export function FatooraMessages({ messages }: { messages: readonly FatooraMessage[] }) {
  const { t } = useTranslation('e-invoicing');
  if (messages.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mt="xs">
        {t('messages.title')}
      </Text>
      <Stack
        component="ul"
        gap={4}
        mt={4}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid="fatoora-messages"
      >
        {messages.map((message, index) => (
          <Text component="li" key={`${message.code}-${index}`} size="sm" dir="ltr" lang="en" ta="left">
            <Text span size="sm" fw={700}>
              {message.code}
            </Text>{' '}
            {message.message}
          </Text>
        ))}
      </Stack>
    </div>
  );
}
