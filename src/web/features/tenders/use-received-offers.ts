import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { tendersEndpoints } from '../../../contract/tenders/tenders.endpoints';
import type { Offer, OfferStatus } from '../../../contract/tenders/tenders.schemas';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { invoicesQueryKey } from '../invoices/use-invoices';
import { myTendersQueryKey, tendersQueryKey } from './use-my-tenders';

/** A tender's offers live with the tender (its phase decides whether they can be read at all). */
export const tenderOffersQueryKey = (tenderId: string) => [...myTendersQueryKey, 'offers', tenderId] as const;
export const receivedOffersQueryKey = [...tendersQueryKey, 'received-offers'] as const;
export const receivedOfferQueryKey = (id: string) => [...receivedOffersQueryKey, 'one', id] as const;

/**
 * Every offer on the tender, cheapest first. Asked only once the tender is past its submission deadline:
 * before it the server answers OFFERS_SEALED (decision 014).
 */
export function useTenderOffers(tenderId: string, isUnsealed: boolean) {
  return useQuery({
    queryKey: tenderOffersQueryKey(tenderId),
    queryFn: ({ signal }) =>
      callEndpoint(tendersEndpoints.listOffersOfMyTender, { params: { id: tenderId } }, { signal }),
    enabled: tenderId !== '' && isUnsealed,
  });
}

/** The offers on the business's tenders whose deadline passed, a page at a time. */
export function useReceivedOffers(status: OfferStatus | null) {
  return useCursorPages(tendersEndpoints.listReceivedOffers, {
    queryKey: [...receivedOffersQueryKey, 'list', status ?? 'ALL'],
    input: { query: { status: status ?? undefined } },
    keepPreviousList: true,
  });
}

/** One offer received on one of the business's tenders. */
export function useReceivedOffer(id: string) {
  return useQuery({
    queryKey: receivedOfferQueryKey(id),
    queryFn: ({ signal }) => callEndpoint(tendersEndpoints.getReceivedOffer, { params: { id } }, { signal }),
    enabled: id !== '',
  });
}

/**
 * The offers as the server now has them after a decision: accepting one declines every other pending
 * offer of the tender (decision 014). Then everything that shows the tender asks again — its phase,
 * the lists — and, after an award, the buyer's invoices, which now hold the tender's invoice.
 */
function settleDecision(queryClient: QueryClient, decided: Offer) {
  const isAward = decided.status === 'ACCEPTED';
  queryClient.setQueryData<Offer[]>(tenderOffersQueryKey(decided.tenderId), (offers) =>
    offers?.map((offer) => {
      if (offer.id === decided.id) return decided;
      return isAward && offer.status === 'SUBMITTED' ? { ...offer, status: 'DECLINED' } : offer;
    }),
  );
  queryClient.setQueryData(receivedOfferQueryKey(decided.id), decided);
  void queryClient.invalidateQueries({ queryKey: myTendersQueryKey });
  void queryClient.invalidateQueries({ queryKey: receivedOffersQueryKey });
  if (isAward) void queryClient.invalidateQueries({ queryKey: invoicesQueryKey('buyer') });
}

/** TENDER_NOT_EVALUATING: awarded or closed meanwhile (another tab, the closing job); read it again. */
export const isTooLateToDecide = (error: unknown) =>
  error instanceof ApiError && error.code === 'TENDER_NOT_EVALUATING';

/** Each decision's endpoint. */
const decisionEndpoints = {
  accept: tendersEndpoints.acceptOffer,
  decline: tendersEndpoints.declineOffer,
};

function useOfferDecisionMutation(decision: 'accept' | 'decline') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => callEndpoint(decisionEndpoints[decision], { params: { id: offerId } }),
    onSuccess: (offer) => settleDecision(queryClient, offer),
    onError: (error) => {
      if (!isTooLateToDecide(error)) return;
      void queryClient.invalidateQueries({ queryKey: myTendersQueryKey });
      void queryClient.invalidateQueries({ queryKey: receivedOffersQueryKey });
    },
  });
}

/** Awards the tender to this offer and issues its invoice (decision 014). */
export const useAcceptOffer = () => useOfferDecisionMutation('accept');
/** Turns down this offer; the tender stays open to a decision on the others. */
export const useDeclineOffer = () => useOfferDecisionMutation('decline');
