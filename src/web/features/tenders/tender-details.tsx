import { Alert, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { BackToLink } from './back-to-link';
import { TenderNotLoaded } from './tender-not-loaded';
import { SealedOffersNotice } from './sealed-offers-notice';
import { TenderDraftActions } from './tender-draft-actions';
import { TenderFacts } from './tender-facts';
import { TenderOffersCount } from './tender-offers-count';
import { TenderOffersSection } from './tender-offers-section';
import { TenderPhaseBadge } from './tender-phase-badge';
import { myTendersPath, type TenderNotice } from './tender-routes';
import { TenderTimeLeft } from './tender-time-left';
import { myTenderQueryKey, useMyTender } from './use-my-tenders';
import { useRefreshAtDeadline } from './use-refresh-at-deadline';

/**
 * `/buyer/bids/:id`: one of the buyer's tenders, as its creator sees it (spec §2, decision 014): every
 * field, where it is and the time left; while it takes offers a sealed notice (no offer, no count);
 * after its deadline the offers side by side, the decision and its outcome.
 */
export function TenderDetails({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation('tenders');
  const query = useMyTender(tenderId);
  const tender = query.data;
  useRefreshAtDeadline(tender, myTenderQueryKey);
  // Issue 26: what the form just did, said once on arriving (a requester's draft is sent for approval).
  const notice = (useLocation().state as { notice?: TenderNotice } | null)?.notice;

  const back = <BackToLink to={myTendersPath} label={t('details.back')} />;

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

  const isDraft = tender.phase === 'DRAFT';
  return (
    <Container size="xl" py="xl">
      {back}
      {notice && isDraft && (
        <Alert
          color="green"
          variant="light"
          mt="md"
          icon={<IconCircleCheck aria-hidden />}
          role="status"
          data-testid="tender-notice"
        >
          {t(`form.${notice}`)}
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="md" radius="md" data-testid="tender">
        <Stack gap="md">
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('details.kicker')}
            </Text>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} dir="auto">
              {tender.name}
            </Title>
            <Group gap="md" wrap="wrap">
              <TenderPhaseBadge phase={tender.phase} />
              {!isDraft && (
                <>
                  <TenderTimeLeft daysLeft={tender.daysLeft} />
                  <Group gap={4} wrap="nowrap">
                    <Text component="span" size="sm" c="dimmed">
                      {t('list.offers')}
                    </Text>
                    <TenderOffersCount tender={tender} />
                  </Group>
                </>
              )}
            </Group>
          </Stack>
          <TenderFacts tender={tender} />
        </Stack>
      </Paper>
      {isDraft ? (
        <TenderDraftActions tender={tender} />
      ) : tender.phase === 'OPEN' ? (
        <SealedOffersNotice tender={tender} />
      ) : (
        <TenderOffersSection tender={tender} />
      )}
    </Container>
  );
}
