import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  InvoiceIdParamsSchema,
  InvoiceSchema,
  InvoicesQuerySchema,
} from '../../../contract/invoices/invoices.schemas.js';
import { CheckoutAnswerSchema } from '../../../contract/payments/payments.schemas.js';
import { PlanSchema, UpgradePlanBodySchema } from '../../../contract/plans/plans.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import { sendPage } from '../../platform/pagination/page.js';
import type { PlansService } from './plans.service.js';

const tags = ['plans'];
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

const supplierId = (request: Parameters<typeof requireUser>[0]) =>
  requireUser(request, { role: 'SUPPLIER' }).id;

/** Issue 10, decision 016: the supplier's plan page — Basic, the trial, a paid Premium month. */
export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (app, { plans }) => {
  app.get(
    '/suppliers/me/plan',
    {
      schema: {
        tags,
        summary: 'My plan: Basic or Premium, until when, usage against Basic limits, the renewal card',
        response: { 200: PlanSchema, ...errors },
      },
    },
    async (request) => plans.getPlan(supplierId(request)),
  );

  app.post(
    '/suppliers/me/plan/trial',
    {
      schema: {
        tags,
        summary: 'Start the one free 30-day Premium trial (from Basic)',
        description: '409 PLAN_TRIAL_USED when this store used it; 409 PLAN_ALREADY_PREMIUM on a paid month.',
        response: { 200: PlanSchema, ...errors },
      },
    },
    async (request) => plans.startTrial(supplierId(request)),
  );

  app.post(
    '/suppliers/me/plan/upgrade',
    {
      schema: {
        tags,
        summary: 'Pay a month of Premium (50 SAR + VAT): answers where the browser goes next',
        description:
          'Like checkout: a repeated `idempotencyKey` answers the same payment (200) and never charges twice; a ' +
          'new one answers 201. A new card is saved for the monthly renewal. During the trial the paid month ' +
          'starts when the trial ends. The callback is `/supplier/payment/callback`.',
        body: UpgradePlanBodySchema,
        response: { 200: CheckoutAnswerSchema, 201: CheckoutAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, isNew } = await plans.upgrade(supplierId(request), request.body);
      return reply.status(isNew ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/suppliers/me/plan/cancel',
    {
      schema: {
        tags,
        summary: 'Stop the monthly renewal: Premium ends at the end of the paid month',
        response: { 200: PlanSchema, ...errors },
      },
    },
    async (request) => plans.cancelRenewal(supplierId(request)),
  );

  app.post(
    '/suppliers/me/plan/resume',
    {
      schema: {
        tags,
        summary: 'Renew again each month (undoes a cancellation before the month ends)',
        response: { 200: PlanSchema, ...errors },
      },
    },
    async (request) => plans.resumeRenewal(supplierId(request)),
  );

  app.get(
    '/suppliers/me/plan/invoices',
    {
      schema: {
        tags,
        summary: "The platform's tax invoices for my Premium months, newest first",
        description: 'The cursor of the next page comes in the `x-next-cursor` response header.',
        querystring: InvoicesQuerySchema.omit({ kind: true }),
        response: { 200: z.array(InvoiceSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await plans.listPlanInvoices(supplierId(request), request.query)),
  );

  app.get(
    '/suppliers/me/plan/invoices/:id',
    {
      schema: {
        tags,
        summary: "One of the platform's tax invoices for my Premium months",
        params: InvoiceIdParamsSchema,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    async (request) => plans.getPlanInvoice(supplierId(request), request.params.id),
  );
};
