import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { maxLineQuantity } from '../../../contract/cart/amount-limits';
import { maxCartLines } from '../../../contract/cart/cart-limits';
import type { Cart } from '../../../contract/cart/cart.schemas';
import { cartEndpoints } from '../../../contract/cart/cart.endpoints';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { useSession } from '../auth/use-session';
import { canCall } from '../team/can';
import { readGuestCart, writeGuestCart, type GuestCartItems } from './guest-cart-storage';

const fetchBuyerCart = () => callEndpoint(cartEndpoints.getCart);

/** Every cart query: the guest's stored lines, their quote, and each person's server cart (issue 26). */
export const cartQueryKey = ['cart'] as const;
export const guestCartItemsQueryKey = [...cartQueryKey, 'guest-items'] as const;
export const buyerCartQueryKeyOf = (userId: string | null) => [...cartQueryKey, 'buyer', userId] as const;
const quoteQueryKeyOf = (items: GuestCartItems) => [...cartQueryKey, 'quote', items] as const;

export const emptyCart: Cart = {
  groups: [],
  supplierCount: 0,
  productsTotal: 0,
  deliveryFees: 0,
  vat: 0,
  total: 0,
  canCheckOut: false,
};

/** The guest's lines as kept in local storage, shared by every component through the query cache. */
export function useGuestCartItems(): GuestCartItems {
  const { data } = useQuery({
    queryKey: guestCartItemsQueryKey,
    queryFn: readGuestCart,
    initialData: readGuestCart,
    staleTime: Infinity,
    gcTime: Infinity,
    // Browser storage: a page the server rendered must not hand its empty cart to the browser.
    meta: { isBrowserOnly: true },
  });
  return data;
}

/** Stores the guest's lines and tells every component using them. */
export function storeGuestCart(client: QueryClient, items: GuestCartItems): void {
  writeGuestCart(items);
  client.setQueryData(guestCartItemsQueryKey, items);
}

/**
 * The cart the person sees: a buyer's from the server; anyone else's is the browser's lines priced by
 * `POST /api/cart/quote` (decision 011), never priced here.
 */
export function useCart() {
  const { role, user } = useSession();
  const items = useGuestCartItems();
  const isBuyer = role === 'buyer';
  // Issue 26: a member who does not buy (a viewer, finance) has no cart to read: it is empty.
  const hasCart = isBuyer && canCall(user, cartEndpoints.getCart);
  const buyerCart = useQuery({
    queryKey: buyerCartQueryKeyOf(user?.memberId ?? null),
    enabled: hasCart,
    queryFn: fetchBuyerCart,
  });
  const quote = useQuery({
    queryKey: quoteQueryKeyOf(items),
    enabled: role !== undefined && !isBuyer && items.length > 0,
    queryFn: () => callEndpoint(cartEndpoints.quoteGuestCart, { body: { items } }),
    placeholderData: keepPreviousData,
  });
  if (role === undefined) return { role, cart: undefined, isPending: true, isError: false };
  if (isBuyer && !hasCart) return { role, cart: emptyCart, isPending: false, isError: false };
  if (isBuyer) {
    return { role, cart: buyerCart.data, isPending: buyerCart.isPending, isError: buyerCart.isError };
  }
  if (items.length === 0) return { role, cart: emptyCart, isPending: false, isError: false };
  return { role, cart: quote.data, isPending: quote.isPending, isError: quote.isError };
}

/** How many lines the header's cart button shows (a guest's are counted without a quote). */
export function useCartLineCount(): number {
  const { role, user } = useSession();
  const items = useGuestCartItems();
  const { data } = useQuery({
    queryKey: buyerCartQueryKeyOf(user?.memberId ?? null),
    enabled: role === 'buyer' && canCall(user, cartEndpoints.getCart),
    queryFn: fetchBuyerCart,
  });
  if (role === 'buyer') return data?.groups.reduce((count, group) => count + group.lines.length, 0) ?? 0;
  return items.length;
}

/** One change to the cart, whoever keeps it. */
export type CartChange =
  | { kind: 'add'; productId: string; quantity: number }
  | { kind: 'set'; productId: string; quantity: number }
  | { kind: 'remove'; productId: string }
  | { kind: 'removeSupplier'; supplierId: string; productIds: string[] }
  | { kind: 'clear' };

const buyerRequest = (change: CartChange) => {
  switch (change.kind) {
    case 'add':
      return callEndpoint(cartEndpoints.addItem, {
        body: { productId: change.productId, quantity: change.quantity },
      });
    case 'set':
      return callEndpoint(cartEndpoints.setItemQuantity, {
        params: { productId: change.productId },
        body: { quantity: change.quantity },
      });
    case 'remove':
      return callEndpoint(cartEndpoints.removeItem, { params: { productId: change.productId } });
    case 'removeSupplier':
      return callEndpoint(cartEndpoints.removeSupplier, { params: { supplierId: change.supplierId } });
    case 'clear':
      return callEndpoint(cartEndpoints.clearCart);
  }
};

/** The guest's lines after a change; adding sums with the line already there, like the server. */
function changedGuestCart(items: GuestCartItems, change: CartChange): GuestCartItems {
  switch (change.kind) {
    case 'add': {
      const existing = items.find((item) => item.productId === change.productId);
      if (!existing && items.length >= maxCartLines) throw new ApiError('CART_FULL', '', 409);
      // Like the server: a line holds at most maxLineQuantity units, or the quote would refuse the cart.
      if ((existing?.quantity ?? 0) + change.quantity > maxLineQuantity) {
        throw new ApiError('QUANTITY_TOO_LARGE', '', 400);
      }
      return existing
        ? items.map((item) =>
            item === existing ? { ...item, quantity: item.quantity + change.quantity } : item,
          )
        : [...items, { productId: change.productId, quantity: change.quantity }];
    }
    case 'set':
      return items.map((item) =>
        item.productId === change.productId ? { ...item, quantity: change.quantity } : item,
      );
    case 'remove':
      return items.filter((item) => item.productId !== change.productId);
    case 'removeSupplier':
      return items.filter((item) => !change.productIds.includes(item.productId));
    case 'clear':
      return [];
  }
}

/**
 * Changes the cart: a buyer's through the API (the answer is the new cart, so no reload is needed), a
 * guest's in local storage (its quote then follows). Each caller gets its own pending state.
 */
export function useCartChange() {
  const client = useQueryClient();
  const { role, user } = useSession();
  return useMutation({
    mutationFn: async (change: CartChange): Promise<void> => {
      if (role === 'buyer') {
        const cart = await buyerRequest(change);
        // A read that started before the change must not overwrite its answer.
        await client.cancelQueries({ queryKey: buyerCartQueryKeyOf(user?.memberId ?? null) });
        client.setQueryData(buyerCartQueryKeyOf(user?.memberId ?? null), cart);
      } else {
        storeGuestCart(client, changedGuestCart(readGuestCart(), change));
      }
    },
  });
}
