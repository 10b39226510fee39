import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toWireMoney } from '../../../contract/money/riyals';
import { tendersEndpoints } from '../../../contract/tenders/tenders.endpoints';
import {
  offerMoneyKeys,
  type SubmitOfferBodySchema,
  type tenderSorts,
} from '../../../contract/tenders/tenders.schemas';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { tendersQueryKey } from './use-my-tenders';

export type TenderSort = (typeof tenderSorts)[number];

/** What the open tenders list asks for: only the joined ones or every open one, a search and an order. */
export interface OpenTendersFilter {
  isJoinedOnly: boolean;
  q: string;
  sort: TenderSort;
}

/** The form's body once the contract's schema has checked it: halalas, trimmed texts. */
export type SubmitOfferBodyOutput = z.output<typeof SubmitOfferBodySchema>;

/** A tender as suppliers read it, with the supplier's own offer under it. */
export const tenderQueryKey = (tenderId: string) => [...tendersQueryKey, 'one', tenderId] as const;
export const myOfferQueryKey = (tenderId: string) => [...tenderQueryKey(tenderId), 'my-offer'] as const;

/**
 * Others' tenders still taking offers, or with `joined` those the supplier offered on (any phase), a
 * page at a time.
 */
export function useOpenTenders(filter: OpenTendersFilter) {
  return useCursorPages(tendersEndpoints.listTendersForSupplier, {
    queryKey: [...tendersQueryKey, 'open', filter.isJoinedOnly, filter.q, filter.sort],
    input: {
      query: {
        joined: filter.isJoinedOnly ? 'true' : undefined,
        q: filter.q || undefined,
        sort: filter.sort,
      },
    },
    // A new search or order keeps the last list on screen until the new one arrives.
    keepPreviousList: true,
  });
}

export function useTender(tenderId: string) {
  return useQuery({
    queryKey: tenderQueryKey(tenderId),
    queryFn: ({ signal }) =>
      callEndpoint(tendersEndpoints.getTender, { params: { id: tenderId } }, { signal }),
    enabled: tenderId !== '',
  });
}

/** The supplier's own offer on a tender, or null when it has none (the API answers NOT_FOUND). */
export function useMyOffer(tenderId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: myOfferQueryKey(tenderId),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(tendersEndpoints.getMyOffer, { params: { id: tenderId } }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    enabled: tenderId !== '' && isEnabled,
  });
}

/**
 * Sends the supplier's one offer, or replaces it, until the submission deadline (decision 014). The lists and the tender ask again (it now has the supplier's offer).
 */
export function useSubmitOffer(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitOfferBodyOutput) =>
      // The amount travels as `amountHalalas`: a plain `amount` means riyals (decision 019).
      callEndpoint(tendersEndpoints.submitOffer, {
        params: { id: tenderId },
        body: toWireMoney(body, offerMoneyKeys),
      }),
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

/** Withdraws the supplier's offer before the deadline. */
export function useWithdrawOffer(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(tendersEndpoints.withdrawOffer, { params: { id: tenderId } }),
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
