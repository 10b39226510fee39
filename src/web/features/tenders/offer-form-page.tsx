import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tender } from '../../../contract/tenders/tenders.schemas';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { PageSpinner } from '../../components/page-spinner';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { BackToLink } from './back-to-link';
import { myTenderPath } from './tender-routes';
import { TenderTimeLeft } from './tender-time-left';
import { OfferForm } from './offer-form';
import { openTendersPath, supplierTenderPath } from './tender-offer-routes';
import { useMyOffer, useTender } from './use-tender-offers';

/** The tender being answered, in brief above the form. */
function TenderBrief({ tender }: { tender: Tender }) {
  const { t, i18n } = useTranslation('tender-offers');
  return (
    <Paper withBorder p="md" data-testid="tender-brief">
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{tender.name}</bdi>
      </Text>
      <Text size="sm" c="dimmed">
        <bdi>{tender.organizationName}</bdi>
        {t('card.separator')}
        <bdi>{tender.referenceNumber}</bdi>
      </Text>
      <Group justify="space-between" gap="xs" mt={6} wrap="wrap">
        <Text size="sm">
          {t('card.deadline', {
            date: formatDate(tender.submissionDeadline, i18n.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </Text>
        <TenderTimeLeft daysLeft={tender.daysLeft} />
      </Group>
    </Paper>
  );
}

/**
 * `/supplier/offers/bid/{id}` (spec §2): the offer form for a tender, filled with the supplier's offer
 * when it edits it. A tender no longer taking offers, or the supplier's own, says so instead.
 */
export function OfferFormPage({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation('tender-offers');
  const tender = useTender(tenderId);
  const canOffer = tender.data !== undefined && !tender.data.isMine && tender.data.phase === 'OPEN';
  const myOffer = useMyOffer(tenderId, { isEnabled: canOffer && tender.data?.hasMyOffer === true });
  const isEditing = tender.data?.hasMyOffer === true && myOffer.data != null;

  const header = (
    <>
      <BackToLink
        to={tenderId === '' ? openTendersPath : supplierTenderPath(tenderId)}
        label={tenderId === '' ? t('details.back') : t('form.back')}
      />
      <Title order={1} mt="md">
        {isEditing ? t('form.editTitle') : t('form.title')}
      </Title>
    </>
  );

  if (tender.isPending && tenderId !== '') return <PageSpinner />;
  if (!tender.data) {
    // Spec §8 "Offer: missing tender id": an address without a tender is a tender not found.
    const isMissing =
      tenderId === '' || (tender.error instanceof ApiError && tender.error.code === 'NOT_FOUND');
    return (
      <Container size="md" py="xl">
        {header}
        <LoadFailedNotice
          isMissing={isMissing}
          notFoundText={t('details.notFound')}
          loadFailedText={t('details.loadFailed')}
          onRetry={() => void tender.refetch()}
        />
      </Container>
    );
  }

  const current = tender.data;
  let content;
  if (current.isMine) {
    content = (
      <Alert
        color="blue"
        icon={<IconAlertCircle aria-hidden />}
        title={t('own.title')}
        data-testid="own-tender"
      >
        <Text size="sm">{t('errors:OFFER_ON_OWN_TENDER')}</Text>
        <Button
          component={Link}
          to={myTenderPath(current.id)}
          size="xs"
          mt="sm"
          variant="light"
          leftSection={<IconExternalLink size={14} aria-hidden />}
        >
          {t('own.open')}
        </Button>
      </Alert>
    );
  } else if (current.phase !== 'OPEN') {
    content = (
      <Alert
        color="gray"
        icon={<IconAlertCircle aria-hidden />}
        title={t('form.closedTitle')}
        data-testid="offer-closed"
      >
        <Text size="sm">{t('errors:TENDER_NOT_OPEN')}</Text>
        <Button component={Link} to={supplierTenderPath(current.id)} size="xs" mt="sm" variant="light">
          {t('form.backToTender')}
        </Button>
      </Alert>
    );
  } else if (current.hasMyOffer && myOffer.isPending) {
    content = <PageSpinner />;
  } else if (current.hasMyOffer && myOffer.isError) {
    content = (
      <LoadFailedNotice
        isMissing={false}
        notFoundText={t('myOffer.loadFailed')}
        loadFailedText={t('myOffer.loadFailed')}
        onRetry={() => void myOffer.refetch()}
      />
    );
  } else {
    const offer = current.hasMyOffer ? (myOffer.data ?? null) : null;
    // A different offer (loaded, or withdrawn elsewhere) is a fresh form.
    content = <OfferForm key={offer?.id ?? 'new'} tenderId={current.id} offer={offer} />;
  }

  return (
    <Container size="md" py="xl">
      {header}
      <Text c="dimmed" mt="xs">
        {isEditing ? t('form.editLead') : t('form.lead')}
      </Text>
      <Stack gap="lg" mt="lg">
        <TenderBrief tender={current} />
        {content}
      </Stack>
    </Container>
  );
}
