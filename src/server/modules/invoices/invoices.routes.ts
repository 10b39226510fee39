import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  CreateInvoiceBodySchema,
  InvoiceCustomerSchema,
  InvoiceCustomersQuerySchema,
  InvoiceIdParamsSchema,
  InvoiceSchema,
  InvoicesQuerySchema,
  RejectInvoiceBodySchema,
} from '../../../contract/invoices/invoices.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { InvoicesService } from './invoices.service.js';
import { sendPage } from '../../platform/pagination/page.js';

const tags = ['invoices'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  503: ErrorBodySchema,
};
const listDescription =
  'Newest first; `from` and `to` are days in Asia/Riyadh, both included. The cursor of the next page ' +
  'comes in the `x-next-cursor` response header (absent on the last page) and goes back as `cursor`, ' +
  'with the same filters.';

type Request = Parameters<typeof requireUser>[0];
const buyerId = (request: Request) => requireUser(request, { role: 'BUYER' }).id;
const supplierId = (request: Request) => requireUser(request, { role: 'SUPPLIER' }).id;

/**
 * Issue 7: tax invoices, to their buyer and to the issuing supplier: those of paid orders, and those a
 * supplier issues to a business it deals with, which the buyer accepts or rejects (decision 013).
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/buyers/me/invoices',
    {
      schema: {
        tags,
        summary: 'Invoices I received as a buyer',
        description: listDescription,
        querystring: InvoicesQuerySchema,
        response: { 200: z.array(InvoiceSchema), ...errors },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await invoices.listBuyerInvoices(buyerId(request), request.query));
    },
  );

  app.get(
    '/buyers/me/invoices/:id',
    {
      schema: {
        tags,
        summary: 'One invoice I received as a buyer',
        params: InvoiceIdParamsSchema,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    async (request) => invoices.getBuyerInvoice(buyerId(request), request.params.id),
  );

  app.get(
    '/suppliers/me/invoices',
    {
      schema: {
        tags,
        summary: 'Invoices my store issued',
        description: listDescription,
        querystring: InvoicesQuerySchema,
        response: { 200: z.array(InvoiceSchema), ...errors },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await invoices.listSupplierInvoices(supplierId(request), request.query));
    },
  );

  app.get(
    '/suppliers/me/invoices/:id',
    {
      schema: {
        tags,
        summary: 'One invoice my store issued',
        params: InvoiceIdParamsSchema,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    async (request) => invoices.getSupplierInvoice(supplierId(request), request.params.id),
  );

  app.post(
    '/suppliers/me/invoices',
    {
      schema: {
        tags,
        summary:
          'Issue an invoice to a business I deal with (201), or answer the one issued with this key (200)',
        description:
          'The buyer is a business with a chat or an order with my store; the items are my own published ' +
          'listings; the delivery date is today or later in Asia/Riyadh. With `chatId`, the invoice is ' +
          'also posted in that chat with the buyer. A repeated `idempotencyKey` answers the invoice ' +
          'already issued and takes no second number.',
        body: CreateInvoiceBodySchema,
        response: { 200: InvoiceSchema, 201: InvoiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { invoice, isNew } = await invoices.createSupplierInvoice(supplierId(request), request.body);
      return reply.status(isNew ? 201 : 200).send(invoice);
    },
  );

  app.get(
    '/suppliers/me/customers',
    {
      schema: {
        tags,
        summary: 'Businesses I can invoice: those I have a chat with or have sold to, by business name',
        querystring: InvoiceCustomersQuerySchema,
        response: { 200: z.array(InvoiceCustomerSchema), ...errors },
      },
    },
    async (request) => invoices.listCustomers(supplierId(request), request.query),
  );

  app.post(
    '/buyers/me/invoices/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a pending invoice I received (then it can be paid)',
        params: InvoiceIdParamsSchema,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    async (request) => invoices.acceptInvoice(buyerId(request), request.params.id),
  );

  app.post(
    '/buyers/me/invoices/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending invoice I received, optionally saying why (the supplier sees it)',
        params: InvoiceIdParamsSchema,
        body: RejectInvoiceBodySchema,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    async (request) => invoices.rejectInvoice(buyerId(request), request.params.id, request.body.reason),
  );
};
