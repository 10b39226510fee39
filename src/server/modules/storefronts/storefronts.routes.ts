import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StorefrontSchema } from '../../../contract/catalog/listings.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { UserIdParamsSchema } from '../../../contract/users/users.schemas.js';
import type { StorefrontsService } from './storefronts.service.js';

export const storefrontsRoutes: FastifyPluginAsyncZod<{ storefronts: StorefrontsService }> = async (
  app,
  { storefronts },
) => {
  // Public (guests too). `/suppliers/me` is a static route of the users module and wins over this one.
  app.get(
    '/suppliers/:userId',
    {
      schema: {
        tags: ['storefronts'],
        summary: "A supplier's storefront: profile, products and services (none while the store is closed)",
        description:
          'Up to 60 products and 60 services, newest first. An inactive supplier, an account without a ' +
          'supplier side and an unknown id all answer 404 NOT_FOUND.',
        params: UserIdParamsSchema,
        response: { 200: StorefrontSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => storefronts.getStorefront(request.params.userId),
  );
};
