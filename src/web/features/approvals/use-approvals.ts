import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalsEndpoints } from '../../../contract/approvals/approvals.endpoints';
import type { ApprovalRequest, ApprovalStatus } from '../../../contract/approvals/approvals.schemas';
import { callEndpoint } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';

/** Every approvals query: lists, the badge, one request, the person's latest. */
export const approvalsQueryKey = ['approvals'] as const;
const requestQueryKey = (id: string) => [...approvalsQueryKey, 'request', id] as const;
const myLatestQueryKey = [...approvalsQueryKey, 'mine-latest'] as const;

/** The business's requests (an approver) or the person's own, newest first, a page at a time. */
export function useApprovalRequests(status: ApprovalStatus | undefined) {
  return useCursorPages(approvalsEndpoints.listRequests, {
    queryKey: [...approvalsQueryKey, 'list', status ?? 'ALL'],
    input: { query: { status } },
    keepPreviousList: true,
  });
}

/** How many requests wait for the signed-in approver's decision (the menu's badge). */
export function usePendingApprovalCount(isEnabled: boolean): number {
  const { data } = useQuery({
    queryKey: [...approvalsQueryKey, 'pending-count'],
    enabled: isEnabled,
    queryFn: () => callEndpoint(approvalsEndpoints.countPending),
  });
  return data?.count ?? 0;
}

export function useApprovalRequest(id: string) {
  return useQuery({
    queryKey: requestQueryKey(id),
    queryFn: () => callEndpoint(approvalsEndpoints.getRequest, { params: { id } }),
  });
}

/** The person's latest request, which the cart shows (pending, approved or declined). */
export function useMyLatestApproval(isEnabled: boolean) {
  return useQuery({
    queryKey: myLatestQueryKey,
    enabled: isEnabled,
    queryFn: async () => {
      const items = await callEndpoint(approvalsEndpoints.listRequests, {
        query: { mine: 'true', limit: 1 },
      });
      return items[0] ?? null;
    },
  });
}

/** A decision or a new request changes lists, badges, the cart's status and the request itself. */
function useApprovalChange<Input>(call: (input: Input) => Promise<ApprovalRequest>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (request) => {
      client.setQueryData(requestQueryKey(request.id), request);
      void client.invalidateQueries({ queryKey: approvalsQueryKey });
    },
  });
}

export const useSendForApproval = () =>
  useApprovalChange((note: string) =>
    callEndpoint(approvalsEndpoints.createRequest, { body: note.trim() ? { note } : {} }),
  );

export const useApprove = () =>
  useApprovalChange((id: string) => callEndpoint(approvalsEndpoints.approveRequest, { params: { id } }));

export const useDecline = () =>
  useApprovalChange(({ id, reason }: { id: string; reason: string }) =>
    callEndpoint(approvalsEndpoints.declineRequest, { params: { id }, body: { reason } }),
  );

export const useCancelApproval = () =>
  useApprovalChange((id: string) => callEndpoint(approvalsEndpoints.cancelRequest, { params: { id } }));
