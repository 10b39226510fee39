import type { FastifyInstance } from 'fastify';
import { wishlistEndpoints as endpoints } from '../../../contract/wishlist/wishlist.endpoints.js';
import * as schemas from '../../../contract/wishlist/wishlist.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { WishlistService } from './wishlist.service.js';

/** Spec §6: the wishlist is the buyer's; a supplier gets ROLE_NOT_ALLOWED. */
export async function wishlistRoutes(app: FastifyInstance, { wishlist }: { wishlist: WishlistService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.toggleItem, ({ caller, params }) => wishlist.toggleItem(caller.id, params.id));
  route(endpoints.listItems, ({ caller }) => wishlist.listItems(caller.id));
  route(endpoints.removeItem, ({ caller, params }) => wishlist.removeItem(caller.id, params.id));
  route(endpoints.countSavesOfSupplier, ({ caller }) => wishlist.countSavesOfSupplier(caller.id));
}
