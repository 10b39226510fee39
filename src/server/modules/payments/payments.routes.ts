import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { InvoiceIdParamsSchema, PayInvoiceBodySchema } from '../../../contract/invoices/invoices.schemas.js';
import {
  CheckoutAnswerSchema,
  CheckoutBodySchema,
  ConfirmPaymentBodySchema,
  PaymentIdParamsSchema,
  PaymentResultSchema,
} from '../../../contract/payments/payments.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { PaymentsService } from './payments.service.js';

const tags = ['payments'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  402: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
};

/** The provider's webhook address: no session, no origin check (origin-check.ts), signature instead. */
export const paymentWebhookPath = '/api/payments/webhook';

/**
 * Decision 011: checkout, the callback's confirmation, the payment's result, giving up a waiting payment,
 * the provider's webhook.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  const buyerId = (request: Parameters<typeof requireUser>[0]) => requireUser(request, { role: 'BUYER' }).id;

  app.post(
    '/checkout',
    {
      schema: {
        tags,
        summary:
          'Pay for the whole cart: reserves the stock, charges once, answers where the browser goes next',
        description:
          'Prices come from the catalog, never from the request. A repeated `idempotencyKey` answers the same ' +
          'payment (200) and never charges twice; a new one answers 201.',
        body: CheckoutBodySchema,
        response: { 200: CheckoutAnswerSchema, 201: CheckoutAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, isNew } = await payments.checkout(buyerId(request), request.body);
      return reply.status(isNew ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/buyers/me/invoices/:id/payments',
    {
      schema: {
        tags,
        summary:
          'Pay the installment of my invoice that is due: charges once, answers where the browser goes next',
        description:
          'Like checkout: a repeated `idempotencyKey` answers the same payment (200) and never charges twice; a ' +
          'new one answers 201. `installment` must be the one the invoice shows as due (FULL, UPFRONT or ' +
          'REMAINDER), else 409 INVOICE_INSTALLMENT_NOT_DUE. The callback result carries the `invoiceId`.',
        params: InvoiceIdParamsSchema,
        body: PayInvoiceBodySchema,
        response: { 200: CheckoutAnswerSchema, 201: CheckoutAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, isNew } = await payments.payInvoice(buyerId(request), request.params.id, request.body);
      return reply.status(isNew ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/payments/confirm',
    {
      schema: {
        tags,
        summary:
          "The callback page's confirmation: settles my payment of this charge from the provider's word " +
          '(a checkout, an invoice installment or a Premium month)',
        body: ConfirmPaymentBodySchema,
        response: { 200: PaymentResultSchema, ...errors },
      },
    },
    // Any role: a supplier's plan payment comes back here too; the payment must be the caller's.
    async (request) => payments.confirmPayment(requireUser(request).id, request.body.chargeId),
  );

  app.get(
    '/payments/:id',
    {
      schema: {
        tags,
        summary: 'One of my payments: its status, orders or failure code',
        params: PaymentIdParamsSchema,
        response: { 200: PaymentResultSchema, ...errors },
      },
    },
    async (request) => payments.getPayment(requireUser(request).id, request.params.id),
  );

  app.post(
    '/payments/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Give up one of my payments still waiting (a 3-D Secure page left open), to pay again now',
        description:
          "Settled on the provider's word: a charge that captured meanwhile is PAID; one still waiting for " +
          '3-D Secure is FAILED with PAYMENT_ABANDONED (its stock released; refunded if it captures later). ' +
          'A payment already settled is answered as it is. Another business gets 404.',
        params: PaymentIdParamsSchema,
        response: { 200: PaymentResultSchema, ...errors },
      },
    },
    // Any role: a supplier's plan payment can be waiting too; the payment must be the caller's.
    async (request) => payments.cancelPayment(requireUser(request).id, request.params.id),
  );

  // Its own scope: the signature is computed over the exact bytes sent, so this route alone reads the
  // body as text instead of parsed JSON.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/webhook',
      {
        schema: {
          tags,
          summary:
            "The payment provider's notification of a charge (signed; settles from the provider's word)",
          response: { 200: z.object({ received: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await payments.handleWebhook(typeof request.body === 'string' ? request.body : '', request.headers);
        return { received: true as const };
      },
    );
  });
};
