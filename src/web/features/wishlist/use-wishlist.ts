import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wishlistEndpoints } from '../../../contract/wishlist/wishlist.endpoints';
import type { WishlistItem } from '../../../contract/wishlist/wishlist.schemas';
import { callEndpoint } from '../../lib/api-client';
import { useSession } from '../auth/use-session';

/** Every wishlist query; the user's id follows, so another account never sees this one's list. */
export const wishlistQueryKey = ['wishlist'] as const;
export const wishlistQueryKeyOf = (userId: string | null) => [...wishlistQueryKey, userId] as const;

/** Spec §7: an empty body; the answer says whether the item is now saved. */
export const toggleWishlistItem = (id: string) =>
  callEndpoint(wishlistEndpoints.toggleItem, { params: { id } });

/**
 * The buyer's saved items, newest first. Only buyers have a wishlist
 * (spec §6), so nothing is asked for guests and suppliers.
 */
export function useWishlist() {
  const { role, user } = useSession();
  return useQuery({
    queryKey: wishlistQueryKeyOf(user?.id ?? null),
    enabled: role === 'buyer',
    queryFn: () => callEndpoint(wishlistEndpoints.listItems),
  });
}

/** The item leaves the list at once, then the list is reloaded. */
export function useRemoveFromWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(wishlistEndpoints.removeItem, { params: { id } }),
    onSuccess: async (_answer, id) => {
      client.setQueriesData<WishlistItem[]>({ queryKey: wishlistQueryKey }, (items) =>
        items?.filter((item) => item._id !== id),
      );
      await client.invalidateQueries({ queryKey: wishlistQueryKey });
    },
  });
}
