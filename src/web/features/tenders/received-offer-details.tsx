import {
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Offer, Tender } from '../../../contract/tenders/tenders.schemas';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { PageSpinner } from '../../components/page-spinner';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatMoney } from '../../lib/format';
import { invoicePath } from '../invoices/use-invoices';
import { BackToLink } from './back-to-link';
import { OfferActions } from './offer-actions';
import { amountWithVatOf } from './offer-totals';
import { OfferDecisions } from './offer-decisions';
import { OfferLongText } from './offer-long-text';
import { OfferStatusBadge } from './offer-status-badge';
import { TenderPhaseBadge } from './tender-phase-badge';
import { myTenderPath, receivedOffersPath } from './tender-routes';
import { useMyTender } from './use-my-tenders';
import { useOfferDecision } from './use-offer-decision';
import { useReceivedOffer } from './use-received-offers';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Box>
  );
}

/** The tender an offer answers, in short, with the way to its page and all its offers. */
function TenderSummary({ offer, tender }: { offer: Offer; tender: Tender | undefined }) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('offer.tenderTitle')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('offer.tenderTitle')}
        </Text>
        <Anchor
          component={Link}
          to={myTenderPath(offer.tenderId)}
          fw={700}
          style={{ overflowWrap: 'anywhere' }}
        >
          {offer.tenderName}
        </Anchor>
        <Text size="sm">
          {t('list.referenceNumber')} <bdi>{offer.tenderReferenceNumber}</bdi>
        </Text>
        {tender && (
          <>
            <Group gap="xs">
              <TenderPhaseBadge phase={tender.phase} />
            </Group>
            <Text size="sm">{t('list.organization', { name: tender.organizationName })}</Text>
            <Text size="sm">
              {t('list.deadline', {
                date: formatDate(tender.submissionDeadline, lang, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </Text>
            <Text size="sm">
              {t('offer.respondBy', {
                date: formatDate(tender.responseDeadline, lang, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/buyer/offers/:id` and `/buyer/offers/offer-details?id=` (spec §2): one offer received on one of
 * the buyer's tenders, with the tender in short; accepted or declined here as on the comparison while
 * the tender is being evaluated.
 */
export function ReceivedOfferDetails({ offerId }: { offerId: string }) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  const query = useReceivedOffer(offerId);
  const offer = query.data;
  const tender = useMyTender(offer?.tenderId ?? '');
  const decision = useOfferDecision();

  const back = <BackToLink to={receivedOffersPath} label={t('offer.back')} />;

  if (query.isPending && offerId !== '') return <PageSpinner />;
  if (!offer) {
    const isMissing = offerId === '' || (query.error instanceof ApiError && query.error.code === 'NOT_FOUND');
    return (
      <Container size="md" py="xl">
        {back}
        <LoadFailedNotice
          isMissing={isMissing}
          notFoundText={t('offer.notFound')}
          loadFailedText={t('offer.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }

  const canDecide = tender.data?.phase === 'EVALUATING' && offer.status === 'SUBMITTED';
  return (
    <Container size="md" py="xl">
      {back}
      <OfferDecisions decision={decision} />
      <Grid gutter="md" mt="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" data-testid="received-offer">
            <Stack gap="md">
              <Group justify="space-between" align="start" gap="sm">
                <Box miw={0}>
                  <Title order={1} size="h2">
                    {t('received.offerFrom', { supplier: offer.supplier.businessName })}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {offer.supplier.city}
                  </Text>
                  {offer.submittedBy && (
                    <Text size="sm" c="dimmed" data-testid="offer-submitted-by">
                      {t('offers.submittedBy', { name: offer.submittedBy.name })}
                    </Text>
                  )}
                </Box>
                <OfferStatusBadge status={offer.status} viewpoint="buyer" />
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Labelled label={t('offers.amount')}>
                  <Text fw={700} size="lg">
                    {formatMoney(offer.amount, lang)}
                  </Text>
                </Labelled>
                <Labelled label={t('offers.amountWithVat')}>
                  <Text size="lg">{formatMoney(amountWithVatOf(offer.amount), lang)}</Text>
                </Labelled>
                <Labelled label={t('offers.completionDate')}>
                  <Text>{formatDate(offer.completionDate, lang, { dateStyle: 'long' })}</Text>
                </Labelled>
                <Labelled label={t('offers.submittedAt')}>
                  <Text>
                    {formatDate(offer.submittedAt, lang, { dateStyle: 'long', timeStyle: 'short' })}
                  </Text>
                </Labelled>
              </SimpleGrid>
              <Labelled label={t('offers.technicalDetails')}>
                <OfferLongText text={offer.technicalDetails} />
              </Labelled>
              <Labelled label={t('offers.executionPlan')}>
                <OfferLongText text={offer.executionPlan} />
              </Labelled>
              <Labelled label={t('offers.notes')}>
                <OfferLongText text={offer.notes} />
              </Labelled>
              {canDecide && <OfferActions offer={offer} onAsk={decision.ask} />}
              {offer.invoiceId && (
                <Group>
                  <Button
                    component={Link}
                    to={invoicePath('buyer', offer.invoiceId)}
                    variant="light"
                    leftSection={<IconFileInvoice size={16} aria-hidden />}
                  >
                    {t('outcome.viewInvoice')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TenderSummary offer={offer} tender={tender.data} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
