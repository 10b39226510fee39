import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CartSchema } from '../../../contract/cart/cart.schemas.js';
import type { InvoiceSchema } from '../../../contract/invoices/invoices.schemas.js';
import type { OrderSchema } from '../../../contract/orders/orders.schemas.js';
import type { PaymentResultSchema } from '../../../contract/payments/payments.schemas.js';
import { testVatNumber, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import {
  addToCart,
  callAs,
  chargeIdOf,
  checkout,
  productOf,
  setStoreVatNumber,
  supplierWithFee,
  testCards,
} from '../../test/checkout.js';
import { decodeZatcaQr } from './zatca-qr.js';

/** Answers as they travel (decision 019): each amount in riyals and, exactly, as `…Halalas`. */
type Cart = z.input<typeof CartSchema>;
type Invoice = z.input<typeof InvoiceSchema>;
type Order = z.input<typeof OrderSchema>;
type PaymentResult = z.input<typeof PaymentResultSchema>;

/*
 * Decision 018 (issue 19, item 10): a supplier with a VAT number charges 15% VAT and issues tax invoices
 * with its number and a complete ZATCA QR code; one without charges no VAT and issues plain invoices.
 * Whether VAT applies is frozen when the cart is priced for checkout.
 */
describe('VAT registration of suppliers', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  const get = async <T>(cookie: string | undefined, url: string) => {
    const response = await callAs(app(), 'GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  /** A supplier with a 25.00 SAR delivery fee and gloves at 18.00 SAR before VAT. */
  async function supplierSelling(vatNumber: string | null) {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 2_500, { vatNumber });
    const gloves = await productOf(app(), supplier.user.id, { price: 1_800, stock: 1_000 });
    return { supplier, gloves };
  }

  /** Checks out the buyer's cart with the approved card: the amount charged and the orders made. */
  async function paidCheckout(cookie: string) {
    const response = await checkout(app(), cookie);
    expect(response.statusCode, response.body).toBe(201);
    const { paymentId } = response.json<{ paymentId: string }>();
    const [payment] = await query('SELECT amount FROM payments WHERE id = $1', [paymentId]);
    return {
      charged: payment!.amount as number,
      orders: await get<Order[]>(cookie, '/api/buyers/me/orders'),
    };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('charges 15% VAT for a supplier with a VAT number and issues a tax invoice with all five QR tags', async () => {
    const { supplier, gloves } = await supplierSelling(testVatNumber);
    const buyer = await verifiedAccount(app());
    await addToCart(app(), buyer.cookie, gloves, 20);

    const cart = await get<Cart>(buyer.cookie, '/api/buyers/me/cart');
    const { charged, orders } = await paidCheckout(buyer.cookie);
    const [invoice] = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices');

    // 20 × 18.00 + 25.00 delivery = 385.00 SAR; VAT 54.00 + 3.75 = 57.75 SAR.
    expect(cart).toMatchObject({ vatHalalas: 5_775, totalHalalas: 44_275 });
    expect(cart.groups[0]).toMatchObject({ isVatRegistered: true, vatHalalas: 5_775 });
    expect(charged).toBe(44_275);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ isVatRegistered: true, vatHalalas: 5_775, totalPriceHalalas: 44_275 });
    expect(invoice).toMatchObject({
      isTaxInvoice: true,
      seller: { userId: supplier.user.id, vatNumber: testVatNumber },
      subtotalHalalas: 38_500,
      vatHalalas: 5_775,
      totalHalalas: 44_275,
    });
    const tags = decodeZatcaQr(invoice!.qrCode!);
    for (const tag of [1, 2, 3, 4, 5]) expect(tags[tag], `tag ${tag}`).toBeTruthy();
    expect(tags).toEqual({
      1: supplier.body.businessName,
      2: testVatNumber,
      3: `${invoice!.issuedAt.slice(0, 19)}Z`,
      4: '442.75',
      5: '57.75',
    });
  });

  it('charges no VAT for a supplier without one, from the quote to a plain invoice without a QR code', async () => {
    const { supplier, gloves } = await supplierSelling(null);
    const buyer = await verifiedAccount(app());

    const quote = await callAs(app(), 'POST', '/api/cart/quote', undefined, {
      items: [{ productId: gloves, quantity: 20 }],
    });
    await addToCart(app(), buyer.cookie, gloves, 20);
    const cart = await get<Cart>(buyer.cookie, '/api/buyers/me/cart');
    const { charged, orders } = await paidCheckout(buyer.cookie);
    const [invoice] = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices');

    for (const priced of [quote.json<Cart>(), cart]) {
      expect(priced).toMatchObject({
        productsTotalHalalas: 36_000,
        deliveryFeesHalalas: 2_500,
        vatHalalas: 0,
        totalHalalas: 38_500,
      });
      expect(priced.groups[0]).toMatchObject({ isVatRegistered: false, vatHalalas: 0 });
    }
    expect(charged).toBe(38_500);
    expect(orders[0]).toMatchObject({ isVatRegistered: false, vatHalalas: 0, totalPriceHalalas: 38_500 });
    expect(invoice).toMatchObject({
      kind: 'ORDER',
      isTaxInvoice: false,
      qrCode: null,
      seller: { userId: supplier.user.id, vatNumber: null },
      subtotalHalalas: 38_500,
      vatHalalas: 0,
      totalHalalas: 38_500,
    });
    expect(invoice!.lines.map((line) => line.vatHalalas)).toEqual([0, 0]);
    expect(
      await query('SELECT vat, total_price, is_vat_registered FROM orders WHERE supplier_id = $1', [
        supplier.user.id,
      ]),
    ).toEqual([{ vat: 0, total_price: 38_500, is_vat_registered: false }]);
  });

  it('charges VAT on the registered supplier’s part only of a two-supplier cart', async () => {
    const registered = await supplierSelling(testVatNumber);
    const unregistered = await supplierWithFee(app(), testApp.database.pool, 0, { vatNumber: null });
    const masks = await productOf(app(), unregistered.user.id, { price: 700, stock: 100, name: 'Masks' });
    const buyer = await verifiedAccount(app());
    await addToCart(app(), buyer.cookie, registered.gloves, 20);
    await addToCart(app(), buyer.cookie, masks, 10);

    const cart = await get<Cart>(buyer.cookie, '/api/buyers/me/cart');
    const { charged, orders } = await paidCheckout(buyer.cookie);
    const invoices = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices');

    const groupOf = (id: string) => cart.groups.find((group) => group.supplier.userId === id);
    expect(groupOf(registered.supplier.user.id)).toMatchObject({ isVatRegistered: true, vatHalalas: 5_775 });
    expect(groupOf(unregistered.user.id)).toMatchObject({ isVatRegistered: false, vatHalalas: 0 });
    // 385.00 + 57.75 VAT, and 70.00 without VAT.
    expect(cart).toMatchObject({ vatHalalas: 5_775, totalHalalas: 44_275 + 7_000 });
    expect(charged).toBe(51_275);
    const orderOf = (id: string) => orders.find((order) => order.supplier.userId === id);
    expect(orderOf(registered.supplier.user.id)).toMatchObject({ isVatRegistered: true, vatHalalas: 5_775 });
    expect(orderOf(unregistered.user.id)).toMatchObject({
      isVatRegistered: false,
      vatHalalas: 0,
      totalPriceHalalas: 7_000,
    });
    const invoiceOf = (id: string) => invoices.find((invoice) => invoice.seller.userId === id)!;
    expect(invoiceOf(registered.supplier.user.id)).toMatchObject({ isTaxInvoice: true, vatHalalas: 5_775 });
    expect(decodeZatcaQr(invoiceOf(registered.supplier.user.id).qrCode!)[2]).toBe(testVatNumber);
    expect(invoiceOf(unregistered.user.id)).toMatchObject({
      isTaxInvoice: false,
      vatHalalas: 0,
      qrCode: null,
    });
  });

  it('keeps the rule priced at checkout when the supplier registers before the payment settles, and after', async () => {
    const { supplier, gloves } = await supplierSelling(null);
    const buyer = await verifiedAccount(app());
    await addToCart(app(), buyer.cookie, gloves, 20);
    const started = await checkout(app(), buyer.cookie, { card: testCards.challenge });
    const chargeId = chargeIdOf(started.json<{ redirectUrl: string }>().redirectUrl);

    // Registered while the buyer is on the 3-D Secure page: the amount asked for has no VAT.
    expect((await setStoreVatNumber(app(), supplier.cookie, '300000000000003')).statusCode).toBe(200);
    await callAs(app(), 'POST', `/api/payments/sandbox/charges/${chargeId}/approve`);
    const confirmed = await callAs(app(), 'POST', '/api/payments/confirm', buyer.cookie, { chargeId });
    const [order] = await get<Order[]>(buyer.cookie, '/api/buyers/me/orders');
    const [invoice] = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices');

    expect(confirmed.json<PaymentResult>()).toMatchObject({ status: 'PAID', amountHalalas: 38_500 });
    expect(order).toMatchObject({ isVatRegistered: false, vatHalalas: 0, totalPriceHalalas: 38_500 });
    // A plain invoice names no seller VAT number: the sale was made while not registered.
    expect(invoice).toMatchObject({
      isTaxInvoice: false,
      vatHalalas: 0,
      qrCode: null,
      seller: { vatNumber: null },
    });
    expect(await get<Order>(buyer.cookie, `/api/buyers/me/orders/${order!.id}`)).toEqual(order);
    expect(await get<Invoice>(buyer.cookie, `/api/buyers/me/invoices/${invoice!.id}`)).toEqual(invoice);
  });

  it('issues a supplier without a VAT number a plain invoice, its upfront share counted without VAT', async () => {
    const { supplier, gloves } = await supplierSelling(null);
    const buyer = await verifiedAccount(app());
    await addToCart(app(), buyer.cookie, gloves, 20);
    await paidCheckout(buyer.cookie); // Buyers a supplier has sold to may be invoiced (decision 013).
    // Halalas, under the `…Halalas` names Tawrid's web app sends (decision 019).
    const body = (upfrontAmount: number) => ({
      idempotencyKey: randomUUID(),
      buyerId: buyer.user.id,
      items: [{ listingId: gloves, name: 'Gloves, custom print', quantity: 100, unitPriceHalalas: 1_000 }],
      deliveryDate: '2099-01-01',
      paymentTerms: 'PARTIAL',
      upfrontAmountHalalas: upfrontAmount,
    });

    // 30% of 1,000.00 SAR is 300.00; with VAT it would have been 345.00.
    const above = await callAs(app(), 'POST', '/api/suppliers/me/invoices', supplier.cookie, body(30_001));
    const created = await callAs(app(), 'POST', '/api/suppliers/me/invoices', supplier.cookie, body(30_000));

    expect(above.statusCode).toBe(400);
    expect(above.json().error).toMatchObject({
      code: 'UPFRONT_ABOVE_LIMIT',
      details: { field: 'upfrontAmount' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Invoice>()).toMatchObject({
      kind: 'PRODUCT',
      isTaxInvoice: false,
      qrCode: null,
      subtotalHalalas: 100_000,
      vatHalalas: 0,
      totalHalalas: 100_000,
      upfrontAmountHalalas: 30_000,
    });
  });
});
