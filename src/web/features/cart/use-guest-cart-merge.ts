import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartEndpoints } from '../../../contract/cart/cart.endpoints';
import { callEndpoint } from '../../lib/api-client';
import { useSession } from '../auth/use-session';
import { canCall } from '../team/can';
import { readGuestCart } from './guest-cart-storage';
import { buyerCartQueryKeyOf, storeGuestCart, useGuestCartItems } from './use-cart';

/**
 * When the session becomes a buyer's and the browser still holds a guest cart, it joins the buyer's cart
 * once (`POST /api/buyers/me/cart/merge`; the server adds quantities and fixes or skips what breaks a
 * rule). The browser's lines are cleared before the call, so a second mount or render never sends them
 * again; a failed merge puts them back for the next visit.
 */
export function useGuestCartMerge(): void {
  const client = useQueryClient();
  const { role, user } = useSession();
  const guestLineCount = useGuestCartItems().length;
  // Issue 26: a member who does not buy keeps the guest's lines in the browser.
  const userId =
    role === 'buyer' && canCall(user, cartEndpoints.mergeGuestCart) ? (user?.memberId ?? null) : null;

  useEffect(() => {
    if (!userId || guestLineCount === 0) return;
    const items = readGuestCart();
    if (items.length === 0) return;
    storeGuestCart(client, []);
    callEndpoint(cartEndpoints.mergeGuestCart, { body: { items } })
      .then(async (cart) => {
        // A read that started before the merge must not overwrite its answer.
        await client.cancelQueries({ queryKey: buyerCartQueryKeyOf(userId) });
        client.setQueryData(buyerCartQueryKeyOf(userId), cart);
      })
      .catch((error: unknown) => {
        console.error('Could not add the guest cart to the buyer cart.', error);
        storeGuestCart(client, [...items, ...readGuestCart()]);
      });
  }, [client, userId, guestLineCount]);
}
