import type { Offer } from '../../../contract/tenders/tenders.schemas';
import { lowestAmountOf } from './offer-totals';
import { OffersComparisonTable } from './offers-comparison-table';
import type { OfferDecisionKind } from './use-offer-decision';

/**
 * The offers side by side: a table where the page is wide enough to compare across, a card per offer
 * where it is not (one markup, switched by CSS: each offer's buttons exist once).
 */
export function OffersComparison({
  offers,
  onAsk,
}: {
  offers: readonly Offer[];
  /** Null when no decision can be taken (the tender is awarded or closed). */
  onAsk: ((offer: Offer, kind: OfferDecisionKind) => void) | null;
}) {
  return <OffersComparisonTable offers={offers} lowestAmount={lowestAmountOf(offers)} onAsk={onAsk} />;
}
