import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListingIdParamsSchema,
  ProductSchema,
  StockBodySchema,
} from '../../../contract/catalog/catalog.schemas.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { InventoryService } from './inventory.service.js';

const tags = ['listings'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export const inventoryRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (
  app,
  { inventory },
) => {
  const supplierId = (request: Parameters<typeof requireUser>[0]) =>
    requireUser(request, { role: 'SUPPLIER' }).id;

  app.patch(
    '/suppliers/me/products/:id/stock',
    {
      schema: {
        tags,
        summary: 'Set the stock quantity of one of my products',
        params: ListingIdParamsSchema,
        body: StockBodySchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request) => inventory.updateStock(supplierId(request), request.params.id, request.body.stock),
  );
};
