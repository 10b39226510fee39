import type { FastifyInstance } from 'fastify';
import * as schemas from '../../../contract/catalog/catalog.schemas.js';
import { inventoryEndpoints as endpoints } from '../../../contract/inventory/inventory.endpoints.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { InventoryService } from './inventory.service.js';

/** The stock of a supplier's products (decision 024). */
export async function inventoryRoutes(app: FastifyInstance, { inventory }: { inventory: InventoryService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.updateStock, ({ caller, params, body }) =>
    inventory.updateStock(caller.id, params.id, body.stock),
  );
}
