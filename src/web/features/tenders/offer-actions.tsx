import { Button, Group } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { tendersEndpoints } from '../../../contract/tenders/tenders.endpoints';
import type { Offer } from '../../../contract/tenders/tenders.schemas';
import { useCanCall } from '../team/can';
import type { OfferDecisionKind } from './use-offer-decision';

/**
 * Accept or decline one pending offer. The buttons name the supplier for screen readers: a comparison
 * shows one pair per offer.
 */
export function OfferActions({
  offer,
  onAsk,
}: {
  offer: Offer;
  onAsk: (offer: Offer, kind: OfferDecisionKind) => void;
}) {
  const { t } = useTranslation('tenders');
  // Issue 26: awarding and declining are the approvers'.
  const canDecide = useCanCall(tendersEndpoints.acceptOffer);
  if (offer.status !== 'SUBMITTED' || !canDecide) return null;
  const supplier = offer.supplier.businessName;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        leftSection={<IconCircleCheck size={16} aria-hidden />}
        aria-label={t('decision.acceptOf', { supplier })}
        onClick={() => onAsk(offer, 'accept')}
      >
        {t('decision.accept')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red"
        aria-label={t('decision.declineOf', { supplier })}
        onClick={() => onAsk(offer, 'decline')}
      >
        {t('decision.decline')}
      </Button>
    </Group>
  );
}
