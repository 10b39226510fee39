import type { FastifyInstance } from 'fastify';
import { operatorPaymentsEndpoints as endpoints } from '../../../contract/payments/payments.endpoints.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { FinancePaymentsService } from './finance-payments.service.js';
import { paymentsEndpointSchemas } from './payments.routes.js';

/** Finance's view of payments (issue 25, decision 034): FINANCE and ADMIN operators. */
export async function financePaymentsRoutes(
  app: FastifyInstance,
  { financePayments }: { financePayments: FinancePaymentsService },
) {
  const route = endpointRoutes(app, paymentsEndpointSchemas);
  route(endpoints.listOperatorPayments, ({ query }) => financePayments.listPayments(query));
  route(endpoints.getOperatorPayment, ({ params }) => financePayments.getPayment(params.id));
  route(endpoints.recheckOperatorPayment, ({ caller, params }) =>
    financePayments.recheckPayment(caller.id, params.id),
  );
  route(endpoints.resolveOperatorPayment, ({ caller, params, body }) =>
    financePayments.resolvePayment(caller.id, params.id, body.note),
  );
}
