import { z } from 'zod';
import { ListingKindSchema, type WishlistItemSchema } from './catalog.schemas.js';

/*
 * The wishlist beyond what catalog.schemas.ts already names (`WishlistToggleAnswerSchema`,
 * `WishlistItemSchema`).
 */

/**
 * `/api/buyers/me/wishlist/{id}`: a product or service id. Unlike the listing pages, a malformed id
 * is a bad request (400, spec §8 "Wishlist toggle"), not a missing item.
 */
export const WishlistItemParamsSchema = z.object({ id: z.uuid() });

export type WishlistItem = z.infer<typeof WishlistItemSchema>;

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
