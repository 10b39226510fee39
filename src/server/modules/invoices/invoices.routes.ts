import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import {
  InvoiceIdParamsSchema,
  InvoiceSchema,
  InvoicesQuerySchema,
} from '../../../contract/invoices/invoices.schemas.js';
import { requireUser } from '../../platform/auth/request-auth.js';
import type { InvoicesService } from './invoices.service.js';

const tags = ['invoices'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  503: ErrorBodySchema,
};
const listDescription =
  'Newest first; `from` and `to` are days in Asia/Riyadh, both included. The cursor of the next page ' +
  'comes in the `x-next-cursor` response header (absent on the last page) and goes back as `cursor`, ' +
  'with the same filters.';

type Request = Parameters<typeof requireUser>[0];
const buyerId = (request: Request) => requireUser(request, { role: 'BUYER' }).id;
const supplierId = (request: Request) => requireUser(request, { role: 'SUPPLIER' }).id;

/** Issue 7: the tax invoices of paid orders, to their buyer and to the issuing supplier. */
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
      const page = await invoices.listBuyerInvoices(buyerId(request), request.query);
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
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
      const page = await invoices.listSupplierInvoices(supplierId(request), request.query);
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
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
};
