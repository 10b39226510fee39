import type { FastifyInstance } from 'fastify';
import { cartEndpoints as endpoints } from '../../../contract/cart/cart.endpoints.js';
import * as schemas from '../../../contract/cart/cart.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { CartService } from './cart.service.js';

export async function cartRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getCart, ({ caller }) => cart.getCart(caller.id));
  route(endpoints.addItem, ({ caller, body }) => cart.addItem(caller.id, body));
  route(endpoints.setItemQuantity, ({ caller, params, body }) =>
    cart.updateItemQuantity(caller.id, params.productId, body.quantity),
  );
  route(endpoints.removeItem, ({ caller, params }) => cart.removeItem(caller.id, params.productId));
  route(endpoints.removeSupplier, ({ caller, params }) =>
    cart.removeSupplierItems(caller.id, params.supplierId),
  );
  route(endpoints.clearCart, ({ caller }) => cart.clearCart(caller.id));
  route(endpoints.mergeGuestCart, ({ caller, body }) => cart.mergeGuestCart(caller.id, body));
  route(endpoints.quoteGuestCart, ({ body }) => cart.quoteGuestCart(body));
}
