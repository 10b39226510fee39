import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../lib/form-errors';

/** Spec §8 "Chats: failed to load", with why (the network, or the server's message) and a retry. */
export function ChatsLoadFailed({
  error,
  isRetrying,
  onRetry,
}: {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('chats');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('loadFailed')} m="md" role="alert">
      <Text size="sm">{formErrorText(error, t, i18n.language)}</Text>
      <Button mt="sm" size="xs" color="red" variant="light" loading={isRetrying} onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </Alert>
  );
}
