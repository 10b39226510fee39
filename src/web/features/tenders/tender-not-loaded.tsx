import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { ApiError } from '../../lib/api-client';

/**
 * A tender's page whose tender did not load: not found (or no id in the address), or failed with a retry;
 * `back` is the page's way back.
 */
export function TenderNotLoaded({
  tenderId,
  error,
  onRetry,
  back,
}: {
  tenderId: string;
  error: unknown;
  onRetry: () => void;
  back: ReactNode;
}) {
  const { t } = useTranslation('tenders');
  const isMissing = tenderId === '' || (error instanceof ApiError && error.code === 'NOT_FOUND');
  return (
    <Container size="md" py="xl">
      {back}
      <LoadFailedNotice
        isMissing={isMissing}
        notFoundText={t('details.notFound')}
        loadFailedText={t('details.loadFailed')}
        onRetry={onRetry}
      />
    </Container>
  );
}
