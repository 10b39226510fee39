import { z } from 'zod';
import { ListingKindSchema, WishlistItemSchema } from '../catalog/catalog.schemas.js';

/*
 * The buyer's wishlist (spec §6, §7): saved products and services. A saved item is shown as the listing's
 * card, so its schema and the toggle's answer stay with the listings' cards (catalog.schemas.ts); this
 * module names them for the wishlist's endpoints.
 */
export { WishlistItemSchema, WishlistToggleAnswerSchema } from '../catalog/catalog.schemas.js';

/**
 * `/api/buyers/me/wishlist/{id}`: a product or service id. Unlike the listing pages, a malformed id
 * is a bad request (400, spec §8 "Wishlist toggle"), not a missing item.
 */
export const WishlistItemParamsSchema = z.object({ id: z.uuid() });

export type WishlistItem = z.infer<typeof WishlistItemSchema>;
/** `GET /api/buyers/me/wishlist`: the saved items buyers can still see, newest first. */
export const WishlistItemListSchema = z.array(WishlistItemSchema);

/** What `PATCH /api/buyers/me/wishlist/{id}` answers in `message`. */
export const wishlistToggleMessages = ['ADDED', 'REMOVED'] as const;
export type WishlistToggleMessage = (typeof wishlistToggleMessages)[number];

/** `GET /api/suppliers/me/wishlist-counts` (Premium, spec §6): how many buyers saved each listing. */
export const WishlistCountSchema = z.object({
  id: z.uuid(),
  kind: ListingKindSchema,
  count: z.number().int().min(0),
});
export type WishlistCount = z.infer<typeof WishlistCountSchema>;
export const WishlistCountListSchema = z.array(WishlistCountSchema);
