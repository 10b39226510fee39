import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tender } from '../../../contract/tenders/tenders.schemas';
import { formatDate, formatHijriDate } from '../../lib/format';
import { TenderOffersCount } from './tender-offers-count';
import { TenderPhaseBadge } from './tender-phase-badge';
import { TenderTimeLeft } from './tender-time-left';

/** One labelled fact of a tender. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * A tender as suppliers read it (spec §3 Tender): name, phase and time left, organization, reference
 * number, publication and deadlines (Riyadh time, with the Hijri date), and the main activity.
 */
export function TenderSummary({ tender }: { tender: Tender }) {
  const { t, i18n } = useTranslation('tender-offers');
  const lang = i18n.language;
  const dateTime = (iso: string) => formatDate(iso, lang, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="tender-summary">
      <Stack gap="md">
        <div>
          <Group gap="xs" wrap="wrap">
            <TenderPhaseBadge phase={tender.phase} />
            <TenderTimeLeft daysLeft={tender.daysLeft} />
          </Group>
          <Title order={1} mt="xs" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{tender.name}</bdi>
          </Title>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Fact label={t('details.organization')}>
            <bdi>{tender.organizationName}</bdi>
          </Fact>
          <Fact label={t('details.referenceNumber')}>
            <bdi>{tender.referenceNumber}</bdi>
          </Fact>
          {tender.publishedAt && (
            <Fact label={t('details.publishedAt')}>
              {formatDate(tender.publishedAt, lang, { dateStyle: 'long' })}
            </Fact>
          )}
          <Fact label={t('details.submissionDeadline')} testId="tender-deadline">
            {dateTime(tender.submissionDeadline)}
            <Text size="xs" c="dimmed">
              {formatHijriDate(tender.submissionDeadline, lang)}
            </Text>
          </Fact>
          <Fact label={t('details.responseDeadline')}>
            {formatDate(tender.responseDeadline, lang, { dateStyle: 'long' })}
          </Fact>
          {tender.offerCount !== null && (
            <Fact label={t('details.offerCount')}>
              <TenderOffersCount tender={tender} />
            </Fact>
          )}
        </SimpleGrid>
        <div>
          <Title order={2} size="h4">
            {t('details.mainActivity')}
          </Title>
          <Text mt={4} dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {tender.mainActivity}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}
