import { defineEndpoints } from '../http/endpoint.js';
import type { InvoiceIdParamsSchema, PayInvoiceBodySchema } from '../invoices/invoices.schemas.js';
import type * as paymentsSchemas from './payments.schemas.js';
import { buyerPaymentRoles, buyingRoles, financeRoles } from '../team/member-roles.js';

/**
 * The payments' schemas, and the two of invoices that paying an installment takes. They are added here,
 * not re-exported by payments.schemas.ts, because invoices.schemas.ts imports the card fields from it.
 */
export type PaymentsEndpointSchemas = typeof paymentsSchemas & {
  InvoiceIdParamsSchema: typeof InvoiceIdParamsSchema;
  PayInvoiceBodySchema: typeof PayInvoiceBodySchema;
};

const errors = [402, 404, 409, 502, 503] as const;

/**
 * Decision 011: checkout, an invoice's installment, the callback's confirmation, the payment's result,
 * giving up a waiting payment, the provider's webhook; the buyer's saved cards (spec §3: a supplier gets
 * ROLE_NOT_ALLOWED); the sandbox's test 3-D Secure page.
 */
export const paymentsEndpoints = defineEndpoints<PaymentsEndpointSchemas>()('payments', {
  checkout: {
    method: 'POST',
    path: '/api/checkout',
    access: 'buyer',
    memberRoles: buyingRoles,
    summary: 'Pay for the whole cart: reserves the stock, charges once, answers where the browser goes next',
    description:
      'Prices come from the catalog, never from the request. A repeated `idempotencyKey` answers the same ' +
      'payment (200) and never charges twice; a new one answers 201.',
    body: 'CheckoutBodySchema',
    answer: 'CheckoutAnswerSchema',
    status: 201,
    idempotent: true,
    errors,
  },
  payInvoice: {
    method: 'POST',
    path: '/api/buyers/me/invoices/:id/payments',
    access: 'buyer',
    memberRoles: financeRoles,
    summary:
      'Pay the installment of my invoice that is due: charges once, answers where the browser goes next',
    description:
      'Like checkout: a repeated `idempotencyKey` answers the same payment (200) and never charges twice; a ' +
      'new one answers 201. `installment` must be the one the invoice shows as due (FULL, UPFRONT or ' +
      'REMAINDER), else 409 INVOICE_INSTALLMENT_NOT_DUE. The callback result carries the `invoiceId`.',
    params: 'InvoiceIdParamsSchema',
    body: 'PayInvoiceBodySchema',
    answer: 'CheckoutAnswerSchema',
    status: 201,
    idempotent: true,
    errors,
  },
  confirmPayment: {
    method: 'POST',
    path: '/api/payments/confirm',
    // Any role: a supplier's plan payment comes back here too; the payment must be the caller's.
    access: 'signed-in',
    memberRoles: buyerPaymentRoles,
    summary:
      "The callback page's confirmation: settles my payment of this charge from the provider's word " +
      '(a checkout, an invoice installment or a Premium month)',
    body: 'ConfirmPaymentBodySchema',
    answer: 'PaymentResultSchema',
    errors,
  },
  getPayment: {
    method: 'GET',
    path: '/api/payments/:id',
    access: 'signed-in',
    memberRoles: buyerPaymentRoles,
    summary: 'One of my payments: its status, orders or failure code',
    params: 'PaymentIdParamsSchema',
    answer: 'PaymentResultSchema',
    errors,
  },
  cancelPayment: {
    method: 'POST',
    path: '/api/payments/:id/cancel',
    // Any role: a supplier's plan payment can be waiting too; the payment must be the caller's.
    access: 'signed-in',
    memberRoles: buyerPaymentRoles,
    summary: 'Give up one of my payments still waiting (a 3-D Secure page left open), to pay again now',
    description:
      "Settled on the provider's word: a charge that captured meanwhile is PAID; one still waiting for " +
      '3-D Secure is FAILED with PAYMENT_ABANDONED (its stock released; refunded if it captures later). ' +
      'A payment already settled is answered as it is. Another business gets 404.',
    params: 'PaymentIdParamsSchema',
    answer: 'PaymentResultSchema',
    errors,
  },
  receiveWebhook: {
    method: 'POST',
    // No session and no origin check (origin-check.ts): the provider's server posts it, signed.
    path: '/api/payments/webhook',
    access: 'public',
    summary: "The payment provider's notification of a charge (signed; settles from the provider's word)",
    answer: 'PaymentWebhookReceiptSchema',
    errors: [401, 403, ...errors],
  },

  getPaymentsConfig: {
    method: 'GET',
    path: '/api/payments/config',
    access: 'public',
    summary: 'Which card form the browser shows: the sandbox fields or Tap’s card form',
    answer: 'PaymentsConfigSchema',
  },
  listCards: {
    method: 'GET',
    path: '/api/buyers/me/cards',
    access: 'buyer',
    memberRoles: buyerPaymentRoles,
    summary: 'My saved cards, newest first',
    answer: 'SavedCardListSchema',
    errors: [404],
  },
  saveCard: {
    method: 'POST',
    path: '/api/buyers/me/cards',
    access: 'buyer',
    memberRoles: financeRoles,
    summary:
      'Save a card: the card fields in sandbox mode (only brand, last four, expiry and holder are kept), ' +
      'or a token made by Tap’s card form in the browser',
    description:
      'The server validates the body of its configured provider (`GET /api/payments/config`), so field ' +
      'errors stay on their fields.',
    body: 'SaveCardBodySchema',
    answer: 'SavedCardSchema',
    status: 201,
    errors: [404, 502, 503],
  },
  deleteCard: {
    method: 'DELETE',
    path: '/api/buyers/me/cards/:id',
    access: 'buyer',
    memberRoles: financeRoles,
    summary: 'Delete one of my saved cards',
    params: 'SavedCardParamsSchema',
    errors: [404, 502, 503],
  },

  // The sandbox's test 3-D Secure page (registered only with PAYMENT_PROVIDER=sandbox). It plays the card
  // issuer: no session is needed, as on a real issuer's page, and the charge id (a random UUID) is what
  // the buyer was sent. The outcome is still settled only from the provider's `getCharge`.
  getSandboxCharge: {
    method: 'GET',
    path: '/api/payments/sandbox/charges/:id',
    access: 'public',
    summary: 'A sandbox test charge, as the test 3-D Secure page shows it',
    params: 'SandboxChargeParamsSchema',
    answer: 'SandboxChargeSchema',
    errors: [404],
  },
  approveSandboxCharge: {
    method: 'POST',
    path: '/api/payments/sandbox/charges/:id/approve',
    access: 'public',
    summary: "Approve a sandbox test charge's 3-D Secure; answers the callback address with tap_id",
    params: 'SandboxChargeParamsSchema',
    answer: 'SandboxChallengeAnswerSchema',
    errors: [404],
  },
  declineSandboxCharge: {
    method: 'POST',
    path: '/api/payments/sandbox/charges/:id/decline',
    access: 'public',
    summary: "Decline a sandbox test charge's 3-D Secure; answers the callback address with tap_id",
    params: 'SandboxChargeParamsSchema',
    answer: 'SandboxChallengeAnswerSchema',
    errors: [404],
  },
});

/** Finance's view of payments (issue 25, decision 034): FINANCE reads and acts, ADMIN too. */
export const operatorPaymentsEndpoints = defineEndpoints<PaymentsEndpointSchemas>()('payments', {
  listOperatorPayments: {
    method: 'GET',
    path: '/api/operator/payments',
    access: 'operator',
    operatorRoles: ['FINANCE'],
    summary: 'Every payment with its provider’s charge reference, by status, day or needing attention',
    description:
      'Newest first. `needsAttention=true`: what the reconciler could not settle and finance has not ' +
      'marked resolved (PENDING past its window, failed with the charge unknown, abandoned with a charge).',
    query: 'OperatorPaymentsQuerySchema',
    answer: 'OperatorPaymentListSchema',
    paged: true,
  },
  getOperatorPayment: {
    method: 'GET',
    path: '/api/operator/payments/:id',
    access: 'operator',
    operatorRoles: ['FINANCE'],
    summary: 'One payment, its history, and its provider’s current word on the charge',
    params: 'OperatorPaymentParamsSchema',
    answer: 'OperatorPaymentDetailsSchema',
    errors: [404],
  },
  recheckOperatorPayment: {
    method: 'POST',
    path: '/api/operator/payments/:id/recheck',
    access: 'operator',
    operatorRoles: ['FINANCE'],
    summary: 'Ask the provider again and settle the payment on its answer, as the reconciler does',
    description:
      'Idempotent: a payment already settled stays as it is; a captured charge of a failed payment is ' +
      'refunded once. A PENDING payment younger than the reconciler’s two minutes is left to its callback. ' +
      'Audited (PAYMENT_RECHECKED).',
    params: 'OperatorPaymentParamsSchema',
    answer: 'OperatorPaymentDetailsSchema',
    errors: [404, 409, 502, 503],
  },
  resolveOperatorPayment: {
    method: 'POST',
    path: '/api/operator/payments/:id/resolutions',
    access: 'operator',
    operatorRoles: ['FINANCE'],
    summary: 'Mark a payment resolved, with a note of what was done; it no longer needs attention',
    description: 'Moves no money. Audited (PAYMENT_RESOLVED).',
    params: 'OperatorPaymentParamsSchema',
    body: 'ResolvePaymentBodySchema',
    answer: 'OperatorPaymentDetailsSchema',
    status: 201,
    errors: [404],
  },
});
