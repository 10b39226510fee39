import { useState } from 'react';
import { Alert, Container, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { BackToLink } from './back-to-link';
import { TenderNotLoaded } from './tender-not-loaded';
import { useRefreshAtDeadline } from './use-refresh-at-deadline';
import { openTendersPath, type OfferSavedState } from './tender-offer-routes';
import { TenderParticipation } from './tender-participation';
import { TenderSummary } from './tender-summary';
import { tenderQueryKey, useTender } from './use-tender-offers';

type Notice = 'submitted' | 'updated' | 'withdrawn';

/**
 * `/supplier/bids/{id}` (spec §2): a tender as a supplier reads it, with its participate button, or the
 * supplier's offer (editable and withdrawable until the deadline, then its outcome).
 */
export function SupplierTenderDetails({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation('tender-offers');
  const location = useLocation();
  const query = useTender(tenderId);
  const tender = query.data;
  useRefreshAtDeadline(tender, tenderQueryKey);
  const [notice, setNotice] = useState<Notice | null>(
    () => (location.state as OfferSavedState | null)?.offerSaved ?? null,
  );

  const back = <BackToLink to={openTendersPath} label={t('details.back')} />;
  if (query.isPending && tenderId !== '') return <PageSpinner />;
  if (!tender) {
    return (
      <TenderNotLoaded
        tenderId={tenderId}
        error={query.error}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }

  return (
    <Container size="md" py="xl">
      {back}
      <Stack gap="lg" mt="md">
        {notice && (
          <Alert
            color="teal"
            icon={<IconCircleCheck aria-hidden />}
            title={t(`notices.${notice}`)}
            withCloseButton
            closeButtonLabel={t('common:actions.close')}
            onClose={() => setNotice(null)}
            role="status"
            data-testid="offer-notice"
          />
        )}
        <TenderSummary tender={tender} />
        <TenderParticipation tender={tender} onWithdrawn={() => setNotice('withdrawn')} />
      </Stack>
    </Container>
  );
}
