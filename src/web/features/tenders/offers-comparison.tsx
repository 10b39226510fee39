import { em, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Offer } from '../../../contract/tenders/tenders.schemas';
import { OfferCard } from './offer-card';
import { lowestAmountOf } from './offer-totals';
import { OffersComparisonTable } from './offers-comparison-table';
import type { OfferDecisionKind } from './use-offer-decision';

/**
 * The offers side by side: a table where the screen is wide enough to compare across, stacked cards
 * on a phone (one or the other is rendered, so each offer's buttons exist once).
 */
export function OffersComparison({
  offers,
  onAsk,
}: {
  offers: readonly Offer[];
  /** Null when no decision can be taken (the tender is awarded or closed). */
  onAsk: ((offer: Offer, kind: OfferDecisionKind) => void) | null;
}) {
  const isWide = useMediaQuery(`(min-width: ${em(992)})`);
  const lowestAmount = lowestAmountOf(offers);
  if (isWide) return <OffersComparisonTable offers={offers} lowestAmount={lowestAmount} onAsk={onAsk} />;
  return (
    <Stack component="ul" gap="sm" p={0} mx={0} mb={0} mt="md" style={{ listStyle: 'none' }}>
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} isLowest={offer.amount === lowestAmount} onAsk={onAsk} />
      ))}
    </Stack>
  );
}
