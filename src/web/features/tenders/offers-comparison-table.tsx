import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../contract/tenders/tenders.schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { OfferActions } from './offer-actions';
import { amountWithVatOf } from './offer-totals';
import { OfferLongText } from './offer-long-text';
import { OfferStatusBadge } from './offer-status-badge';
import type { OfferDecisionKind } from './use-offer-decision';

/**
 * The offers side by side on a wide screen, one row each, cheapest first (the server's order), the
 * lowest amount highlighted; the decision buttons while the tender is being evaluated.
 */
export function OffersComparisonTable({
  offers,
  lowestAmount,
  onAsk,
}: {
  offers: readonly Offer[];
  lowestAmount: number | null;
  onAsk: ((offer: Offer, kind: OfferDecisionKind) => void) | null;
}) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  return (
    <Table.ScrollContainer minWidth={1180} mt="md">
      <Table
        verticalSpacing="sm"
        withTableBorder
        captionSide="top"
        // Long texts make rows tall: every cell starts at the top, so the rows read across.
        styles={{ td: { verticalAlign: 'top' } }}
        data-testid="offers-table"
      >
        <Table.Caption ta="start">{t('offers.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('offers.supplier')}</Table.Th>
            <Table.Th ta="end">{t('offers.amount')}</Table.Th>
            <Table.Th ta="end">{t('offers.amountWithVat')}</Table.Th>
            <Table.Th>{t('offers.completionDate')}</Table.Th>
            <Table.Th w={220}>{t('offers.technicalDetails')}</Table.Th>
            <Table.Th w={220}>{t('offers.executionPlan')}</Table.Th>
            <Table.Th w={180}>{t('offers.notes')}</Table.Th>
            <Table.Th>{t('offers.submittedAt')}</Table.Th>
            <Table.Th>{t('offers.status')}</Table.Th>
            {onAsk && <Table.Th>{t('offers.decision')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => {
            const isLowest = offer.amount === lowestAmount;
            return (
              <Table.Tr
                key={offer.id}
                data-testid="offer-row"
                data-lowest={isLowest || undefined}
                style={isLowest ? { background: 'var(--mantine-color-teal-light)' } : undefined}
              >
                <Table.Td>
                  <Text fw={600} size="sm">
                    {offer.supplier.businessName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {offer.supplier.city}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">
                  <Stack gap={4} align="end">
                    <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(offer.amount, lang)}
                    </Text>
                    {isLowest && (
                      <Badge color="teal" variant="filled" size="sm">
                        {t('offers.lowest')}
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatMoney(amountWithVatOf(offer.amount), lang)}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatDate(offer.completionDate, lang)}</Text>
                </Table.Td>
                <Table.Td>
                  <OfferLongText text={offer.technicalDetails} />
                </Table.Td>
                <Table.Td>
                  <OfferLongText text={offer.executionPlan} />
                </Table.Td>
                <Table.Td>
                  <OfferLongText text={offer.notes} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {formatDate(offer.submittedAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <OfferStatusBadge status={offer.status} viewpoint="buyer" />
                </Table.Td>
                {onAsk && (
                  <Table.Td>
                    <OfferActions offer={offer} onAsk={onAsk} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
