import type { FastifyInstance } from 'fastify';
import { approvalsEndpoints as endpoints } from '../../../contract/approvals/approvals.endpoints.js';
import * as schemas from '../../../contract/approvals/approvals.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { ApprovalsService } from './approvals.service.js';

/** Issue 26: approval requests of carts above the requester's order limit. */
export async function approvalsRoutes(app: FastifyInstance, { approvals }: { approvals: ApprovalsService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.createRequest, ({ caller, body }) => approvals.createRequest(caller, body));
  route(endpoints.listRequests, ({ caller, query }) => approvals.listRequests(caller, query));
  route(endpoints.countPending, ({ caller }) => approvals.countPending(caller));
  route(endpoints.getRequest, ({ caller, params }) => approvals.getRequest(caller, params.id));
  route(endpoints.approveRequest, ({ caller, params }) => approvals.approveRequest(caller, params.id));
  route(endpoints.declineRequest, ({ caller, params, body }) =>
    approvals.declineRequest(caller, params.id, body.reason),
  );
  route(endpoints.cancelRequest, ({ caller, params }) => approvals.cancelRequest(caller, params.id));
}
