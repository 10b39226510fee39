import { TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The buyer of an invoice issued from a chat: the chat's other side, not to be changed here. */
export function LockedInvoiceBuyer({ name, error }: { name: string | undefined; error: string | undefined }) {
  const { t } = useTranslation('invoice-form');
  return (
    <TextInput
      label={t('buyer.label')}
      description={t('buyer.fromChat')}
      value={name ?? t('common:loading')}
      readOnly
      dir="auto"
      error={error}
      rightSection={<IconLock size={16} aria-hidden />}
      maw={480}
      data-testid="locked-buyer"
      styles={{ input: { cursor: 'default' } }}
    />
  );
}
