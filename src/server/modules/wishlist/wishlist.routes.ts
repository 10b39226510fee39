import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WishlistItemSchema, WishlistToggleAnswerSchema } from '../../../contract/catalog/catalog.schemas.js';
import { WishlistCountSchema, WishlistItemParamsSchema } from '../../../contract/catalog/wishlist.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { WishlistService } from './wishlist.service.js';

const tags = ['wishlist'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const noContent = z.null().describe('No content');

/** Spec §6: the wishlist is the buyer's; a supplier gets ROLE_NOT_ALLOWED. */
const buyerId = (request: Parameters<typeof requireUser>[0]) => requireUser(request, { role: 'BUYER' }).id;

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  app.patch(
    '/buyers/me/wishlist/:id',
    {
      schema: {
        tags,
        summary: 'Save a product or service in my wishlist, or remove it when already saved (empty body)',
        params: WishlistItemParamsSchema,
        response: { 200: WishlistToggleAnswerSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) => wishlist.toggleItem(buyerId(request), request.params.id),
  );

  app.get(
    '/buyers/me/wishlist',
    {
      schema: {
        tags,
        summary: 'My saved products and services that buyers can still see, newest first',
        response: { 200: z.array(WishlistItemSchema), ...errors },
      },
    },
    async (request) => wishlist.listItems(buyerId(request)),
  );

  app.delete(
    '/buyers/me/wishlist/:id',
    {
      schema: {
        tags,
        summary: 'Remove a product or service from my wishlist (also when it is not there)',
        params: WishlistItemParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await wishlist.removeItem(buyerId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/suppliers/me/wishlist-counts',
    {
      schema: {
        tags,
        summary: 'How many buyers saved each of my listings (Premium plan)',
        response: { 200: z.array(WishlistCountSchema), ...errors },
      },
    },
    async (request) => wishlist.countSavesOfSupplier(requireUser(request, { role: 'SUPPLIER' }).id),
  );
};
