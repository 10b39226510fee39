import type { FastifyInstance, FastifyReply } from 'fastify';
import { eInvoicingEndpoints as endpoints } from '../../../contract/e-invoicing/e-invoicing.endpoints.js';
import * as schemas from '../../../contract/e-invoicing/e-invoicing.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import type { EInvoicingService } from './e-invoicing.service.js';
import { renderEInvoicePdf } from './pdf/render-e-invoice-pdf.js';

/** A download: private to the invoice's two businesses, never kept by a shared cache. */
function sendFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; data: Buffer | string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

/**
 * Issue 24: the supplier's e-invoicing unit (status, onboarding with the Fatoora portal's OTP) and, for
 * both businesses of an invoice, its e-invoice, its XML and its PDF/A-3 (another business's is 404).
 */
export async function eInvoicingRoutes(
  app: FastifyInstance,
  { eInvoicing }: { eInvoicing: EInvoicingService },
) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getEInvoicingUnit, ({ caller }) => eInvoicing.getUnit(caller.id));
  route(endpoints.onboardEInvoicingUnit, ({ caller, body }) => eInvoicing.onboard(caller.id, body.otp));
  route(endpoints.getBuyerEInvoice, ({ caller, params }) =>
    eInvoicing.getBuyerEInvoice(caller.id, params.id),
  );
  route(endpoints.getSupplierEInvoice, ({ caller, params }) =>
    eInvoicing.getSupplierEInvoice(caller.id, params.id),
  );
  const xmlOf = async (
    reply: FastifyReply,
    party: { buyerId: string } | { supplierId: string },
    id: string,
  ) => {
    const { invoice, xml } = await eInvoicing.fileOf(party, id);
    return sendFile(reply, {
      contentType: 'application/xml; charset=utf-8',
      fileName: `${invoice.number}.xml`,
      data: xml,
    });
  };
  const pdfOf = async (
    reply: FastifyReply,
    party: { buyerId: string } | { supplierId: string },
    id: string,
    lng: 'ar' | 'en',
  ) => {
    const { invoice, eInvoice, xml } = await eInvoicing.fileOf(party, id);
    return sendFile(reply, {
      contentType: 'application/pdf',
      fileName: `${invoice.number}.pdf`,
      data: await renderEInvoicePdf({ ...invoice, eInvoice, xml }, lng),
    });
  };
  route(endpoints.downloadBuyerEInvoiceXml, ({ caller, params, reply }) =>
    xmlOf(reply, { buyerId: caller.id }, params.id),
  );
  route(endpoints.downloadSupplierEInvoiceXml, ({ caller, params, reply }) =>
    xmlOf(reply, { supplierId: caller.id }, params.id),
  );
  route(endpoints.downloadBuyerEInvoicePdf, ({ caller, params, query, reply }) =>
    pdfOf(reply, { buyerId: caller.id }, params.id, query.lng),
  );
  route(endpoints.downloadSupplierEInvoicePdf, ({ caller, params, query, reply }) =>
    pdfOf(reply, { supplierId: caller.id }, params.id, query.lng),
  );
}
