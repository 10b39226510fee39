import type { FastifyInstance } from 'fastify';
import { cartEndpoints as endpoints } from '../../../contract/cart/cart.endpoints.js';
import * as schemas from '../../../contract/cart/cart.schemas.js';
import type { SessionUser } from '../../platform/auth/request-auth.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { CartOwner, CartService } from './cart.service.js';

/** Issue 26: each person of a business fills their own cart; the orders belong to the business. */
const cartOf = (caller: SessionUser): CartOwner => ({ buyerId: caller.id, memberId: caller.memberId });

export async function cartRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getCart, ({ caller }) => cart.getCart(cartOf(caller)));
  route(endpoints.addItem, ({ caller, body }) => cart.addItem(cartOf(caller), body));
  route(endpoints.setItemQuantity, ({ caller, params, body }) =>
    cart.updateItemQuantity(cartOf(caller), params.productId, body.quantity),
  );
  route(endpoints.removeItem, ({ caller, params }) => cart.removeItem(cartOf(caller), params.productId));
  route(endpoints.removeSupplier, ({ caller, params }) =>
    cart.removeSupplierItems(cartOf(caller), params.supplierId),
  );
  route(endpoints.clearCart, ({ caller }) => cart.clearCart(cartOf(caller)));
  route(endpoints.mergeGuestCart, ({ caller, body }) => cart.mergeGuestCart(cartOf(caller), body));
  route(endpoints.quoteGuestCart, ({ body }) => cart.quoteGuestCart(body));
}
