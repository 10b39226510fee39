import type { Invoice } from '../../contract/invoices/invoices.schemas';

export const invoiceIds = {
  first: '00000000-0000-4000-8000-00000000e001',
  creditNote: '00000000-0000-4000-8000-00000000e002',
  order: '00000000-0000-4000-8000-00000000a001',
  listing: '00000000-0000-4000-8000-00000000c001',
};

/** A paid order's tax invoice as the API answers it: two product lines and the delivery fee, 15% VAT. */
export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: invoiceIds.first,
    uuid: '00000000-0000-4000-8000-00000000e0aa',
    counter: 42,
    previousHash: 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    number: 'INV-000042',
    kind: 'ORDER',
    documentType: 'INVOICE',
    originalInvoice: null,
    creditReason: null,
    creditNote: null,
    creditNotes: [],
    creditedAmount: 0,
    status: 'FULLY_PAID',
    issuedAt: '2026-03-01T09:30:00.000Z',
    seller: {
      userId: '00000000-0000-4000-8000-0000000000f1',
      businessName: 'Al Noor Trading',
      registrationNumber: '1010123456',
      vatNumber: '310122393500003',
      city: 'Jeddah',
    },
    buyer: {
      userId: '00000000-0000-4000-8000-0000000000b1',
      businessName: 'Al Waha Stores',
      registrationNumber: '7001234567',
      vatNumber: null,
      city: 'Riyadh',
    },
    lines: [
      { description: 'Nitrile Gloves', quantity: 10, unitPrice: 1800, net: 18000, vat: 2700, total: 20700 },
      { description: 'Safety Vest', quantity: 2, unitPrice: 2550, net: 5100, vat: 765, total: 5865 },
      { description: 'Delivery', quantity: 1, unitPrice: 2500, net: 2500, vat: 375, total: 2875 },
    ].map((line) => ({ listingId: null, details: null, ...line })),
    subtotal: 25600,
    vat: 3840,
    total: 29440,
    totalInWords: 'مائتان وأربعة وتسعون ريالًا سعوديًا وأربعون هللة',
    isTaxInvoice: true,
    qrCode:
      'AQ9BbCBOb29yIFRyYWRpbmcCDzMxMDEyMjM5MzUwMDAwMwMYMjAyNi0wMy0wMVQwOTozMDowMC4wMDBaBAYyOTQuNDAFBTM4LjQw',
    orderId: invoiceIds.order,
    orderNumber: 'TW-2026-000123',
    paymentTerms: 'FULL',
    upfrontAmount: null,
    paidAmount: 29440,
    dueInstallment: null,
    deliveryDate: null,
    notes: '',
    terms: '',
    rejectionReason: null,
    acceptedAt: null,
    rejectedAt: null,
    issuedBy: null,
    payments: [],
    ...overrides,
  };
}

/**
 * A supplier's invoice for a negotiated deal (decision 013), pending the buyer's answer: PARTIAL terms
 * with 88.32 SAR upfront (30% of 294.40) and the remainder of 206.08 SAR on delivery.
 */
export function aSupplierInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const base = anInvoice();
  return anInvoice({
    kind: 'PRODUCT',
    status: 'PENDING',
    orderId: null,
    orderNumber: null,
    lines: base.lines.map((line, index) =>
      index < 2
        ? { ...line, listingId: invoiceIds.listing, details: 'Size L, blue\nPacked in cartons of 100' }
        : line,
    ),
    paymentTerms: 'PARTIAL',
    upfrontAmount: 8832,
    paidAmount: 0,
    deliveryDate: '2026-03-20',
    notes: 'Deliver to the back gate.\nCall before arriving.',
    terms: 'Goods remain ours until paid in full.',
    ...overrides,
  });
}

/**
 * Issue 24: the credit note of the whole order invoice (the supplier cancelled the order), numbered from
 * the same counter.
 */
export function aCreditNote(overrides: Partial<Invoice> = {}): Invoice {
  return anInvoice({
    id: invoiceIds.creditNote,
    counter: 43,
    number: 'CN-000043',
    documentType: 'CREDIT_NOTE',
    originalInvoice: { id: invoiceIds.first, number: 'INV-000042' },
    creditReason: 'ORDER_CANCELLED',
    status: 'ACCEPTED',
    paidAmount: 0,
    issuedAt: '2026-03-02T08:00:00.000Z',
    ...overrides,
  });
}
