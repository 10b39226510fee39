import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../contract/tenders/tenders.schemas';
import { formErrorText } from '../../lib/form-errors';
import { isTooLateToDecide, useAcceptOffer, useDeclineOffer } from './use-received-offers';

export type OfferDecisionKind = 'accept' | 'decline';

/** What the last decision came to, shown above the offers until dismissed. */
export type OfferDecisionOutcome =
  | { kind: 'accepted'; offer: Offer }
  | { kind: 'declined'; offer: Offer }
  | { kind: 'tooLate'; message: string };

/**
 * The creator's decision on an offer (decision 014), asked for confirmation first: accepting awards
 * the tender and issues the invoice, declining cannot be undone. A failure stays in the dialog, except
 * TENDER_NOT_EVALUATING (awarded or closed meanwhile): the dialog closes, the server's reason is shown
 * and the tender is read again.
 */
export function useOfferDecision() {
  const { t, i18n } = useTranslation('tenders');
  const [asked, setAsked] = useState<{ offer: Offer; kind: OfferDecisionKind } | null>(null);
  const [outcome, setOutcome] = useState<OfferDecisionOutcome | null>(null);
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const mutation = asked?.kind === 'decline' ? decline : accept;

  const close = () => {
    setAsked(null);
    accept.reset();
    decline.reset();
  };

  return {
    asked,
    outcome,
    isPending: mutation.isPending,
    error: mutation.isError ? formErrorText(mutation.error, t, i18n.language) : null,
    ask: (offer: Offer, kind: OfferDecisionKind) => {
      setOutcome(null);
      setAsked({ offer, kind });
    },
    close,
    confirm: () => {
      if (!asked || mutation.isPending) return;
      mutation.mutate(asked.offer.id, {
        onSuccess: (offer) => {
          close();
          setOutcome({ kind: offer.status === 'ACCEPTED' ? 'accepted' : 'declined', offer });
        },
        onError: (error) => {
          if (!isTooLateToDecide(error)) return;
          close();
          setOutcome({ kind: 'tooLate', message: formErrorText(error, t, i18n.language) });
        },
      });
    },
    dismissOutcome: () => setOutcome(null),
  };
}

export type OfferDecision = ReturnType<typeof useOfferDecision>;
