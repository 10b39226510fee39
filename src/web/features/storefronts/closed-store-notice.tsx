import { Alert, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedText, useTextIn } from '../../components/localized-text';

/** Spec §4: a temporarily closed store shows its closing message; nothing can be ordered meanwhile. */
export function ClosedStoreNotice({
  closingMessageAr,
  closingMessageEn,
}: {
  closingMessageAr: string;
  closingMessageEn: string;
}) {
  const { t } = useTranslation('storefront');
  const closingMessage = useTextIn()(closingMessageAr, closingMessageEn).text;
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
          <LocalizedText ar={closingMessageAr} en={closingMessageEn} />
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
