import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tender } from '../../../contract/tenders/tenders.schemas';
import { formatDate } from '../../lib/format';
import { TenderOffersCount } from './tender-offers-count';
import { TenderPhaseBadge } from './tender-phase-badge';
import { myTenderPath } from './tender-routes';
import { TenderTimeLeft } from './tender-time-left';

/**
 * One of the buyer's tenders in its list: name, reference number, organization and submission
 * deadline; its phase, the time left, and its offers — locked while it takes them, counted after.
 */
export function MyTenderRow({ tender }: { tender: Tender }) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  // Issue 26: a draft has no time running and no offers yet.
  const isDraft = tender.phase === 'DRAFT';
  return (
    <Paper component="li" withBorder p="md" data-testid="tender-row">
      <Group justify="space-between" align="start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Anchor component={Link} to={myTenderPath(tender.id)} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {tender.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('list.referenceNumber')} <bdi>{tender.referenceNumber}</bdi>
          </Text>
          <Text size="sm">{t('list.organization', { name: tender.organizationName })}</Text>
          <Text size="sm">
            {t('list.deadline', {
              date: formatDate(tender.submissionDeadline, lang, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Text>
          {isDraft && tender.createdBy && (
            <Text size="sm" c="dimmed">
              {t('list.createdBy', { name: tender.createdBy.name })}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="end">
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
        </Stack>
      </Group>
    </Paper>
  );
}
