import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './storefronts.schemas.js';

/**
 * A supplier's public storefront, for guests too. `/api/suppliers/me` is a static route of users and
 * wins over this one.
 */
export const storefrontsEndpoints = defineEndpoints<typeof schemas>()('storefronts', {
  getStorefront: {
    method: 'GET',
    path: '/api/suppliers/:userId',
    access: 'public',
    summary: "A supplier's storefront: profile, products and services (none while the store is closed)",
    description:
      'Up to 60 products and 60 services, newest first. An inactive supplier, an account without a ' +
      'supplier side and an unknown id all answer 404 NOT_FOUND.',
    params: 'UserIdParamsSchema',
    answer: 'StorefrontSchema',
    errors: [404],
  },
});
