import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './wishlist.schemas.js';
import { anyMember, everySupplierSideRole } from '../team/member-roles.js';

/** Spec §6: the wishlist is the buyer's (a supplier gets ROLE_NOT_ALLOWED); its counts are the supplier's. */
export const wishlistEndpoints = defineEndpoints<typeof schemas>()('wishlist', {
  toggleItem: {
    method: 'PATCH',
    path: '/api/buyers/me/wishlist/:id',
    access: 'buyer',
    memberRoles: anyMember,
    summary: 'Save a product or service in my wishlist, or remove it when already saved (empty body)',
    params: 'WishlistItemParamsSchema',
    answer: 'WishlistToggleAnswerSchema',
    errors: [404, 409],
  },
  listItems: {
    method: 'GET',
    path: '/api/buyers/me/wishlist',
    access: 'buyer',
    memberRoles: anyMember,
    summary: 'My saved products and services that buyers can still see, newest first',
    answer: 'WishlistItemListSchema',
    errors: [404],
  },
  removeItem: {
    method: 'DELETE',
    path: '/api/buyers/me/wishlist/:id',
    access: 'buyer',
    memberRoles: anyMember,
    summary: 'Remove a product or service from my wishlist (also when it is not there)',
    params: 'WishlistItemParamsSchema',
    errors: [404],
  },
  countSavesOfSupplier: {
    method: 'GET',
    path: '/api/suppliers/me/wishlist-counts',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'How many buyers saved each of my listings (Premium plan)',
    answer: 'WishlistCountListSchema',
    errors: [404],
  },
});
