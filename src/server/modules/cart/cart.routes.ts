import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddCartItemBodySchema,
  CartProductParamsSchema,
  CartSchema,
  CartSupplierParamsSchema,
  GuestCartBodySchema,
  UpdateCartItemBodySchema,
} from '../../../contract/cart/cart.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { CartService } from './cart.service.js';

const tags = ['cart'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** The server cart is the buyer's (spec §6); a supplier gets ROLE_NOT_ALLOWED. */
const buyerId = (request: Parameters<typeof requireUser>[0]) => requireUser(request, { role: 'BUYER' }).id;

/** Every change answers the cart as it is now, priced from the catalog, so the screen needs no second call. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/buyers/me/cart',
    {
      schema: {
        tags,
        summary: 'My cart, grouped by supplier and priced from the catalog now',
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => cart.getCart(buyerId(request)),
  );

  app.post(
    '/buyers/me/cart/items',
    {
      schema: {
        tags,
        summary: 'Add a product to my cart (adds to the quantity already there; the sum must pass the rule)',
        body: AddCartItemBodySchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => cart.addItem(buyerId(request), request.body),
  );

  app.patch(
    '/buyers/me/cart/items/:productId',
    {
      schema: {
        tags,
        summary: 'Set the quantity of a product in my cart',
        params: CartProductParamsSchema,
        body: UpdateCartItemBodySchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) =>
      cart.updateItemQuantity(buyerId(request), request.params.productId, request.body.quantity),
  );

  app.delete(
    '/buyers/me/cart/items/:productId',
    {
      schema: {
        tags,
        summary: 'Remove a product from my cart (also when it is not there)',
        params: CartProductParamsSchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => cart.removeItem(buyerId(request), request.params.productId),
  );

  app.delete(
    '/buyers/me/cart/suppliers/:supplierId',
    {
      schema: {
        tags,
        summary: "Remove one supplier's products from my cart",
        params: CartSupplierParamsSchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => cart.removeSupplierItems(buyerId(request), request.params.supplierId),
  );

  app.delete(
    '/buyers/me/cart',
    {
      schema: { tags, summary: 'Empty my cart', response: { 200: CartSchema, ...errors } },
    },
    async (request) => cart.clearCart(buyerId(request)),
  );

  app.post(
    '/buyers/me/cart/merge',
    {
      schema: {
        tags,
        summary:
          'Add the cart kept as a guest to mine (at login); lines that break a rule are adjusted or skipped',
        body: GuestCartBodySchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => cart.mergeGuestCart(buyerId(request), request.body),
  );

  app.post(
    '/cart/quote',
    {
      schema: {
        tags,
        summary: "Price a guest's cart from the catalog (no session needed)",
        body: GuestCartBodySchema,
        response: { 200: CartSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => cart.quoteGuestCart(request.body),
  );
};
