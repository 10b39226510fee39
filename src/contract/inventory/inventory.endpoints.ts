import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from '../catalog/catalog.schemas.js';
import { stockRoles } from '../team/member-roles.js';

/** The stock of a supplier's products (decision 024: a column of the catalog's products). */
export const inventoryEndpoints = defineEndpoints<typeof schemas>()('listings', {
  updateStock: {
    method: 'PATCH',
    path: '/api/suppliers/me/products/:id/stock',
    access: 'supplier',
    memberRoles: stockRoles,
    summary: 'Set the stock quantity of one of my products',
    params: 'ListingIdParamsSchema',
    body: 'StockBodySchema',
    answer: 'ProductSchema',
    errors: [404, 409],
  },
});
