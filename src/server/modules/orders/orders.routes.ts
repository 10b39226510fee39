import type { FastifyInstance } from 'fastify';
import { ordersEndpoints as endpoints } from '../../../contract/orders/orders.endpoints.js';
import * as schemas from '../../../contract/orders/orders.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { OrdersService } from './orders.service.js';

/** Spec §2 My orders (buyer) and Orders (supplier); the status moves of decision 011. */
export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.listBuyerOrders, ({ caller, query }) => orders.listBuyerOrders(caller.id, query));
  route(endpoints.getBuyerOrder, ({ caller, params }) => orders.getBuyerOrder(caller.id, params.id));
  route(endpoints.confirmDelivery, ({ caller, params }) => orders.confirmDelivery(caller.id, params.id));
  route(endpoints.listSupplierOrders, ({ caller, query }) => orders.listSupplierOrders(caller.id, query));
  route(endpoints.getSupplierOrder, ({ caller, params }) => orders.getSupplierOrder(caller.id, params.id));
  route(endpoints.changeStatusAsSupplier, ({ caller, params, body }) =>
    orders.changeStatusAsSupplier(caller.id, params.id, body.action, caller.memberId),
  );
}
