import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { responseDeadlineWeeks, type Tender } from '../../../contract/tenders/tenders.schemas';
import { formatDate, formatHijriDate, formatMoney } from '../../lib/format';

/** One labelled fact of a tender. */
function Fact({ label, children, isWide = false }: { label: string; children: ReactNode; isWide?: boolean }) {
  return (
    <Box style={isWide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Box component="dd" m={0} mt={2}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * A tender's fields (spec §3): reference number, organization, main activity, publication date, the
 * submission deadline in Riyadh time (Hijri date under it) and the response deadline with its option.
 */
export function TenderFacts({ tender }: { tender: Tender }) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  const moment = (iso: string) => formatDate(iso, lang, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0}>
      <Fact label={t('fields.referenceNumber')}>
        <Text fw={600}>
          <bdi>{tender.referenceNumber}</bdi>
        </Text>
      </Fact>
      <Fact label={t('fields.organizationName')}>
        <Text>{tender.organizationName}</Text>
      </Fact>
      <Fact label={t('fields.mainActivity')} isWide>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
          {tender.mainActivity}
        </Text>
      </Fact>
      {tender.publishedAt && (
        <Fact label={t('fields.publishedAt')}>
          <Text>{formatDate(tender.publishedAt, lang, { dateStyle: 'long' })}</Text>
        </Fact>
      )}
      <Fact label={t('fields.submissionDeadline')}>
        <Stack gap={0}>
          <Text fw={600} data-testid="tender-submission-deadline">
            {moment(tender.submissionDeadline)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatHijriDate(tender.submissionDeadline, lang)}
          </Text>
        </Stack>
      </Fact>
      <Fact label={t('fields.responseDeadline')}>
        <Stack gap={0}>
          <Text>{moment(tender.responseDeadline)}</Text>
          <Text size="xs" c="dimmed">
            {t('details.responseOption', {
              weeks: t('form.responseWeeks', { count: responseDeadlineWeeks[tender.responseDeadlineOption] }),
            })}
          </Text>
        </Stack>
      </Fact>
      {tender.estimatedBudget !== null && (
        <Fact label={t('fields.estimatedBudget')}>
          <Text data-testid="tender-estimated-budget">{formatMoney(tender.estimatedBudget, lang)}</Text>
        </Fact>
      )}
      {tender.createdBy && (
        <Fact label={t('fields.createdBy')}>
          <Text dir="auto">{tender.createdBy.name}</Text>
        </Fact>
      )}
      {tender.publishedBy && (
        <Fact label={t('fields.publishedBy')}>
          <Text dir="auto">{tender.publishedBy.name}</Text>
        </Fact>
      )}
    </SimpleGrid>
  );
}
