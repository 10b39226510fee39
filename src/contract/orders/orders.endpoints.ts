import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './orders.schemas.js';
import {
  buyingRoles,
  everyBuyerSideRole,
  everySupplierSideRole,
  orderHandlingRoles,
} from '../team/member-roles.js';

const cursorDescription =
  'Newest first. The cursor of the next page comes in the `x-next-cursor` response header (absent on the ' +
  'last page) and goes back as `cursor`, with the same status.';

/** Spec §2 My orders (buyer) and Orders (supplier); the status moves of decision 011. */
export const ordersEndpoints = defineEndpoints<typeof schemas>()('orders', {
  listBuyerOrders: {
    method: 'GET',
    path: '/api/buyers/me/orders',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'My orders as a buyer, by status',
    description: cursorDescription,
    query: 'OrdersQuerySchema',
    answer: 'OrderListSchema',
    paged: true,
    errors: [404, 409, 502, 503],
  },
  getBuyerOrder: {
    method: 'GET',
    path: '/api/buyers/me/orders/:id',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'One of my orders as a buyer',
    params: 'OrderIdParamsSchema',
    answer: 'OrderSchema',
    errors: [404, 409, 502, 503],
  },
  confirmDelivery: {
    method: 'PATCH',
    path: '/api/buyers/me/orders/:id/confirm-delivery',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'Confirm I received a shipped order: it becomes COMPLETED',
    params: 'OrderIdParamsSchema',
    answer: 'OrderSchema',
    errors: [404, 409, 502, 503],
  },
  listSupplierOrders: {
    method: 'GET',
    path: '/api/suppliers/me/orders',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'Orders placed with my store, by status',
    description: cursorDescription,
    query: 'OrdersQuerySchema',
    answer: 'OrderListSchema',
    paged: true,
    errors: [404, 409, 502, 503],
  },
  getSupplierOrder: {
    method: 'GET',
    path: '/api/suppliers/me/orders/:id',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'One order placed with my store',
    params: 'OrderIdParamsSchema',
    answer: 'OrderSchema',
    errors: [404, 409, 502, 503],
  },
  changeStatusAsSupplier: {
    method: 'PATCH',
    path: '/api/suppliers/me/orders/:id/status',
    access: 'supplier',
    memberRoles: orderHandlingRoles,
    summary: 'Move my order on: PROCESS (pending → processing), SHIP (processing → shipped) or CANCEL',
    description:
      'CANCEL is allowed before shipping; it gives the stock back and refunds the order total to the ' +
      "buyer's card. Any other move is ORDER_TRANSITION_NOT_ALLOWED.",
    params: 'OrderIdParamsSchema',
    body: 'SupplierOrderActionBodySchema',
    answer: 'OrderSchema',
    errors: [404, 409, 502, 503],
  },
});
