import type { FastifyInstance } from 'fastify';
import { paymentsEndpoints as endpoints } from '../../../contract/payments/payments.endpoints.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { SandboxPayments } from '../../providers/payments/sandbox-payments.js';
import { paymentsEndpointSchemas } from './payments.routes.js';

/**
 * The sandbox's test 3-D Secure page (decision 011), registered only with PAYMENT_PROVIDER=sandbox. It
 * plays the card issuer: no session is needed, as on a real issuer's page, and the charge id (a random
 * UUID) is what the buyer was sent. The outcome is still settled only from `getCharge`.
 */
export async function sandboxChargesRoutes(app: FastifyInstance, { sandbox }: { sandbox: SandboxPayments }) {
  const route = endpointRoutes(app, paymentsEndpointSchemas);
  route(endpoints.getSandboxCharge, ({ params }) => sandbox.findTestCharge(params.id));
  route(endpoints.approveSandboxCharge, ({ params }) => sandbox.answerChallenge(params.id, 'APPROVE'));
  route(endpoints.declineSandboxCharge, ({ params }) => sandbox.answerChallenge(params.id, 'DECLINE'));
}
