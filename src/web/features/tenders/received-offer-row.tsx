import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Offer } from '../../../contract/tenders/tenders.schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { amountWithVatOf } from './offer-totals';
import { OfferStatusBadge } from './offer-status-badge';
import { receivedOfferPath } from './tender-routes';

/** One received offer in the list: supplier, the tender it answers, amounts, dates and its status. */
export function ReceivedOfferRow({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  return (
    <Paper component="li" withBorder p="md" data-testid="received-offer-row">
      <Group justify="space-between" align="start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Anchor component={Link} to={receivedOfferPath(offer.id)} fw={700}>
            {t('received.offerFrom', { supplier: offer.supplier.businessName })}
          </Anchor>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('received.tender', { name: offer.tenderName })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('list.referenceNumber')} <bdi>{offer.tenderReferenceNumber}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            {t('received.completion', { date: formatDate(offer.completionDate, lang) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('received.submitted', {
              date: formatDate(offer.submittedAt, lang, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Text>
        </Stack>
        <Stack gap={6} align="end">
          <Text fw={700}>{formatMoney(offer.amount, lang)}</Text>
          <Text size="sm" c="dimmed">
            {t('received.withVat', { amount: formatMoney(amountWithVatOf(offer.amount), lang) })}
          </Text>
          <OfferStatusBadge status={offer.status} viewpoint="buyer" />
        </Stack>
      </Group>
    </Paper>
  );
}
