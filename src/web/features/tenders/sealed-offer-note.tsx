import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Decision 014: offers are sealed — said where the supplier writes or reads its offer before the deadline. */
export function SealedOfferNote() {
  const { t } = useTranslation('tender-offers');
  return (
    <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} data-testid="sealed-offer-note">
      {t('sealed.note')}
    </Alert>
  );
}
