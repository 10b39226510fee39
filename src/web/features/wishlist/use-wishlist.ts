import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '../../../contract/wishlist/wishlist.schemas';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../session/use-session';

/** Every wishlist query; the user's id follows, so another account never sees this one's list. */
export const wishlistQueryKey = ['wishlist'] as const;
export const wishlistQueryKeyOf = (userId: string | null) => [...wishlistQueryKey, userId] as const;

export interface WishlistToggleAnswer {
  message: string;
  isAdded: boolean;
}

const itemPath = (id: string) => `/api/buyers/me/wishlist/${encodeURIComponent(id)}`;

/** `PATCH /api/buyers/me/wishlist/{id}` (spec §7): empty body; the answer says whether it is now saved. */
export const toggleWishlistItem = (id: string) =>
  apiRequest<WishlistToggleAnswer>(itemPath(id), { method: 'PATCH' });

/**
 * The buyer's saved items, newest first (`GET /api/buyers/me/wishlist`). Only buyers have a wishlist
 * (spec §6), so nothing is asked for guests and suppliers.
 */
export function useWishlist() {
  const { role, user } = useSession();
  return useQuery({
    queryKey: wishlistQueryKeyOf(user?.id ?? null),
    enabled: role === 'buyer',
    queryFn: () => apiRequest<WishlistItem[]>('/api/buyers/me/wishlist'),
  });
}

/** `DELETE /api/buyers/me/wishlist/{id}`: the item leaves the list at once, then the list is reloaded. */
export function useRemoveFromWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(itemPath(id), { method: 'DELETE' }),
    onSuccess: async (_answer, id) => {
      client.setQueriesData<WishlistItem[]>({ queryKey: wishlistQueryKey }, (items) =>
        items?.filter((item) => item._id !== id),
      );
      await client.invalidateQueries({ queryKey: wishlistQueryKey });
    },
  });
}
