import type { FastifyInstance } from 'fastify';
import { invoicesEndpoints as endpoints } from '../../../contract/invoices/invoices.endpoints.js';
import * as schemas from '../../../contract/invoices/invoices.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { InvoicesService } from './invoices.service.js';

/**
 * Issue 7: tax invoices, to their buyer and to the issuing supplier: those of paid orders, and those a
 * supplier issues to a business it deals with, which the buyer accepts or rejects (decision 013).
 */
export async function invoicesRoutes(app: FastifyInstance, { invoices }: { invoices: InvoicesService }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.listBuyerInvoices, ({ caller, query }) => invoices.listBuyerInvoices(caller.id, query));
  route(endpoints.getBuyerInvoice, ({ caller, params }) => invoices.getBuyerInvoice(caller.id, params.id));
  route(endpoints.listSupplierInvoices, ({ caller, query }) =>
    invoices.listSupplierInvoices(caller.id, query),
  );
  route(endpoints.getSupplierInvoice, ({ caller, params }) =>
    invoices.getSupplierInvoice(caller.id, params.id),
  );
  route(endpoints.createSupplierInvoice, async ({ caller, body }) => {
    const { invoice, isNew } = await invoices.createSupplierInvoice(caller.id, body, caller.memberId);
    return { answer: invoice, isNew };
  });
  route(endpoints.listCustomers, ({ caller, query }) => invoices.listCustomers(caller.id, query));
  route(endpoints.acceptInvoice, ({ caller, params }) => invoices.acceptInvoice(caller.id, params.id));
  route(endpoints.rejectInvoice, ({ caller, params, body }) =>
    invoices.rejectInvoice(caller.id, params.id, body.reason),
  );
}
