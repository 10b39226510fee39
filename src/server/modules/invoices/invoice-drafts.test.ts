import { describe, expect, it } from 'vitest';
import {
  creditLineDescription,
  creditNoteDraft,
  deliveryLineDescription,
  groupMemberInvoiceDraft,
  orderInvoiceDraft,
  supplierInvoiceDraft,
  type CreateInvoiceInput,
  type Party,
} from './invoice-drafts.js';
import type { InvoiceRow } from './invoices.repository.js';

const party = (userId: string, vatNumber: string | null): Party => ({
  userId,
  businessName: `Business ${userId}`,
  registrationNumber: '1010000000',
  vatNumber,
  city: 'Riyadh',
});
const registered = party('s', '300000000000003');
const unregistered = party('s', null);
const buyer = party('b', null);

describe('orderInvoiceDraft', () => {
  it("gives the delivery line the rest of the order's VAT, so the lines add up to the order", () => {
    const order = {
      id: 'o',
      supplierId: 's',
      buyerId: 'b',
      isVatRegistered: true,
      sellerVatNumber: null,
      productsTotal: 1001,
      deliveryFee: 999,
      vat: 300,
      totalPrice: 2300,
    };
    const items = [
      { productId: 'p1', name: 'Gloves', quantity: 1, unitPrice: 501, total: 501, vat: 75 },
      { productId: 'p2', name: 'Boots', quantity: 1, unitPrice: 500, total: 500, vat: 75 },
    ];
    const draft = orderInvoiceDraft({ order, items } as never, registered, buyer);
    expect(draft.lines.at(-1)).toMatchObject({ description: deliveryLineDescription, vat: 150, total: 1149 });
    expect(draft.lines.reduce((sum, line) => sum + line.total, 0)).toBe(draft.total);
    expect(draft).toMatchObject({
      kind: 'ORDER',
      status: 'FULLY_PAID',
      paidAmount: 2300,
      isTaxInvoice: true,
    });
  });

  it('names no seller VAT number on the plain invoice of an order checked out without VAT', () => {
    const order = { isVatRegistered: false, sellerVatNumber: null, deliveryFee: 0, vat: 0 };
    const draft = orderInvoiceDraft({ order, items: [] } as never, registered, buyer);
    expect(draft.seller.vatNumber).toBeNull();
    expect(draft.lines).toEqual([]);
  });
});

describe('groupMemberInvoiceDraft', () => {
  const group = {
    supplierId: 's',
    productId: 'p',
    productName: { nameAr: null, nameEn: 'Gloves' },
    unitPrice: 1000,
    deliveryFee: 500,
    completedAt: new Date('2026-11-01T09:00:00Z'),
  };

  it("invoices the member's quantity at the group price and the delivery fee, with VAT per line", () => {
    const draft = groupMemberInvoiceDraft(group, { buyerId: 'b', quantity: 3 }, registered, buyer);
    expect(draft.lines.map((line) => [line.net, line.vat])).toEqual([
      [3000, 450],
      [500, 75],
    ]);
    expect(draft).toMatchObject({ total: 4025, status: 'ACCEPTED', isTaxInvoice: true });
  });

  it('adds no VAT for a supplier without a VAT number', () => {
    const draft = groupMemberInvoiceDraft(group, { buyerId: 'b', quantity: 1 }, unregistered, buyer);
    expect(draft).toMatchObject({ vat: 0, total: 1500, isTaxInvoice: false });
  });
});

describe('supplierInvoiceDraft', () => {
  const body = {
    buyerId: 'b',
    items: [
      { listingId: 'l1', name: 'Logo', details: '', quantity: 1, unitPrice: 10_000 },
      { listingId: 'l2', name: 'Printing', details: 'A4', quantity: 2, unitPrice: 2_000 },
    ],
    deliveryFee: 0,
    paymentTerms: 'FULL',
    upfrontAmount: null,
    deliveryDate: '2026-12-01',
    notes: '',
    terms: '',
    idempotencyKey: 'k',
  } as unknown as CreateInvoiceInput;

  it('is a service invoice only when every line is a service, PENDING until the buyer answers', () => {
    const services = new Map([
      ['l1', 'SERVICE'],
      ['l2', 'SERVICE'],
    ]);
    const mixed = new Map([
      ['l1', 'SERVICE'],
      ['l2', 'PRODUCT'],
    ]);
    expect(supplierInvoiceDraft({ supplierId: 's', body, kinds: services }, registered, buyer)).toMatchObject(
      {
        kind: 'SERVICE',
        status: 'PENDING',
        total: 16_100,
      },
    );
    const draft = supplierInvoiceDraft({ supplierId: 's', body, kinds: mixed }, registered, buyer);
    expect(draft.kind).toBe('PRODUCT');
    expect(draft.lines.map((line) => line.details)).toEqual([null, 'A4']);
  });
});

describe('creditNoteDraft (issue 24)', () => {
  const original = (isTaxInvoice: boolean) =>
    ({
      id: 'i',
      supplierId: 's',
      buyerId: 'b',
      kind: 'PRODUCT',
      orderId: null,
      seller: isTaxInvoice ? registered : unregistered,
      buyer,
      isTaxInvoice,
      lines: [{ description: 'Gloves', quantity: 2, unitPrice: 1000, net: 2000, vat: 300, total: 2300 }],
      subtotal: 2000,
      vat: isTaxInvoice ? 300 : 0,
      total: isTaxInvoice ? 2300 : 2000,
    }) as InvoiceRow;

  it('credits the whole invoice with its own lines and amounts, the same parties, nothing to pay', () => {
    const draft = creditNoteDraft(original(true), { amount: 2300, reason: 'ORDER_CANCELLED', note: null });
    expect(draft).toMatchObject({
      documentType: 'CREDIT_NOTE',
      originalInvoiceId: 'i',
      creditReason: 'ORDER_CANCELLED',
      kind: 'PRODUCT',
      seller: registered,
      buyer,
      subtotal: 2000,
      vat: 300,
      total: 2300,
      paidAmount: 0,
      paymentTerms: 'FULL',
    });
    expect(draft.lines).toEqual([
      {
        description: 'Gloves',
        quantity: 2,
        unitPrice: 1000,
        net: 2000,
        vat: 300,
        total: 2300,
        listingId: null,
        details: null,
      },
    ]);
  });

  it('credits a part as one line whose net and VAT (15%, half up) add up to it exactly', () => {
    const draft = creditNoteDraft(original(true), { amount: 1001, reason: 'REFUND', note: 'Late' });
    // 1001 / 1.15 = 870.43… → 870 net, 131 VAT.
    expect(draft).toMatchObject({ subtotal: 870, vat: 131, total: 1001, creditNote: 'Late' });
    expect(draft.lines).toEqual([
      {
        listingId: null,
        description: creditLineDescription,
        details: 'Late',
        quantity: 1,
        unitPrice: 870,
        net: 870,
        vat: 131,
        total: 1001,
      },
    ]);
  });

  it('credits a part of a plain invoice without VAT', () => {
    const draft = creditNoteDraft(original(false), { amount: 999, reason: 'REFUND', note: null });
    expect(draft).toMatchObject({ isTaxInvoice: false, subtotal: 999, vat: 0, total: 999 });
  });
});
