import type { FastifyInstance } from 'fastify';
import { ListingIdParamsSchema } from '../../../contract/catalog/catalog.schemas.js';
import { OrderIdParamsSchema, OrderSchema } from '../../../contract/orders/orders.schemas.js';
import {
  reviewsEndpoints as endpoints,
  type ReviewsEndpointSchemas,
} from '../../../contract/reviews/reviews.endpoints.js';
import * as reviewsSchemas from '../../../contract/reviews/reviews.schemas.js';
import { UserIdParamsSchema } from '../../../contract/users/users.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { ReviewsService } from './reviews.service.js';

/**
 * The written review answers the order as the buyer now sees it (its `review` and `items[].review` filled
 * by the orders module from `findReviewsOfOrders`); the route reads it, so the two services need not
 * depend on each other both ways.
 */
export async function reviewsRoutes(
  app: FastifyInstance,
  { reviews, orders }: { reviews: ReviewsService; orders: Pick<OrdersService, 'getBuyerOrder'> },
) {
  const schemas: ReviewsEndpointSchemas = {
    ...reviewsSchemas,
    OrderIdParamsSchema,
    OrderSchema,
    ListingIdParamsSchema,
    UserIdParamsSchema,
  };
  const route = endpointRoutes(app, schemas);
  route(endpoints.writeReview, async ({ caller, params, body }) => {
    await reviews.writeReview(caller.id, params.id, body);
    return orders.getBuyerOrder(caller.id, params.id);
  });
  route(endpoints.listProductReviews, ({ params, query }) => reviews.listProductReviews(params.id, query));
  route(endpoints.listSupplierReviews, ({ params, query }) =>
    reviews.listSupplierReviews(params.userId, query),
  );
}
