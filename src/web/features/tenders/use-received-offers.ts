import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Offer, OfferStatus } from '../../../contract/tenders/tenders.schemas';
import { ApiError, apiRequest, apiRequestWithHeaders } from '../../lib/api-client';
import { invoicesQueryKey } from '../invoices/use-invoices';
import { myTenderApiPath, myTendersQueryKey, tendersQueryKey } from './use-my-tenders';

export interface ReceivedOffersPage {
  items: Offer[];
  nextCursor: string | null;
}

/** A tender's offers live with the tender (its phase decides whether they can be read at all). */
export const tenderOffersQueryKey = (tenderId: string) => [...myTendersQueryKey, 'offers', tenderId] as const;
export const receivedOffersQueryKey = [...tendersQueryKey, 'received-offers'] as const;
export const receivedOfferQueryKey = (id: string) => [...receivedOffersQueryKey, 'one', id] as const;

const receivedOffersApiPath = '/api/tenders/received-offers';
const receivedOfferApiPath = (id: string) => `${receivedOffersApiPath}/${encodeURIComponent(id)}`;

/**
 * `GET /api/tenders/mine/:id/offers`: every offer on the tender, cheapest first. Asked only once the
 * tender is past its submission deadline: before it the server answers OFFERS_SEALED (decision 014).
 */
export function useTenderOffers(tenderId: string, isUnsealed: boolean) {
  return useQuery({
    queryKey: tenderOffersQueryKey(tenderId),
    queryFn: ({ signal }) => apiRequest<Offer[]>(`${myTenderApiPath(tenderId)}/offers`, { signal }),
    enabled: tenderId !== '' && isUnsealed,
  });
}

/** `GET /api/tenders/received-offers`: the offers on the business's tenders whose deadline passed. */
export function useReceivedOffers(status: OfferStatus | null) {
  return useInfiniteQuery({
    queryKey: [...receivedOffersQueryKey, 'list', status ?? 'ALL'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<ReceivedOffersPage> => {
      const query = new URLSearchParams();
      if (status) query.set('status', status);
      if (pageParam) query.set('cursor', pageParam);
      const search = query.size > 0 ? `?${query}` : '';
      const { body, headers } = await apiRequestWithHeaders<Offer[]>(`${receivedOffersApiPath}${search}`, {
        signal,
      });
      return { items: body, nextCursor: headers.get('x-next-cursor') || null };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tenders/received-offers/:id`: one offer received on one of the business's tenders. */
export function useReceivedOffer(id: string) {
  return useQuery({
    queryKey: receivedOfferQueryKey(id),
    queryFn: ({ signal }) => apiRequest<Offer>(receivedOfferApiPath(id), { signal }),
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

function useOfferDecisionMutation(decision: 'accept' | 'decline') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) =>
      apiRequest<Offer>(`${receivedOfferApiPath(offerId)}/${decision}`, { method: 'POST' }),
    onSuccess: (offer) => settleDecision(queryClient, offer),
    onError: (error) => {
      if (!isTooLateToDecide(error)) return;
      void queryClient.invalidateQueries({ queryKey: myTendersQueryKey });
      void queryClient.invalidateQueries({ queryKey: receivedOffersQueryKey });
    },
  });
}

/** `POST …/accept`: awards the tender to this offer and issues its invoice (decision 014). */
export const useAcceptOffer = () => useOfferDecisionMutation('accept');
/** `POST …/decline`: turns down this offer; the tender stays open to a decision on the others. */
export const useDeclineOffer = () => useOfferDecisionMutation('decline');
