import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateTenderBodySchema, Tender, TenderPhase } from '../../../contract/tenders/tenders.schemas';
import { apiRequest, apiRequestWithHeaders } from '../../lib/api-client';

/** A page of tenders as the list endpoints answer it (the buyer's own, and the supplier's open ones). */
export interface TendersPage {
  items: Tender[];
  nextCursor: string | null;
}

/** What the form sends once the contract's schema has checked it. */
export type CreateTenderBodyOutput = z.output<typeof CreateTenderBodySchema>;

/**
 * Every tender query, the buyer's and the supplier's, starts with this key: an offer sent, withdrawn or
 * decided on changes lists and details alike.
 */
export const tendersQueryKey = ['tenders'] as const;
/** Everything the buyer's own tenders show: the lists, each tender and its offers. */
export const myTendersQueryKey = [...tendersQueryKey, 'mine'] as const;
export const myTenderQueryKey = (id: string) => [...myTendersQueryKey, 'one', id] as const;

const myTendersApiPath = '/api/tenders/mine';
export const myTenderApiPath = (id: string) => `${myTendersApiPath}/${encodeURIComponent(id)}`;

/** `GET /api/tenders/mine`: the business's tenders, newest first, in one phase or all, a page at a time. */
export function useMyTenders(phase: TenderPhase | null) {
  return useInfiniteQuery({
    queryKey: [...myTendersQueryKey, 'list', phase ?? 'ALL'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<TendersPage> => {
      const query = new URLSearchParams();
      if (phase) query.set('phase', phase);
      if (pageParam) query.set('cursor', pageParam);
      const search = query.size > 0 ? `?${query}` : '';
      const { body, headers } = await apiRequestWithHeaders<Tender[]>(`${myTendersApiPath}${search}`, {
        signal,
      });
      return { items: body, nextCursor: headers.get('x-next-cursor') || null };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Changing the phase keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tenders/mine/:id`: one of the business's tenders, as its creator sees it. */
export function useMyTender(id: string) {
  return useQuery({
    queryKey: myTenderQueryKey(id),
    queryFn: ({ signal }) => apiRequest<Tender>(myTenderApiPath(id), { signal }),
    enabled: id !== '',
  });
}

/** `POST /api/tenders`: publishes the tender at once (decision 014); the lists ask again. */
export function useCreateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenderBodyOutput) =>
      apiRequest<Tender>('/api/tenders', { method: 'POST', body }),
    onSuccess: (tender) => {
      queryClient.setQueryData(myTenderQueryKey(tender.id), tender);
      void queryClient.invalidateQueries({ queryKey: [...myTendersQueryKey, 'list'] });
    },
  });
}
