import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListingIdParamsSchema } from '../../../contract/catalog/catalog.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  OrderIdParamsSchema,
  OrderSchema,
  PublicReviewSchema,
  WriteReviewBodySchema,
} from '../../../contract/orders/orders.schemas.js';
import { UserIdParamsSchema } from '../../../contract/users/users.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { ReviewsService } from './reviews.service.js';
import { sendPage } from '../../platform/pagination/page.js';

const tags = ['reviews'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** Public review lists: newest first, 20 a page unless asked otherwise. */
const ReviewsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const cursorDescription =
  'The cursor of the next page comes in the `x-next-cursor` response header (absent on the last page) ' +
  'and goes back as `cursor`.';

/**
 * The written review answers the order as the buyer now sees it (its `review` and `items[].review` filled
 * by the orders module from `findReviewsOfOrders`); the route reads it, so the two services need not
 * depend on each other both ways.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService;
  orders: Pick<OrdersService, 'getBuyerOrder'>;
}> = async (app, { reviews, orders }) => {
  app.post(
    '/buyers/me/orders/:id/review',
    {
      schema: {
        tags,
        summary: 'Review my completed order once: the supplier and any of its products (1 to 5 stars)',
        description:
          'Only after the buyer confirmed the delivery (409 REVIEW_NOT_ALLOWED), only once (409 ' +
          'REVIEW_ALREADY_WRITTEN), only products of the order, each once (400 REVIEW_ITEM_NOT_ORDERED). ' +
          "Another buyer's order is 404 NOT_FOUND.",
        params: OrderIdParamsSchema,
        body: WriteReviewBodySchema,
        response: { 201: OrderSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const buyer = requireUser(request, { role: 'BUYER' });
      await reviews.writeReview(buyer.id, request.params.id, request.body);
      return reply.status(201).send(await orders.getBuyerOrder(buyer.id, request.params.id));
    },
  );

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A published product's reviews, newest first",
        description: cursorDescription,
        params: ListingIdParamsSchema,
        querystring: ReviewsQuerySchema,
        response: { 200: z.array(PublicReviewSchema), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await reviews.listProductReviews(request.params.id, request.query));
    },
  );

  // `:userId`, as the storefront route names the same segment.
  app.get(
    '/suppliers/:userId/reviews',
    {
      schema: {
        tags,
        summary: "An active supplier's company reviews, newest first",
        description: cursorDescription,
        params: UserIdParamsSchema,
        querystring: ReviewsQuerySchema,
        response: { 200: z.array(PublicReviewSchema), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await reviews.listSupplierReviews(request.params.userId, request.query));
    },
  );
};
