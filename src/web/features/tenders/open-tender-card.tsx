import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tender } from '../../../contract/tenders/tenders.schemas';
import { formatDate } from '../../lib/format';
import { TenderPhaseBadge } from './tender-phase-badge';
import { TenderTimeLeft } from './tender-time-left';
import { supplierTenderPath } from './tender-offer-routes';

/**
 * One tender in the supplier's list: name, organization, reference number, main activity (two lines),
 * submission deadline and the time left (spec §4), its phase, and whether the supplier has an offer on it.
 */
export function OpenTenderCard({ tender }: { tender: Tender }) {
  const { t, i18n } = useTranslation('tender-offers');
  const lang = i18n.language;
  return (
    <Paper component="li" withBorder p="md" data-testid="tender-card">
      <Stack gap={6}>
        <Group justify="space-between" align="start" gap="xs" wrap="wrap">
          <Anchor component={Link} to={supplierTenderPath(tender.id)} fw={700} size="lg" miw={0}>
            <bdi>{tender.name}</bdi>
          </Anchor>
          <Group gap={6} wrap="wrap">
            <TenderPhaseBadge phase={tender.phase} />
            {tender.hasMyOffer && (
              <Badge
                color="blue"
                variant="filled"
                leftSection={<IconCircleCheck size={12} aria-hidden />}
                data-testid="tender-has-my-offer"
              >
                {t('card.offerSubmitted')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          <bdi>{tender.organizationName}</bdi>
          <Text span c="dimmed">
            {t('card.separator')}
          </Text>
          <bdi>{tender.referenceNumber}</bdi>
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
          {tender.mainActivity}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap" mt={4}>
          <Text size="sm">
            {t('card.deadline', {
              date: formatDate(tender.submissionDeadline, lang, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Text>
          <TenderTimeLeft daysLeft={tender.daysLeft} />
        </Group>
      </Stack>
    </Paper>
  );
}
