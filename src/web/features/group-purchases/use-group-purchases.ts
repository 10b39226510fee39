import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupPurchasesEndpoints } from '../../../contract/group-purchases/group-purchases.endpoints';
import type {
  CityGroupPurchase,
  GroupPurchase,
  GroupPurchaseStatus,
  JoinGroupPurchaseBody,
} from '../../../contract/group-purchases/group-purchases.schemas';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';

/**
 * Every group purchase query starts with this key: a join or a leave changes the product's city group
 * and the buyer's list alike.
 */
export const groupPurchasesQueryKey = ['group-purchases'] as const;
export const cityGroupQueryKey = (productId: string) =>
  [...groupPurchasesQueryKey, 'city', productId] as const;
const myGroupsQueryKey = [...groupPurchasesQueryKey, 'mine'] as const;

/**
 * The group open for the product in the buyer's city (or the buyer's group of it that closed lately), and
 * the buyer's city.
 */
export function useCityGroupPurchase(productId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: cityGroupQueryKey(productId),
    queryFn: ({ signal }) =>
      callEndpoint(groupPurchasesEndpoints.getCityGroup, { params: { id: productId } }, { signal }),
    enabled: isEnabled,
  });
}

/** The groups the buyer joined, newest first, by status (none: all), a page at a time. */
export function useMyGroupPurchases(status: GroupPurchaseStatus | undefined) {
  return useCursorPages(groupPurchasesEndpoints.listMyGroups, {
    queryKey: [...myGroupsQueryKey, status ?? 'ALL'],
    input: { query: { status } },
    // Changing the status keeps the last list on screen until the new one arrives.
    keepPreviousList: true,
  });
}

/** The groups open in the buyer's city, the soonest deadline first, a page at a time. */
export function useCityGroupPurchases() {
  return useCursorPages(groupPurchasesEndpoints.listCityGroups, {
    queryKey: [...groupPurchasesQueryKey, 'open-in-my-city'],
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
 * Joins the group open for the product in the buyer's city, or starts it. The answer is COMPLETED (with `myInvoiceId`) when this join reached both targets.
 */
export function useJoinGroupPurchase() {
  const queryClient = useQueryClient();
  const keep = useKeepGroup();
  return useMutation({
    mutationFn: (body: JoinGroupPurchaseBody) => callEndpoint(groupPurchasesEndpoints.joinGroup, { body }),
    onSuccess: keep,
    // A conflict means the page's group is out of date (joined in another tab, closed meanwhile).
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: groupPurchasesQueryKey });
      }
    },
  });
}

/** Leaves an open group; the last one leaving cancels it. */
export function useLeaveGroupPurchase() {
  const keep = useKeepGroup();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(groupPurchasesEndpoints.leaveGroup, { params: { id } }),
    onSuccess: keep,
  });
}
