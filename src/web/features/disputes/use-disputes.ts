import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { disputesEndpoints } from '../../../contract/disputes/disputes.endpoints';
import type {
  Dispute,
  DisputeDecisionBody,
  OpenDisputeBody,
  OperatorDispute,
  OperatorDisputesQuery,
} from '../../../contract/disputes/disputes.schemas';
import { callEndpoint, uploadToEndpoint } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';

/** Whose view of a dispute: the buyer's or the supplier's (operators have their own hooks). */
export type DisputeSide = 'buyer' | 'supplier';

export const disputePath = (id: string) => `/buyer/disputes/${encodeURIComponent(id)}`;
export const openDisputePath = (orderId: string) =>
  `/buyer/disputes/new?orderId=${encodeURIComponent(orderId)}`;
export const operatorDisputePath = (id: string) => `/operator/disputes/${encodeURIComponent(id)}`;

const orderDisputeKey = (side: DisputeSide, orderId: string) => ['disputes', side, 'order', orderId] as const;
const disputeKey = (side: DisputeSide, id: string) => ['disputes', side, 'one', id] as const;
const operatorDisputeKey = (id: string) => ['disputes', 'operator', 'one', id] as const;

/** The order's dispute, if any, and whether the buyer may open one. */
export function useOrderDispute(side: DisputeSide, orderId: string) {
  return useQuery({
    queryKey: orderDisputeKey(side, orderId),
    queryFn: ({ signal }) =>
      callEndpoint(
        side === 'buyer' ? disputesEndpoints.getBuyerOrderDispute : disputesEndpoints.getSupplierOrderDispute,
        { params: { id: orderId } },
        { signal },
      ),
    enabled: orderId !== '',
  });
}

export function useDispute(side: DisputeSide, id: string) {
  return useQuery({
    queryKey: disputeKey(side, id),
    queryFn: ({ signal }) =>
      callEndpoint(
        side === 'buyer' ? disputesEndpoints.getBuyerDispute : disputesEndpoints.getSupplierDispute,
        { params: { id } },
        { signal },
      ),
    enabled: id !== '',
  });
}

/** After a change: the dispute as the server answered it, and the order's view loaded again. */
function useKeepDispute(side: DisputeSide) {
  const queryClient = useQueryClient();
  return (dispute: Dispute) => {
    queryClient.setQueryData(disputeKey(side, dispute.id), dispute);
    void queryClient.invalidateQueries({ queryKey: orderDisputeKey(side, dispute.orderId) });
  };
}

export function useOpenDispute(orderId: string) {
  const keep = useKeepDispute('buyer');
  return useMutation({
    mutationFn: (body: OpenDisputeBody) =>
      callEndpoint(disputesEndpoints.openDispute, { params: { id: orderId }, body }),
    onSuccess: keep,
  });
}

/** The buyer's reply, or the supplier's answer. */
export function useDisputeMessage(side: DisputeSide, id: string) {
  const keep = useKeepDispute(side);
  return useMutation({
    mutationFn: (text: string) =>
      callEndpoint(side === 'buyer' ? disputesEndpoints.replyToDispute : disputesEndpoints.answerDispute, {
        params: { id },
        body: { text },
      }),
    onSuccess: keep,
  });
}

export function useAcceptDispute(id: string) {
  const keep = useKeepDispute('supplier');
  return useMutation({
    mutationFn: () => callEndpoint(disputesEndpoints.acceptDispute, { params: { id } }),
    onSuccess: keep,
  });
}

export function useAddDisputePhoto(side: DisputeSide, id: string) {
  const keep = useKeepDispute(side);
  return useMutation({
    mutationFn: (file: File) =>
      uploadToEndpoint(
        side === 'buyer' ? disputesEndpoints.addBuyerDisputePhoto : disputesEndpoints.addSupplierDisputePhoto,
        file,
        { params: { id } },
      ),
    onSuccess: keep,
  });
}

export function useOperatorDisputes(query: Pick<OperatorDisputesQuery, 'status'>) {
  return useCursorPages(disputesEndpoints.listOperatorDisputes, {
    queryKey: ['disputes', 'operator', 'list', query.status ?? 'ALL'],
    input: { query },
    keepPreviousList: true,
  });
}

export function useOperatorDispute(id: string) {
  return useQuery({
    queryKey: operatorDisputeKey(id),
    queryFn: ({ signal }) =>
      callEndpoint(disputesEndpoints.getOperatorDispute, { params: { id } }, { signal }),
    enabled: id !== '',
  });
}

export function useDecideDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisputeDecisionBody) =>
      callEndpoint(disputesEndpoints.decideDispute, { params: { id }, body }),
    onSuccess: (answer: OperatorDispute) => {
      queryClient.setQueryData(operatorDisputeKey(id), answer);
      void queryClient.invalidateQueries({ queryKey: ['disputes', 'operator', 'list'] });
    },
  });
}
