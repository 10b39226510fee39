import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './invoices.schemas.js';
import {
  everyBuyerSideRole,
  everySupplierSideRole,
  invoiceApprovalRoles,
  supplierBillingRoles,
} from '../team/member-roles.js';

const listDescription =
  'Newest first; `from` and `to` are days in Asia/Riyadh, both included. The cursor of the next page ' +
  'comes in the `x-next-cursor` response header (absent on the last page) and goes back as `cursor`, ' +
  'with the same filters.';

/**
 * Issue 7: tax invoices, to their buyer and to the issuing supplier: those of paid orders, and those a
 * supplier issues to a business it deals with, which the buyer accepts or rejects (decision 013). The
 * buyer pays an installment through `paymentsEndpoints.payInvoice`.
 */
export const invoicesEndpoints = defineEndpoints<typeof schemas>()('invoices', {
  listBuyerInvoices: {
    method: 'GET',
    path: '/api/buyers/me/invoices',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'Invoices I received as a buyer',
    description: listDescription,
    query: 'InvoicesQuerySchema',
    answer: 'InvoiceListSchema',
    paged: true,
    errors: [404, 409, 503],
  },
  getBuyerInvoice: {
    method: 'GET',
    path: '/api/buyers/me/invoices/:id',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'One invoice I received as a buyer',
    params: 'InvoiceIdParamsSchema',
    answer: 'InvoiceSchema',
    errors: [404, 409, 503],
  },
  listSupplierInvoices: {
    method: 'GET',
    path: '/api/suppliers/me/invoices',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'Invoices my store issued',
    description: listDescription,
    query: 'InvoicesQuerySchema',
    answer: 'InvoiceListSchema',
    paged: true,
    errors: [404, 409, 503],
  },
  getSupplierInvoice: {
    method: 'GET',
    path: '/api/suppliers/me/invoices/:id',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'One invoice my store issued',
    params: 'InvoiceIdParamsSchema',
    answer: 'InvoiceSchema',
    errors: [404, 409, 503],
  },
  createSupplierInvoice: {
    method: 'POST',
    path: '/api/suppliers/me/invoices',
    access: 'supplier',
    memberRoles: supplierBillingRoles,
    summary: 'Issue an invoice to a business I deal with (201), or answer the one issued with this key (200)',
    description:
      'The buyer is a business with a chat or an order with my store; the items are my own published ' +
      'listings; the delivery date is today or later in Asia/Riyadh. With `chatId`, the invoice is ' +
      'also posted in that chat with the buyer. A repeated `idempotencyKey` answers the invoice ' +
      'already issued and takes no second number.',
    body: 'CreateInvoiceBodySchema',
    answer: 'InvoiceSchema',
    status: 201,
    idempotent: true,
    errors: [404, 409, 503],
  },
  listCustomers: {
    method: 'GET',
    path: '/api/suppliers/me/customers',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'Businesses I can invoice: those I have a chat with or have sold to, by business name',
    query: 'InvoiceCustomersQuerySchema',
    answer: 'InvoiceCustomerListSchema',
    errors: [404, 409, 503],
  },
  acceptInvoice: {
    method: 'POST',
    path: '/api/buyers/me/invoices/:id/accept',
    access: 'buyer',
    memberRoles: invoiceApprovalRoles,
    summary: 'Accept a pending invoice I received (then it can be paid)',
    params: 'InvoiceIdParamsSchema',
    answer: 'InvoiceSchema',
    errors: [404, 409, 503],
  },
  rejectInvoice: {
    method: 'POST',
    path: '/api/buyers/me/invoices/:id/reject',
    access: 'buyer',
    memberRoles: invoiceApprovalRoles,
    summary: 'Reject a pending invoice I received, optionally saying why (the supplier sees it)',
    params: 'InvoiceIdParamsSchema',
    body: 'RejectInvoiceBodySchema',
    answer: 'InvoiceSchema',
    errors: [404, 409, 503],
  },
});
