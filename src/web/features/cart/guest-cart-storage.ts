import { GuestCartBodySchema, type GuestCartBody } from '../../../contract/cart/cart.schemas';

export type GuestCartItems = GuestCartBody['items'];

/** Where a guest's cart lives in the browser (decision 011): `{ productId, quantity }[]`, never prices. */
export const guestCartStorageKey = 'tawrid.cart';

/** The guest's lines; anything unreadable (edited by hand, an older shape) counts as an empty cart. */
export function readGuestCart(): GuestCartItems {
  try {
    const parsed = GuestCartBodySchema.safeParse({
      items: JSON.parse(localStorage.getItem(guestCartStorageKey) ?? '[]'),
    });
    return parsed.success ? parsed.data.items : [];
  } catch {
    return [];
  }
}

export function writeGuestCart(items: GuestCartItems): void {
  if (items.length === 0) localStorage.removeItem(guestCartStorageKey);
  else localStorage.setItem(guestCartStorageKey, JSON.stringify(items));
}
