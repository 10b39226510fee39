import type { FastifyInstance } from 'fastify';
import { InvoiceIdParamsSchema, PayInvoiceBodySchema } from '../../../contract/invoices/invoices.schemas.js';
import {
  paymentsEndpoints as endpoints,
  type PaymentsEndpointSchemas,
} from '../../../contract/payments/payments.endpoints.js';
import * as paymentsSchemas from '../../../contract/payments/payments.schemas.js';
import { rolesAllow } from '../../../contract/team/member-roles.js';
import type { SessionUser } from '../../platform/auth/request-auth.js';
import { AppError } from '../../platform/errors/app-error.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { PaymentsService } from './payments.service.js';

/**
 * Issue 26: a card kept while paying is one of the business's saved cards, which only the roles of the
 * saved-card endpoint may add (finance): anyone else pays without keeping it.
 */
function assertMayKeepCard(caller: SessionUser, body: { saveCard?: boolean }) {
  if (body.saveCard && !rolesAllow(caller.memberRoles, endpoints.saveCard.memberRoles)) {
    throw new AppError('TEAM_ROLE_NOT_ALLOWED');
  }
}

/** The schemas the payments' endpoints name, those of an installment's payment included. */
export const paymentsEndpointSchemas: PaymentsEndpointSchemas = {
  ...paymentsSchemas,
  InvoiceIdParamsSchema,
  PayInvoiceBodySchema,
};

/**
 * Decision 011: checkout, the callback's confirmation, the payment's result, giving up a waiting payment,
 * the provider's webhook.
 */
export async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const route = endpointRoutes(app, paymentsEndpointSchemas);
  route(endpoints.checkout, ({ caller, body }) => {
    assertMayKeepCard(caller, body);
    return payments.checkout(caller.id, caller.memberId, body);
  });
  route(endpoints.payInvoice, ({ caller, params, body }) => {
    assertMayKeepCard(caller, body);
    return payments.payInvoice(caller.id, params.id, body, caller.memberId);
  });
  route(endpoints.confirmPayment, ({ caller, body }) => payments.confirmPayment(caller.id, body.chargeId));
  route(endpoints.getPayment, ({ caller, params }) => payments.getPayment(caller.id, params.id));
  route(endpoints.cancelPayment, ({ caller, params }) => payments.cancelPayment(caller.id, params.id));

  // Its own scope: the signature is computed over the exact bytes sent, so this route alone reads the
  // body as text instead of parsed JSON.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    endpointRoutes(webhook, paymentsEndpointSchemas)(endpoints.receiveWebhook, async ({ request }) => {
      await payments.handleWebhook(typeof request.body === 'string' ? request.body : '', request.headers);
      return { received: true as const };
    });
  });
}
