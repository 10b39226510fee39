import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  OrderIdParamsSchema,
  OrderSchema,
  OrdersQuerySchema,
  SupplierOrderActionBodySchema,
} from '../../../contract/orders/orders.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { OrdersService } from './orders.service.js';
import { sendPage } from '../../platform/pagination/page.js';

const tags = ['orders'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
};
const cursorDescription =
  'Newest first. The cursor of the next page comes in the `x-next-cursor` response header (absent on the ' +
  'last page) and goes back as `cursor`, with the same status.';

type Request = Parameters<typeof requireUser>[0];
const buyerId = (request: Request) => requireUser(request, { role: 'BUYER' }).id;
const supplierId = (request: Request) => requireUser(request, { role: 'SUPPLIER' }).id;

/** Spec §2 My orders (buyer) and Orders (supplier); the status moves of decision 011. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/buyers/me/orders',
    {
      schema: {
        tags,
        summary: 'My orders as a buyer, by status',
        description: cursorDescription,
        querystring: OrdersQuerySchema,
        response: { 200: z.array(OrderSchema), ...errors },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await orders.listBuyerOrders(buyerId(request), request.query));
    },
  );

  app.get(
    '/buyers/me/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of my orders as a buyer',
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => orders.getBuyerOrder(buyerId(request), request.params.id),
  );

  app.patch(
    '/buyers/me/orders/:id/confirm-delivery',
    {
      schema: {
        tags,
        summary: 'Confirm I received a shipped order: it becomes COMPLETED',
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => orders.confirmDelivery(buyerId(request), request.params.id),
  );

  app.get(
    '/suppliers/me/orders',
    {
      schema: {
        tags,
        summary: 'Orders placed with my store, by status',
        description: cursorDescription,
        querystring: OrdersQuerySchema,
        response: { 200: z.array(OrderSchema), ...errors },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await orders.listSupplierOrders(supplierId(request), request.query));
    },
  );

  app.get(
    '/suppliers/me/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order placed with my store',
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => orders.getSupplierOrder(supplierId(request), request.params.id),
  );

  app.patch(
    '/suppliers/me/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Move my order on: PROCESS (pending → processing), SHIP (processing → shipped) or CANCEL',
        description:
          'CANCEL is allowed before shipping; it gives the stock back and refunds the order total to the ' +
          "buyer's card. Any other move is ORDER_TRANSITION_NOT_ALLOWED.",
        params: OrderIdParamsSchema,
        body: SupplierOrderActionBodySchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) =>
      orders.changeStatusAsSupplier(supplierId(request), request.params.id, request.body.action),
  );
};
