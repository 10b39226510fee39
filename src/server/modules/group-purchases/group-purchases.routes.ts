import type { FastifyInstance } from 'fastify';
import { groupPurchasesEndpoints as endpoints } from '../../../contract/group-purchases/group-purchases.endpoints.js';
import * as schemas from '../../../contract/group-purchases/group-purchases.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { GroupPurchasesService } from './group-purchases.service.js';

/**
 * Issue 9, decision 015: buyers of one city buy a product together at its group price. Every route is
 * the buyer role's; a group of another city is 404 to it.
 */
export async function groupPurchasesRoutes(
  app: FastifyInstance,
  { groupPurchases }: { groupPurchases: GroupPurchasesService },
) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getCityGroup, ({ caller, params }) => groupPurchases.getCityGroup(caller.id, params.id));
  route(endpoints.joinGroup, ({ caller, body }) => groupPurchases.joinGroup(caller.id, body));
  route(endpoints.listCityGroups, ({ caller, query }) => groupPurchases.listCityGroups(caller.id, query));
  route(endpoints.getGroup, ({ caller, params }) => groupPurchases.getGroup(caller.id, params.id));
  route(endpoints.leaveGroup, ({ caller, params }) => groupPurchases.leaveGroup(caller.id, params.id));
  route(endpoints.listMyGroups, ({ caller, query }) => groupPurchases.listMyGroups(caller.id, query));
}
