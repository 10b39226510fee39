import type { ListingIdParamsSchema } from '../catalog/catalog.schemas.js';
import { defineEndpoints } from '../http/endpoint.js';
import type { OrderIdParamsSchema, OrderSchema } from '../orders/orders.schemas.js';
import type { UserIdParamsSchema } from '../users/users.schemas.js';
import type * as reviewsSchemas from './reviews.schemas.js';
import { buyingRoles } from '../team/member-roles.js';

/**
 * The reviews' schemas, and those of the order a review is written on (answered as the buyer then sees
 * it), the product and the supplier whose reviews are listed.
 */
export type ReviewsEndpointSchemas = typeof reviewsSchemas & {
  OrderIdParamsSchema: typeof OrderIdParamsSchema;
  OrderSchema: typeof OrderSchema;
  ListingIdParamsSchema: typeof ListingIdParamsSchema;
  UserIdParamsSchema: typeof UserIdParamsSchema;
};

const cursorDescription =
  'The cursor of the next page comes in the `x-next-cursor` response header (absent on the last page) ' +
  'and goes back as `cursor`.';

/** Spec §4: a buyer reviews a completed order once; product pages and storefronts list the reviews. */
export const reviewsEndpoints = defineEndpoints<ReviewsEndpointSchemas>()('reviews', {
  writeReview: {
    method: 'POST',
    path: '/api/buyers/me/orders/:id/review',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'Review my completed order once: the supplier and any of its products (1 to 5 stars)',
    description:
      'Only after the buyer confirmed the delivery (409 REVIEW_NOT_ALLOWED), only once (409 ' +
      'REVIEW_ALREADY_WRITTEN), only products of the order, each once (400 REVIEW_ITEM_NOT_ORDERED). ' +
      "Another buyer's order is 404 NOT_FOUND.",
    params: 'OrderIdParamsSchema',
    body: 'WriteReviewBodySchema',
    answer: 'OrderSchema',
    status: 201,
    errors: [404, 409],
  },
  listProductReviews: {
    method: 'GET',
    path: '/api/products/:id/reviews',
    access: 'public',
    summary: "A published product's reviews, newest first",
    description: cursorDescription,
    params: 'ListingIdParamsSchema',
    query: 'ReviewsQuerySchema',
    answer: 'PublicReviewListSchema',
    paged: true,
    errors: [404],
  },
  // `:userId`, as the storefront endpoint names the same segment.
  listSupplierReviews: {
    method: 'GET',
    path: '/api/suppliers/:userId/reviews',
    access: 'public',
    summary: "An active supplier's company reviews, newest first",
    description: cursorDescription,
    params: 'UserIdParamsSchema',
    query: 'ReviewsQuerySchema',
    answer: 'PublicReviewListSchema',
    paged: true,
    errors: [404],
  },
});
