import type { FastifyInstance } from 'fastify';
import { InvoiceIdParamsSchema, PayInvoiceBodySchema } from '../../../contract/invoices/invoices.schemas.js';
import {
  paymentsEndpoints as endpoints,
  type PaymentsEndpointSchemas,
} from '../../../contract/payments/payments.endpoints.js';
import * as paymentsSchemas from '../../../contract/payments/payments.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { PaymentsService } from './payments.service.js';

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
  route(endpoints.checkout, ({ caller, body }) => payments.checkout(caller.id, caller.memberId, body));
  route(endpoints.payInvoice, ({ caller, params, body }) =>
    payments.payInvoice(caller.id, params.id, body, caller.memberId),
  );
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
