import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { tendersEndpoints } from '../../../contract/tenders/tenders.endpoints';
import {
  tenderMoneyKeys,
  type CreateTenderBodySchema,
  type Tender,
  type TenderPhase,
} from '../../../contract/tenders/tenders.schemas';
import { callEndpoint } from '../../lib/api-client';
import { toWireMoney } from '../../../contract/money/riyals';
import { useCursorPages } from '../../lib/use-cursor-pages';

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

/** The business's tenders, newest first, in one phase or all, a page at a time. */
export function useMyTenders(phase: TenderPhase | null) {
  return useCursorPages(tendersEndpoints.listMyTenders, {
    queryKey: [...myTendersQueryKey, 'list', phase ?? 'ALL'],
    input: { query: { phase: phase ?? undefined } },
    // Changing the phase keeps the last list on screen until the new one arrives.
    keepPreviousList: true,
  });
}

/** One of the business's tenders, as its creator sees it. */
export function useMyTender(id: string) {
  return useQuery({
    queryKey: myTenderQueryKey(id),
    queryFn: ({ signal }) => callEndpoint(tendersEndpoints.getMyTender, { params: { id } }, { signal }),
    enabled: id !== '',
  });
}

/**
 * Publishes the tender at once (decision 014), or saves it as a draft (`asDraft`, and always for a
 * requester: issue 26); the lists ask again. The estimate travels as `estimatedBudgetHalalas`.
 */
export function useCreateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenderBodyOutput) =>
      callEndpoint(tendersEndpoints.publishTender, { body: toWireMoney(body, tenderMoneyKeys) }),
    onSuccess: (tender) => {
      queryClient.setQueryData(myTenderQueryKey(tender.id), tender);
      void queryClient.invalidateQueries({ queryKey: [...myTendersQueryKey, 'list'] });
    },
  });
}

/** Issue 26: the draft as its writer or an approver changed it; the lists ask again. */
export function useUpdateTenderDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenderBodyOutput) => {
      const { asDraft: _asDraft, ...fields } = body;
      return callEndpoint(tendersEndpoints.updateTenderDraft, {
        params: { id },
        body: toWireMoney(fields, tenderMoneyKeys),
      });
    },
    onSuccess: (tender) => settled(queryClient, tender),
  });
}

/** Issue 26: an approver (or owner) publishes the draft; suppliers see it from now on. */
export function usePublishTenderDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(tendersEndpoints.publishTenderDraft, { params: { id } }),
    onSuccess: (tender) => settled(queryClient, tender),
  });
}

/** Issue 26: the draft is discarded; nobody outside the business ever saw it. */
export function useDiscardTenderDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(tendersEndpoints.discardTenderDraft, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: myTenderQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: [...myTendersQueryKey, 'list'] });
    },
  });
}

function settled(queryClient: ReturnType<typeof useQueryClient>, tender: Tender) {
  queryClient.setQueryData(myTenderQueryKey(tender.id), tender);
  void queryClient.invalidateQueries({ queryKey: [...myTendersQueryKey, 'list'] });
}
