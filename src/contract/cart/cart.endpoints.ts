import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './cart.schemas.js';
import { buyingRoles } from '../team/member-roles.js';

/**
 * The buyer's cart (spec §6): every change answers the cart as it is now, priced from the catalog, so
 * the screen needs no second call. A supplier gets ROLE_NOT_ALLOWED.
 */
export const cartEndpoints = defineEndpoints<typeof schemas>()('cart', {
  getCart: {
    method: 'GET',
    path: '/api/buyers/me/cart',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'My cart, grouped by supplier and priced from the catalog now',
    answer: 'CartSchema',
  },
  addItem: {
    method: 'POST',
    path: '/api/buyers/me/cart/items',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'Add a product to my cart (adds to the quantity already there; the sum must pass the rule)',
    body: 'AddCartItemBodySchema',
    answer: 'CartSchema',
    errors: [404, 409],
  },
  setItemQuantity: {
    method: 'PATCH',
    path: '/api/buyers/me/cart/items/:productId',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'Set the quantity of a product in my cart',
    params: 'CartProductParamsSchema',
    body: 'UpdateCartItemBodySchema',
    answer: 'CartSchema',
    errors: [404, 409],
  },
  removeItem: {
    method: 'DELETE',
    path: '/api/buyers/me/cart/items/:productId',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'Remove a product from my cart (also when it is not there)',
    params: 'CartProductParamsSchema',
    answer: 'CartSchema',
    errors: [404],
  },
  removeSupplier: {
    method: 'DELETE',
    path: '/api/buyers/me/cart/suppliers/:supplierId',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: "Remove one supplier's products from my cart",
    params: 'CartSupplierParamsSchema',
    answer: 'CartSchema',
    errors: [404],
  },
  clearCart: {
    method: 'DELETE',
    path: '/api/buyers/me/cart',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'Empty my cart',
    answer: 'CartSchema',
  },
  mergeGuestCart: {
    method: 'POST',
    path: '/api/buyers/me/cart/merge',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary:
      'Add the cart kept as a guest to mine (at login); lines that break a rule are adjusted or skipped',
    body: 'GuestCartBodySchema',
    answer: 'CartSchema',
    errors: [404, 409],
  },
  quoteGuestCart: {
    method: 'POST',
    path: '/api/cart/quote',
    access: 'public',
    summary: "Price a guest's cart from the catalog (no session needed)",
    body: 'GuestCartBodySchema',
    answer: 'CartSchema',
  },
});
