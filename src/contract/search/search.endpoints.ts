import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './search.schemas.js';

const pageDescription =
  'Answers one page of card items; the cursor of the next page comes in the `x-next-cursor` ' +
  'response header (absent on the last page) and goes back as `cursor`, with the same filters.';

/** Spec §7: search, category browsing, alternatives to a listing, and suppliers. */
export const searchEndpoints = defineEndpoints<typeof schemas>()('listings', {
  searchProducts: {
    method: 'GET',
    path: '/api/search/products',
    access: 'public',
    summary: 'Published products: text (Arabic-aware, typo-tolerant), category, price range, sort',
    description: pageDescription,
    query: 'ListingSearchQuerySchema',
    answer: 'CardItemsSchema',
    paged: true,
  },
  searchServices: {
    method: 'GET',
    path: '/api/search/services',
    access: 'public',
    summary: 'Published services: text (Arabic-aware, typo-tolerant), category, price range, sort',
    description: pageDescription,
    query: 'ListingSearchQuerySchema',
    answer: 'CardItemsSchema',
    paged: true,
  },
  findSimilarProducts: {
    method: 'GET',
    path: '/api/products/:id/similar',
    access: 'public',
    summary: 'Alternatives to a published product: same subcategory, similar name, near price',
    params: 'ListingIdParamsSchema',
    answer: 'CardItemsSchema',
    errors: [404],
  },
  findSimilarServices: {
    method: 'GET',
    path: '/api/services/:id/similar',
    access: 'public',
    summary: 'Alternatives to a published service: same subcategory, similar name, near price',
    params: 'ListingIdParamsSchema',
    answer: 'CardItemsSchema',
    errors: [404],
  },
  searchSuppliers: {
    method: 'GET',
    path: '/api/search/suppliers',
    access: 'public',
    summary: 'ACTIVE suppliers by business name and city (Arabic or English), with 3 newest listings each',
    query: 'SupplierSearchQuerySchema',
    answer: 'SupplierCardsSchema',
  },
});
