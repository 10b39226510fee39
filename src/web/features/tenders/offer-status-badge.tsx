import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferStatus, TenderPhase } from '../../../contract/tenders/tenders.schemas';

const colorOf: Record<OfferStatus, string> = {
  SUBMITTED: 'blue',
  ACCEPTED: 'green',
  DECLINED: 'red',
};

/**
 * Who reads the offer: the tender's creator (`buyer`), or the supplier that sent it, whose words depend
 * on the tender's phase.
 */
type OfferViewpoint = { viewpoint: 'buyer' } | { viewpoint: 'supplier'; phase: TenderPhase };

/**
 * Where an offer stands, in its reader's words, one colour per status. The creator sees it awaiting a
 * decision, accepted or declined; the supplier sees it sent (and still editable) while the tender is
 * open, under review once the deadline passed, then accepted or declined.
 */
export function OfferStatusBadge(props: { status: OfferStatus } & OfferViewpoint) {
  const { t } = useTranslation('tenders');
  const { status, viewpoint } = props;
  const isUnderReview = props.viewpoint === 'supplier' && status === 'SUBMITTED' && props.phase !== 'OPEN';
  return (
    // Never cut short in a narrow table column.
    <Badge color={colorOf[status]} variant="light" miw="max-content" data-testid="offer-status">
      {t(`offerStatus.${viewpoint}.${isUnderReview ? 'UNDER_REVIEW' : status}`)}
    </Badge>
  );
}
