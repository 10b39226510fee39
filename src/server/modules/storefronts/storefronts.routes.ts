import type { FastifyInstance } from 'fastify';
import { storefrontsEndpoints as endpoints } from '../../../contract/storefronts/storefronts.endpoints.js';
import * as schemas from '../../../contract/storefronts/storefronts.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { StorefrontsService } from './storefronts.service.js';

export async function storefrontsRoutes(
  app: FastifyInstance,
  { storefronts }: { storefronts: StorefrontsService },
) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getStorefront, ({ params }) => storefronts.getStorefront(params.userId));
}
