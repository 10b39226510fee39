import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './plans.schemas.js';
import { everySupplierSideRole, financeRoles } from '../team/member-roles.js';

const errors = [402, 404, 409, 502, 503] as const;

/** Issue 10, decision 016: the supplier's plan page — Basic, the trial, a paid Premium month. */
export const plansEndpoints = defineEndpoints<typeof schemas>()('plans', {
  getPlan: {
    method: 'GET',
    path: '/api/suppliers/me/plan',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'My plan: Basic or Premium, until when, usage against Basic limits, the renewal card',
    answer: 'PlanSchema',
    errors,
  },
  startTrial: {
    method: 'POST',
    path: '/api/suppliers/me/plan/trial',
    access: 'supplier',
    memberRoles: financeRoles,
    summary: 'Start the one free 30-day Premium trial (from Basic)',
    description: '409 PLAN_TRIAL_USED when this store used it; 409 PLAN_ALREADY_PREMIUM on a paid month.',
    answer: 'PlanSchema',
    errors,
  },
  upgrade: {
    method: 'POST',
    path: '/api/suppliers/me/plan/upgrade',
    access: 'supplier',
    memberRoles: financeRoles,
    summary: 'Pay a month of Premium (50 SAR + VAT): answers where the browser goes next',
    description:
      'Like checkout: a repeated `idempotencyKey` answers the same payment (200) and never charges twice; a ' +
      'new one answers 201. A new card is saved for the monthly renewal. During the trial the paid month ' +
      'starts when the trial ends. The callback is `/supplier/payment/callback`.',
    body: 'UpgradePlanBodySchema',
    answer: 'CheckoutAnswerSchema',
    status: 201,
    idempotent: true,
    errors,
  },
  cancelRenewal: {
    method: 'POST',
    path: '/api/suppliers/me/plan/cancel',
    access: 'supplier',
    memberRoles: financeRoles,
    summary: 'Stop the monthly renewal: Premium ends at the end of the paid month',
    answer: 'PlanSchema',
    errors,
  },
  resumeRenewal: {
    method: 'POST',
    path: '/api/suppliers/me/plan/resume',
    access: 'supplier',
    memberRoles: financeRoles,
    summary: 'Renew again each month (undoes a cancellation before the month ends)',
    answer: 'PlanSchema',
    errors,
  },
  listPlanInvoices: {
    method: 'GET',
    path: '/api/suppliers/me/plan/invoices',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: "The platform's tax invoices for my Premium months, newest first",
    description: 'The cursor of the next page comes in the `x-next-cursor` response header.',
    query: 'PlanInvoicesQuerySchema',
    answer: 'InvoiceListSchema',
    paged: true,
    errors,
  },
  getPlanInvoice: {
    method: 'GET',
    path: '/api/suppliers/me/plan/invoices/:id',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: "One of the platform's tax invoices for my Premium months",
    params: 'InvoiceIdParamsSchema',
    answer: 'InvoiceSchema',
    errors,
  },
});
