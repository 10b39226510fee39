import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../contract/tenders/tenders.schemas';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table';
import { formatDate, formatMoney } from '../../lib/format';
import { OfferActions } from './offer-actions';
import { amountWithVatOf } from './offer-totals';
import { OfferLongText } from './offer-long-text';
import { OfferStatusBadge } from './offer-status-badge';
import type { OfferDecisionKind } from './use-offer-decision';

/**
 * The offers side by side, one row each, cheapest first (the server's order), the lowest amount
 * highlighted; the decision buttons while the tender is being evaluated. Where the page is narrower
 * than the comparison (a phone), each offer is a card with every field and its buttons.
 */
export function OffersComparisonTable({
  offers,
  lowestAmount,
  onAsk,
}: {
  offers: readonly Offer[];
  lowestAmount: number | null;
  /** Null when no decision can be taken (the tender is awarded or closed). */
  onAsk: ((offer: Offer, kind: OfferDecisionKind) => void) | null;
}) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  const columns: ResponsiveColumn<Offer>[] = [
    {
      key: 'supplier',
      label: t('offers.supplier'),
      primary: true,
      cell: (offer) => (
        <>
          <Text fw={600} size="sm">
            {offer.supplier.businessName}
          </Text>
          <Text size="xs" c="dimmed" fw={400}>
            {offer.supplier.city}
          </Text>
        </>
      ),
    },
    {
      key: 'amount',
      label: t('offers.amount'),
      numeric: true,
      cell: (offer) => (
        <Stack gap={4} align="end">
          <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(offer.amount, lang)}
          </Text>
          {offer.amount === lowestAmount && (
            <Badge color="teal" variant="filled" size="sm">
              {t('offers.lowest')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'amountWithVat',
      label: t('offers.amountWithVat'),
      numeric: true,
      nowrap: true,
      cell: (offer) => <Text size="sm">{formatMoney(amountWithVatOf(offer.amount), lang)}</Text>,
    },
    {
      key: 'completionDate',
      label: t('offers.completionDate'),
      nowrap: true,
      cell: (offer) => <Text size="sm">{formatDate(offer.completionDate, lang)}</Text>,
    },
    {
      key: 'technicalDetails',
      label: t('offers.technicalDetails'),
      isLongText: true,
      width: 220,
      cell: (offer) => <OfferLongText text={offer.technicalDetails} />,
    },
    {
      key: 'executionPlan',
      label: t('offers.executionPlan'),
      isLongText: true,
      width: 220,
      cell: (offer) => <OfferLongText text={offer.executionPlan} />,
    },
    {
      key: 'notes',
      label: t('offers.notes'),
      isLongText: true,
      width: 180,
      cell: (offer) => <OfferLongText text={offer.notes} />,
    },
    {
      key: 'submittedAt',
      label: t('offers.submittedAt'),
      cell: (offer) => (
        <Text size="sm">
          {formatDate(offer.submittedAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('offers.status'),
      cell: (offer) => <OfferStatusBadge status={offer.status} viewpoint="buyer" />,
    },
  ];
  if (onAsk) {
    columns.push({
      key: 'decision',
      label: t('offers.decision'),
      actions: true,
      cell: (offer) => <OfferActions offer={offer} onAsk={onAsk} />,
    });
  }
  return (
    <ResponsiveTable
      columns={columns}
      rows={offers}
      rowKey={(offer) => offer.id}
      rowProps={(offer) => {
        const isLowest = offer.amount === lowestAmount;
        return {
          'data-testid': 'offer-row',
          'data-lowest': isLowest || undefined,
          style: isLowest ? { background: 'var(--mantine-color-teal-light)' } : undefined,
        };
      }}
      caption={t('offers.caption')}
      cardsBelow={920}
      testId="offers-table"
      tableProps={{
        mt: 'md',
        verticalSpacing: 'sm',
        withTableBorder: true,
        // Long texts make rows tall: every cell starts at the top, so the rows read across.
        styles: { td: { verticalAlign: 'top' } },
      }}
    />
  );
}
