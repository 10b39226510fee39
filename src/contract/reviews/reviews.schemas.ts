import { z } from 'zod';

/*
 * Reviews (spec §4: a buyer reviews a completed order once, the supplier and any of its products, 1 to
 * 5 stars). Product pages and storefronts list them publicly, newest first.
 */

const rating = z
  .number({ error: 'FIELD_REQUIRED' })
  .int({ error: 'RATING_INVALID' })
  .min(1, { error: 'RATING_INVALID' })
  .max(5, { error: 'RATING_INVALID' });
const reviewText = z.string().trim().max(1000, { error: 'TEXT_TOO_LONG' }).default('');

/**
 * `POST /api/buyers/me/orders/{id}/review`: once per order, after COMPLETED; a rating and optional text
 * for the supplier and for each ordered item (items left out are not reviewed).
 */
export const WriteReviewBodySchema = z.object({
  supplier: z.object({ rating, text: reviewText }),
  items: z
    .array(z.object({ productId: z.uuid(), rating, text: reviewText }))
    .max(100)
    .default([]),
});
export type WriteReviewBody = z.input<typeof WriteReviewBodySchema>;

/** A review as product pages and storefronts list it. */
export const PublicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  text: z.string(),
  buyerBusinessName: z.string(),
  createdAt: z.iso.datetime(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;
export const PublicReviewListSchema = z.array(PublicReviewSchema);

/** Public review lists: newest first, 20 a page unless asked otherwise. */
export const ReviewsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ReviewsQuery = z.input<typeof ReviewsQuerySchema>;
