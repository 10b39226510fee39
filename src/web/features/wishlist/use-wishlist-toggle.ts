import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { sessionQueryKey, useSession } from '../auth/use-session';
import { toggleWishlistItem, useWishlist, wishlistQueryKey, wishlistQueryKeyOf } from './use-wishlist';

/** Why a toggle failed, as the spec's error popups name it (§8 "Wishlist toggle"). */
export type WishlistFailure = 'badRequest' | 'unauthorized' | 'forbidden' | 'notFound' | 'generic';

/** What the card tells the person after pressing the heart. */
export type WishlistFeedback =
  | { kind: 'demo' }
  | { kind: 'login' }
  | { kind: 'failed'; failure: WishlistFailure }
  | { kind: 'toggled'; isAdded: boolean };

export function failureOf(error: unknown): WishlistFailure {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 400) return 'badRequest';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return 'generic';
}

/**
 * The heart of one card (spec §4 "Wishlist toggle"). It starts from the buyer's saved items; after a
 * toggle the answer's `isAdded` decides until the reloaded list arrives. A card without an id is demo
 * data and only gets a notice; a guest is asked to log in without calling the API.
 */
export function useWishlistToggle(itemId: string | undefined) {
  const client = useQueryClient();
  const { role, user } = useSession();
  const wishlist = useWishlist();
  const [answer, setAnswer] = useState<{ isAdded: boolean; listUpdatedAt: number } | null>(null);
  const [feedback, setFeedback] = useState<WishlistFeedback | null>(null);

  const toggle = useMutation({
    mutationFn: toggleWishlistItem,
    onSuccess: ({ isAdded }) => {
      // The list as it is now, not as it was when the call started (it may have loaded meanwhile).
      const listUpdatedAt = client.getQueryState(wishlistQueryKeyOf(user?.id ?? null))?.dataUpdatedAt ?? 0;
      setAnswer({ isAdded, listUpdatedAt });
      setFeedback({ kind: 'toggled', isAdded });
      void client.invalidateQueries({ queryKey: wishlistQueryKey });
    },
    onError: (error) => {
      const failure = failureOf(error);
      if (failure === 'generic') console.error('Could not change the wishlist.', error);
      // The session the page believed in is gone: let the header and guards find out too.
      if (failure === 'unauthorized') void client.invalidateQueries({ queryKey: sessionQueryKey });
      setFeedback({ kind: 'failed', failure });
    },
  });

  const isListAnswer = !answer || answer.listUpdatedAt !== wishlist.dataUpdatedAt;
  const isSaved =
    itemId !== undefined &&
    (isListAnswer ? (wishlist.data ?? []).some((item) => item._id === itemId) : answer.isAdded);

  const dismissFeedback = useCallback(() => setFeedback(null), []);

  const press = () => {
    if (toggle.isPending) return;
    if (itemId === undefined) setFeedback({ kind: 'demo' });
    else if (role === 'guest') setFeedback({ kind: 'login' });
    else toggle.mutate(itemId);
  };

  return {
    isSaved,
    isPending: toggle.isPending,
    press,
    feedback,
    dismissFeedback,
  };
}
