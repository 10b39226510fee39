import { maxLineQuantity } from '../../../contract/cart/amount-limits';
import { maxCartLines } from '../../../contract/cart/cart-limits';
import type { GuestCartBody } from '../../../contract/cart/cart.schemas';
import { uuidPattern } from '../../../contract/ids/uuid';

export type GuestCartItems = GuestCartBody['items'];

/** Where a guest's cart lives in the browser (decision 011): `{ productId, quantity }[]`, never prices. */
export const guestCartStorageKey = 'tawrid.cart';

/**
 * Whether stored lines have the shape this module writes. A plain check rather than GuestCartBodySchema:
 * the header reads the cart on every first page, which then needs no zod (docs/performance.md); the
 * server checks the lines with the schema when it prices (quote) or merges them.
 */
function isGuestCartItems(value: unknown): value is GuestCartItems {
  return (
    Array.isArray(value) &&
    value.length <= maxCartLines &&
    value.every(
      (item: Partial<Record<keyof GuestCartItems[number], unknown>> | null) =>
        typeof item?.productId === 'string' &&
        uuidPattern.test(item.productId) &&
        Number.isInteger(item.quantity) &&
        (item.quantity as number) > 0,
    )
  );
}

/**
 * The guest's lines; anything unreadable (edited by hand, an older shape) counts as an empty cart. A line
 * kept before the line limit (issue 19) holds at most its units, so the quote still prices the cart.
 */
export function readGuestCart(): GuestCartItems {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(guestCartStorageKey) ?? '[]');
    return isGuestCartItems(stored)
      ? stored.map(({ productId, quantity }) => ({
          productId,
          quantity: Math.min(quantity, maxLineQuantity),
        }))
      : [];
  } catch {
    return [];
  }
}

export function writeGuestCart(items: GuestCartItems): void {
  if (items.length === 0) localStorage.removeItem(guestCartStorageKey);
  else localStorage.setItem(guestCartStorageKey, JSON.stringify(items));
}
