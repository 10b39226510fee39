import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { toWireMoney } from '../../../contract/money/riyals';
import {
  offerMoneyKeys,
  type Offer,
  type SubmitOfferBodySchema,
  type Tender,
  type tenderSorts,
} from '../../../contract/tenders/tenders.schemas';
import { ApiError, apiRequest, apiRequestWithHeaders } from '../../lib/api-client';
import { tendersQueryKey, type TendersPage } from './use-my-tenders';

export type TenderSort = (typeof tenderSorts)[number];

/** What the open tenders list asks for: only the joined ones or every open one, a search and an order. */
export interface OpenTendersFilter {
  isJoinedOnly: boolean;
  q: string;
  sort: TenderSort;
}

/** The form's body once the contract's schema has checked it: halalas, trimmed texts. */
export type SubmitOfferBodyOutput = z.output<typeof SubmitOfferBodySchema>;

const tenderApiPath = (tenderId: string) => `/api/tenders/${encodeURIComponent(tenderId)}`;
const myOfferApiPath = (tenderId: string) => `${tenderApiPath(tenderId)}/my-offer`;

/** A tender as suppliers read it, with the supplier's own offer under it. */
export const tenderQueryKey = (tenderId: string) => [...tendersQueryKey, 'one', tenderId] as const;
export const myOfferQueryKey = (tenderId: string) => [...tenderQueryKey(tenderId), 'my-offer'] as const;

/**
 * `GET /api/tenders/open`: others' tenders still taking offers, or with `joined=true` those the supplier
 * offered on (any phase), a page at a time.
 */
export function useOpenTenders(filter: OpenTendersFilter) {
  return useInfiniteQuery({
    queryKey: [...tendersQueryKey, 'open', filter.isJoinedOnly, filter.q, filter.sort],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<TendersPage> => {
      const query = new URLSearchParams();
      if (filter.isJoinedOnly) query.set('joined', 'true');
      if (filter.q) query.set('q', filter.q);
      query.set('sort', filter.sort);
      if (pageParam) query.set('cursor', pageParam);
      const { body, headers } = await apiRequestWithHeaders<Tender[]>(`/api/tenders/open?${query}`, {
        signal,
      });
      return { items: body, nextCursor: headers.get('x-next-cursor') || null };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // A new search or order keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useTender(tenderId: string) {
  return useQuery({
    queryKey: tenderQueryKey(tenderId),
    queryFn: ({ signal }) => apiRequest<Tender>(tenderApiPath(tenderId), { signal }),
    enabled: tenderId !== '',
  });
}

/** The supplier's own offer on a tender, or null when it has none (the API answers NOT_FOUND). */
export function useMyOffer(tenderId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: myOfferQueryKey(tenderId),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<Offer>(myOfferApiPath(tenderId), { signal });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    enabled: tenderId !== '' && isEnabled,
  });
}

/**
 * `PUT /api/tenders/{id}/my-offer`: sends the supplier's one offer, or replaces it, until the submission
 * deadline (decision 014). The lists and the tender ask again (it now has the supplier's offer).
 */
export function useSubmitOffer(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitOfferBodyOutput) =>
      // The amount travels as `amountHalalas`: a plain `amount` means riyals (decision 019).
      apiRequest<Offer>(myOfferApiPath(tenderId), { method: 'PUT', body: toWireMoney(body, offerMoneyKeys) }),
    onSuccess: (offer) => {
      queryClient.setQueryData(myOfferQueryKey(tenderId), offer);
      void queryClient.invalidateQueries({ queryKey: tendersQueryKey });
    },
    onError: (error) => {
      // The deadline passed meanwhile: the tender's phase is read again.
      if (error instanceof ApiError && error.code === 'TENDER_NOT_OPEN')
        void queryClient.invalidateQueries({ queryKey: tenderQueryKey(tenderId) });
    },
  });
}

/** `DELETE /api/tenders/{id}/my-offer`: withdraws the supplier's offer before the deadline. */
export function useWithdrawOffer(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(myOfferApiPath(tenderId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(myOfferQueryKey(tenderId), null);
      void queryClient.invalidateQueries({ queryKey: tendersQueryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'TENDER_NOT_OPEN')
        void queryClient.invalidateQueries({ queryKey: tenderQueryKey(tenderId) });
    },
  });
}
