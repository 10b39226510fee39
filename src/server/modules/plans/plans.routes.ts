import type { FastifyInstance } from 'fastify';
import { plansEndpoints as endpoints } from '../../../contract/plans/plans.endpoints.js';
import * as schemas from '../../../contract/plans/plans.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { PlansService } from './plans.service.js';

/** Issue 10, decision 016: the supplier's plan page — Basic, the trial, a paid Premium month. */
export async function plansRoutes(app: FastifyInstance, { plans }: { plans: PlansService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getPlan, ({ caller }) => plans.getPlan(caller.id));
  route(endpoints.startTrial, ({ caller }) => plans.startTrial(caller.id));
  route(endpoints.upgrade, ({ caller, body }) => plans.upgrade(caller.id, body));
  route(endpoints.cancelRenewal, ({ caller }) => plans.cancelRenewal(caller.id));
  route(endpoints.resumeRenewal, ({ caller }) => plans.resumeRenewal(caller.id));
  route(endpoints.listPlanInvoices, ({ caller, query }) => plans.listPlanInvoices(caller.id, query));
  route(endpoints.getPlanInvoice, ({ caller, params }) => plans.getPlanInvoice(caller.id, params.id));
}
