import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './e-invoicing.schemas.js';
import { everyBuyerSideRole, everySupplierSideRole, financeRoles } from '../team/member-roles.js';

/**
 * Issue 24: ZATCA phase 2. A supplier onboards its e-invoicing unit with the Fatoora portal's OTP and
 * follows its submissions; both parties of an invoice read its e-invoice (status, ZATCA's messages, the
 * phase-2 QR) and download the signed XML and a PDF/A-3 with that XML embedded.
 */
export const eInvoicingEndpoints = defineEndpoints<typeof schemas>()('e-invoicing', {
  getEInvoicingUnit: {
    method: 'GET',
    path: '/api/suppliers/me/e-invoicing',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'My e-invoicing unit: status, certificate expiry, last submissions',
    answer: 'EInvoicingUnitSchema',
    errors: [503],
  },
  onboardEInvoicingUnit: {
    method: 'POST',
    path: '/api/suppliers/me/e-invoicing/onboarding',
    access: 'supplier',
    memberRoles: financeRoles,
    summary: 'Onboard (or renew) my e-invoicing unit with the OTP from the Fatoora portal',
    description:
      'Makes the key pair and CSR, asks ZATCA for the compliance CSID with the OTP, passes the compliance ' +
      'checks and takes the production CSID; documents waiting for onboarding are then signed and submitted ' +
      'in issue order. 409 E_INVOICING_NOT_APPLICABLE without a VAT number; 422 E_INVOICING_OTP_REJECTED ' +
      'when ZATCA refuses the OTP; 502 when ZATCA cannot be reached.',
    body: 'OnboardEInvoicingBodySchema',
    answer: 'EInvoicingUnitSchema',
    errors: [409, 422, 429, 502],
  },
  getBuyerEInvoice: {
    method: 'GET',
    path: '/api/buyers/me/invoices/:id/e-invoice',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'The e-invoice of an invoice I received',
    params: 'EInvoiceInvoiceIdParamsSchema',
    answer: 'EInvoiceSchema',
    errors: [404],
  },
  getSupplierEInvoice: {
    method: 'GET',
    path: '/api/suppliers/me/invoices/:id/e-invoice',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'The e-invoice of an invoice my store issued',
    params: 'EInvoiceInvoiceIdParamsSchema',
    answer: 'EInvoiceSchema',
    errors: [404],
  },
  downloadBuyerEInvoiceXml: {
    method: 'GET',
    path: '/api/buyers/me/invoices/:id/e-invoice.xml',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'The signed (and, when standard, cleared) UBL 2.1 XML of an invoice I received',
    params: 'EInvoiceInvoiceIdParamsSchema',
    answerMediaTypes: ['application/xml'],
    errors: [404, 409],
  },
  downloadSupplierEInvoiceXml: {
    method: 'GET',
    path: '/api/suppliers/me/invoices/:id/e-invoice.xml',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'The signed (and, when standard, cleared) UBL 2.1 XML of an invoice my store issued',
    params: 'EInvoiceInvoiceIdParamsSchema',
    answerMediaTypes: ['application/xml'],
    errors: [404, 409],
  },
  downloadBuyerEInvoicePdf: {
    method: 'GET',
    path: '/api/buyers/me/invoices/:id/e-invoice.pdf',
    access: 'buyer',
    memberRoles: everyBuyerSideRole,
    summary: 'A PDF/A-3 of an invoice I received, with its XML embedded, in the language asked',
    params: 'EInvoiceInvoiceIdParamsSchema',
    query: 'EInvoiceFileQuerySchema',
    answerMediaTypes: ['application/pdf'],
    errors: [404, 409],
  },
  downloadSupplierEInvoicePdf: {
    method: 'GET',
    path: '/api/suppliers/me/invoices/:id/e-invoice.pdf',
    access: 'supplier',
    memberRoles: everySupplierSideRole,
    summary: 'A PDF/A-3 of an invoice my store issued, with its XML embedded, in the language asked',
    params: 'EInvoiceInvoiceIdParamsSchema',
    query: 'EInvoiceFileQuerySchema',
    answerMediaTypes: ['application/pdf'],
    errors: [404, 409],
  },
});
