import { Alert, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §4: a temporarily closed store shows its closing message; nothing can be ordered meanwhile. */
export function ClosedStoreNotice({ closingMessage }: { closingMessage: string }) {
  const { t } = useTranslation('storefront');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconBuildingStore aria-hidden />}
      title={t('closed.title')}
      role="status"
      data-testid="storefront-closed"
    >
      {closingMessage ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="storefront-closing-message">
          {closingMessage}
        </Text>
      ) : (
        <Text size="sm">{t('closed.noMessage')}</Text>
      )}
      <Text size="sm" c="dimmed" mt={4}>
        {t('closed.text')}
      </Text>
    </Alert>
  );
}
