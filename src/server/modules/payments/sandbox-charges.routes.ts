import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  SandboxChallengeAnswerSchema,
  SandboxChargeParamsSchema,
  SandboxChargeSchema,
} from '../../../contract/payments/payments.schemas.js';
import type { SandboxPayments } from '../../providers/payments/sandbox-payments.js';

const tags = ['payments'];

/**
 * The sandbox's test 3-D Secure page (decision 011), registered only with PAYMENT_PROVIDER=sandbox. It
 * plays the card issuer: no session is needed, as on a real issuer's page, and the charge id (a random
 * UUID) is what the buyer was sent. The outcome is still settled only from `getCharge`.
 */
export const sandboxChargesRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPayments }> = async (
  app,
  { sandbox },
) => {
  app.get(
    '/payments/sandbox/charges/:id',
    {
      schema: {
        tags,
        summary: 'A sandbox test charge, as the test 3-D Secure page shows it',
        params: SandboxChargeParamsSchema,
        response: { 200: SandboxChargeSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => sandbox.findTestCharge(request.params.id),
  );

  for (const [path, answer] of [
    ['approve', 'APPROVE'],
    ['decline', 'DECLINE'],
  ] as const) {
    app.post(
      `/payments/sandbox/charges/:id/${path}`,
      {
        schema: {
          tags,
          summary: `${answer === 'APPROVE' ? 'Approve' : 'Decline'} a sandbox test charge's 3-D Secure; answers the callback address with tap_id`,
          params: SandboxChargeParamsSchema,
          response: { 200: SandboxChallengeAnswerSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => sandbox.answerChallenge(request.params.id, answer),
    );
  }
};
