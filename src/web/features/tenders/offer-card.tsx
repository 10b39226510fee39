import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../contract/tenders/tenders.schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { OfferActions } from './offer-actions';
import { amountWithVatOf } from './offer-totals';
import { OfferLongText } from './offer-long-text';
import { OfferStatusBadge } from './offer-status-badge';
import type { OfferDecisionKind } from './use-offer-decision';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Box>
  );
}

/**
 * One offer as a card, the comparison's form on a phone: every column of the table, stacked; the
 * lowest amount highlighted.
 */
export function OfferCard({
  offer,
  isLowest,
  onAsk,
}: {
  offer: Offer;
  isLowest: boolean;
  onAsk: ((offer: Offer, kind: OfferDecisionKind) => void) | null;
}) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      data-testid="offer-card"
      data-lowest={isLowest || undefined}
      style={isLowest ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="start" gap="xs" wrap="nowrap">
          <Box miw={0}>
            <Text fw={700}>{offer.supplier.businessName}</Text>
            <Text size="xs" c="dimmed">
              {offer.supplier.city}
            </Text>
          </Box>
          <OfferStatusBadge status={offer.status} viewpoint="buyer" />
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Labelled label={t('offers.amount')}>
            <Text fw={700}>{formatMoney(offer.amount, lang)}</Text>
            {isLowest && (
              <Badge color="teal" variant="filled" size="sm" mt={4}>
                {t('offers.lowest')}
              </Badge>
            )}
          </Labelled>
          <Labelled label={t('offers.amountWithVat')}>
            <Text>{formatMoney(amountWithVatOf(offer.amount), lang)}</Text>
          </Labelled>
          <Labelled label={t('offers.completionDate')}>
            <Text size="sm">{formatDate(offer.completionDate, lang)}</Text>
          </Labelled>
          <Labelled label={t('offers.submittedAt')}>
            <Text size="sm">
              {formatDate(offer.submittedAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
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
        {onAsk && <OfferActions offer={offer} onAsk={onAsk} isFullWidth />}
      </Stack>
    </Paper>
  );
}
