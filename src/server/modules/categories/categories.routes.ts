import type { FastifyInstance } from 'fastify';
import { categoriesEndpoints as endpoints } from '../../../contract/categories/categories.endpoints.js';
import * as schemas from '../../../contract/categories/categories.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { CategoriesService } from './categories.service.js';

// Public reference data, called by the public header without credentials (spec §7).
const cacheHeaders = { 'cache-control': 'public, max-age=300', vary: 'Accept-Language' };

export async function categoriesRoutes(
  app: FastifyInstance,
  { categories }: { categories: CategoriesService },
) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.listCategoryTree, ({ query, request, reply }) => {
    reply.headers(cacheHeaders);
    return categories.listCategoryTree(query.lang ?? request.language);
  });
  route(endpoints.listMainCategories, ({ query, request, reply }) => {
    reply.headers(cacheHeaders);
    return categories.listMainCategories(query.lang ?? request.language);
  });
}
