import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { BackToLink } from './back-to-link';
import { TenderNotLoaded } from './tender-not-loaded';
import { TenderForm } from './tender-form';
import { myTenderPath } from './tender-routes';
import { useMyTender } from './use-my-tenders';

/** Issue 26: the draft in the create form, to change before an approver publishes it. */
export function EditTenderDraftPage({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation('tenders');
  const query = useMyTender(tenderId);
  const tender = query.data;
  const back = <BackToLink to={myTenderPath(tenderId)} label={t('details.back')} />;

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
  // Published meanwhile: nothing to edit any more.
  if (tender.phase !== 'DRAFT') return <Navigate to={myTenderPath(tender.id)} replace />;

  return (
    <Container size="md" py="xl">
      {back}
      <Title order={1} mt="md">
        {t('form.editTitle')}
      </Title>
      <Text c="dimmed" mt="xs">
        {t('form.editLead')}
      </Text>
      <Stack mt="lg">
        <TenderForm draft={tender} />
      </Stack>
    </Container>
  );
}
