import type { FastifyInstance } from 'fastify';
import { searchEndpoints as endpoints } from '../../../contract/search/search.endpoints.js';
import * as schemas from '../../../contract/search/search.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import { cardItemsSerializerCompiler } from './card-items-json.js';
import type { SearchService } from './search.service.js';

/** Spec §7: search, category browsing, alternatives to a listing, and suppliers. */
export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  const route = endpointRoutes(app, schemas);
  // `name` is the spec's name for `q` (see ListingSearchQuerySchema); `q` is used when both carry text.
  // The busiest public routes answer their cards without the zod encoding (card-items-json.ts: issue 23).
  const leanCards = { serializerCompiler: cardItemsSerializerCompiler };
  route(
    endpoints.searchProducts,
    ({ query: { name, ...query } }) => search.searchListingsPage('PRODUCT', { ...query, q: query.q || name }),
    leanCards,
  );
  route(
    endpoints.searchServices,
    ({ query: { name, ...query } }) => search.searchListingsPage('SERVICE', { ...query, q: query.q || name }),
    leanCards,
  );
  route(endpoints.findSimilarProducts, ({ params }) => search.findSimilar('PRODUCT', params.id));
  route(endpoints.findSimilarServices, ({ params }) => search.findSimilar('SERVICE', params.id));
  route(endpoints.searchSuppliers, ({ query }) => search.searchSuppliers(query));
}
