import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CityGroupPurchase,
  GroupPurchase,
  GroupPurchaseStatus,
  JoinGroupPurchaseBody,
} from '../../../contract/group-purchases/group-purchases.schemas';
import { ApiError, apiRequest, apiRequestWithHeaders } from '../../lib/api-client';

/** A page of the buyer's groups as `GET /api/buyers/me/group-purchases` answers it. */
export interface GroupPurchasesPage {
  items: GroupPurchase[];
  nextCursor: string | null;
}

/**
 * Every group purchase query starts with this key: a join or a leave changes the product's city group
 * and the buyer's list alike.
 */
export const groupPurchasesQueryKey = ['group-purchases'] as const;
export const cityGroupQueryKey = (productId: string) =>
  [...groupPurchasesQueryKey, 'city', productId] as const;
const myGroupsQueryKey = [...groupPurchasesQueryKey, 'mine'] as const;

/**
 * `GET /api/products/{id}/group-purchase`: the group open for the product in the buyer's city (or the
 * buyer's group of it that closed lately), and the buyer's city.
 */
export function useCityGroupPurchase(productId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: cityGroupQueryKey(productId),
    queryFn: ({ signal }) =>
      apiRequest<CityGroupPurchase>(`/api/products/${encodeURIComponent(productId)}/group-purchase`, {
        signal,
      }),
    enabled: isEnabled,
  });
}

/** `GET /api/buyers/me/group-purchases`: the groups the buyer joined, newest first, by status (none: all). */
export function useMyGroupPurchases(status: GroupPurchaseStatus | undefined) {
  return useInfiniteQuery({
    queryKey: [...myGroupsQueryKey, status ?? 'ALL'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<GroupPurchasesPage> => {
      const query = new URLSearchParams();
      if (status) query.set('status', status);
      if (pageParam) query.set('cursor', pageParam);
      const search = query.size > 0 ? `?${query}` : '';
      const { body, headers } = await apiRequestWithHeaders<GroupPurchase[]>(
        `/api/buyers/me/group-purchases${search}`,
        { signal },
      );
      return { items: body, nextCursor: headers.get('x-next-cursor') || null };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Changing the status keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * After a join or a leave: the product's city group is what the server answered (a group the buyer left
 * is no longer its own), and every group query asks again.
 */
function useKeepGroup() {
  const queryClient = useQueryClient();
  return (group: GroupPurchase) => {
    queryClient.setQueryData<CityGroupPurchase>(cityGroupQueryKey(group.product.id), (old) =>
      old ? { ...old, group: group.myQuantity === null && group.status !== 'OPEN' ? null : group } : old,
    );
    void queryClient.invalidateQueries({ queryKey: groupPurchasesQueryKey });
  };
}

/**
 * `POST /api/group-purchases`: joins the group open for the product in the buyer's city, or starts it.
 * The answer is COMPLETED (with `myInvoiceId`) when this join reached both targets.
 */
export function useJoinGroupPurchase() {
  const queryClient = useQueryClient();
  const keep = useKeepGroup();
  return useMutation({
    mutationFn: (body: JoinGroupPurchaseBody) =>
      apiRequest<GroupPurchase>('/api/group-purchases', { method: 'POST', body }),
    onSuccess: keep,
    // A conflict means the page's group is out of date (joined in another tab, closed meanwhile).
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: groupPurchasesQueryKey });
      }
    },
  });
}

/** `DELETE /api/group-purchases/{id}/membership`: leaves an open group; the last one leaving cancels it. */
export function useLeaveGroupPurchase() {
  const keep = useKeepGroup();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<GroupPurchase>(`/api/group-purchases/${encodeURIComponent(id)}/membership`, {
        method: 'DELETE',
      }),
    onSuccess: keep,
  });
}
