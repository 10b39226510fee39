import { Alert, Anchor, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { PageSpinner } from '../../../components/page-spinner';
import { DisputeActions, DisputeSummary } from '../../../features/disputes/dispute-view';
import { useDispute } from '../../../features/disputes/use-disputes';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/disputes/:id` (issue 25): the buyer's dispute, its timeline, and its reply. */
export default function BuyerDisputePage() {
  const { t } = useTranslation('disputes');
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useDispute('buyer', id);
  useDocumentTitle(`${t('page.disputeTitle')} | ${t('common:appName')}`);
  if (query.isPending) return <PageSpinner />;
  const dispute = query.data;
  if (!dispute) {
    return (
      <Container size="md" py="xl">
        <LoadFailedNotice
          isMissing={query.error instanceof ApiError && query.error.code === 'NOT_FOUND'}
          notFoundText={t('queue.empty')}
          loadFailedText={t('queue.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  const photosFailed = (location.state as { photosFailed?: boolean } | null)?.photosFailed === true;
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to={`/buyer/orders/${encodeURIComponent(dispute.orderId)}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
          {t('form.back')}
        </Group>
      </Anchor>
      <Stack gap="lg" mt="md">
        {photosFailed && <Alert color="yellow">{t('form.photosFailed')}</Alert>}
        <DisputeSummary dispute={dispute} />
        <DisputeActions dispute={dispute} side="buyer" />
      </Stack>
    </Container>
  );
}
