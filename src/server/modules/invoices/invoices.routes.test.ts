import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { InvoiceSchema } from '../../../contract/invoices/invoices.schemas.js';
import { supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import {
  addToCart,
  callAs,
  chargeIdOf,
  checkout,
  productOf,
  setStoreVatNumber,
  supplierWithFee,
} from '../../test/checkout.js';
import { amountInWords } from './amount-in-words.js';
import { decodeZatcaQr } from './zatca-qr.js';

/** An invoice as it travels (decision 019): each amount in riyals and, exactly, as `…Halalas`. */
type Invoice = z.input<typeof InvoiceSchema>;

describe('invoices API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  const ordersOfPayment = async (paymentId: string) =>
    (await query('SELECT id FROM orders WHERE payment_id = $1', [paymentId])).map((r) => r.id as string);
  const invoiceOfOrder = async (orderId: string) =>
    (await query('SELECT id FROM invoices WHERE order_id = $1', [orderId])).map((r) => r.id as string);
  const get = async <T>(cookie: string, url: string) => {
    const response = await callAs(app(), 'GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  /** A paid checkout of `buyer`'s cart after adding these lines; answers the payment and its orders. */
  async function paidCheckout(cookie: string, lines: Array<[productId: string, quantity: number]>) {
    for (const [productId, quantity] of lines) await addToCart(app(), cookie, productId, quantity);
    const response = await checkout(app(), cookie);
    expect(response.statusCode, response.body).toBe(201);
    const { paymentId, redirectUrl } = response.json<{ paymentId: string; redirectUrl: string }>();
    return { paymentId, redirectUrl, orderIds: await ordersOfPayment(paymentId) };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('issues one tax invoice per paid order, numbered from 1 per supplier, with lines adding up', async () => {
    const first = await supplierWithFee(app(), testApp.database.pool, 2_500);
    // Decision 018: the second supplier is not VAT-registered.
    const second = await supplierWithFee(app(), testApp.database.pool, 0, { vatNumber: null });
    expect((await setStoreVatNumber(app(), first.cookie, '310123456700003')).statusCode).toBe(200);
    const gloves = await productOf(app(), first.user.id, { price: 1_800, stock: 1_000 });
    const masks = await productOf(app(), first.user.id, { price: 333, stock: 1_000, name: 'Masks' });
    const helmets = await productOf(app(), second.user.id, { price: 4_999, stock: 1_000, name: 'Helmet' });
    const buyer = await verifiedAccount(app());

    const { orderIds } = await paidCheckout(buyer.cookie, [
      [gloves, 20],
      [masks, 10],
      [helmets, 10],
    ]);

    expect(orderIds).toHaveLength(2);
    const invoices = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices');
    expect(invoices).toHaveLength(2);
    for (const invoice of invoices) {
      const order = (await query('SELECT * FROM orders WHERE id = $1', [invoice.orderId]))[0]!;
      const supplier = invoice.seller.userId === first.user.id ? first : second;
      expect(invoice).toMatchObject({
        counter: 1,
        number: 'INV-000001',
        previousHash: createHash('sha256').update('0').digest('base64'),
        kind: 'ORDER',
        status: 'FULLY_PAID',
        buyer: {
          userId: buyer.user.id,
          businessName: buyer.body.businessName,
          registrationNumber: buyer.body.registrationNumber,
          vatNumber: null,
          city: 'الرياض',
        },
        seller: {
          userId: supplier.user.id,
          businessName: supplier.body.businessName,
          registrationNumber: supplier.body.registrationNumber,
          vatNumber: supplier === first ? '310123456700003' : null,
        },
        subtotalHalalas: (order.products_total as number) + (order.delivery_fee as number),
        vatHalalas: order.vat,
        totalHalalas: order.total_price,
        totalInWords: amountInWords(order.total_price as number),
        // Decision 013: paid in full at checkout, nothing more to pay.
        paymentTerms: 'FULL',
        upfrontAmountHalalas: null,
        paidAmountHalalas: order.total_price,
        dueInstallment: null,
        deliveryDate: null,
        notes: '',
        terms: '',
        payments: [],
      });
      expect(invoice.orderNumber).toMatch(/^TW-\d{4}-\d{6}$/);
      expect(invoice.totalHalalas).toBe(invoice.subtotalHalalas + invoice.vatHalalas);
      expect(invoice.lines.reduce((sum, line) => sum + line.netHalalas, 0)).toBe(invoice.subtotalHalalas);
      expect(invoice.lines.reduce((sum, line) => sum + line.vatHalalas, 0)).toBe(invoice.vatHalalas);
      for (const line of invoice.lines) expect(line.totalHalalas).toBe(line.netHalalas + line.vatHalalas);
    }
    const ofFirst = invoices.find((invoice) => invoice.seller.userId === first.user.id)!;
    // 20 × 18.00 and 10 × 3.33 SAR, then the 25.00 SAR delivery fee with its 3.75 SAR VAT; each amount
    // in riyals and in halalas (decision 019).
    expect(ofFirst.lines).toEqual([
      {
        listingId: masks,
        description: 'Masks',
        details: null,
        quantity: 10,
        unitPrice: 3.33,
        unitPriceHalalas: 333,
        net: 33.3,
        netHalalas: 3_330,
        vat: 5,
        vatHalalas: 500,
        total: 38.3,
        totalHalalas: 3_830,
      },
      {
        listingId: gloves,
        description: 'Nitrile Gloves Box of 100',
        details: null,
        quantity: 20,
        unitPrice: 18,
        unitPriceHalalas: 1_800,
        net: 360,
        netHalalas: 36_000,
        vat: 54,
        vatHalalas: 5_400,
        total: 414,
        totalHalalas: 41_400,
      },
      {
        listingId: null,
        description: 'رسوم التوصيل / Delivery fee',
        details: null,
        quantity: 1,
        unitPrice: 25,
        unitPriceHalalas: 2_500,
        net: 25,
        netHalalas: 2_500,
        vat: 3.75,
        vatHalalas: 375,
        total: 28.75,
        totalHalalas: 2_875,
      },
    ]);
    const ofSecond = invoices.find((invoice) => invoice.seller.userId === second.user.id)!;
    expect(ofSecond.lines).toHaveLength(1);

    // The QR code carries the seller's name, VAT number, time, total and VAT.
    expect(decodeZatcaQr(ofFirst.qrCode!)).toEqual({
      1: first.body.businessName,
      2: '310123456700003',
      3: `${ofFirst.issuedAt.slice(0, 19)}Z`,
      4: (ofFirst.totalHalalas / 100).toFixed(2),
      5: (ofFirst.vatHalalas / 100).toFixed(2),
    });
    // Decision 018: a supplier without a VAT number issues a plain invoice, without a tax-invoice QR code
    // (before it, a tax invoice whose tag 2 was empty).
    expect(ofSecond).toMatchObject({ isTaxInvoice: false, qrCode: null, vatHalalas: 0 });

    // The supplier sees the same invoice; the buyer is told.
    expect(await get<Invoice>(first.cookie, `/api/suppliers/me/invoices/${ofFirst.id}`)).toEqual(ofFirst);
    const told = await query(
      `SELECT related_entity_id FROM notifications WHERE recipient_id = $1 AND type = 'NEW_INVOICE'`,
      [buyer.user.id],
    );
    expect(told.map((row) => row.related_entity_id).sort()).toEqual(invoices.map((i) => i.id).sort());
    expect(
      await query('SELECT paid_amount = total AS is_paid FROM invoices WHERE id = ANY($1)', [
        invoices.map((i) => i.id),
      ]),
    ).toEqual([{ is_paid: true }, { is_paid: true }]);
  });

  it('makes no second invoice when the payment is confirmed again', async () => {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
    const buyer = await verifiedAccount(app());
    const { redirectUrl, orderIds } = await paidCheckout(buyer.cookie, [[gloves, 10]]);

    const confirmations = await Promise.all(
      [1, 2, 3].map(() =>
        callAs(app(), 'POST', '/api/payments/confirm', buyer.cookie, { chargeId: chargeIdOf(redirectUrl) }),
      ),
    );

    expect(confirmations.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await invoiceOfOrder(orderIds[0]!)).toHaveLength(1);
    expect(
      await query('SELECT last_counter FROM invoice_counters WHERE supplier_id = $1', [supplier.user.id]),
    ).toEqual([{ last_counter: 1 }]);
  });

  it(
    'numbers a supplier invoices 1..n without gaps under parallel checkouts, each chained to the last',
    { timeout: 60_000 },
    async () => {
      const supplier = await supplierWithFee(app(), testApp.database.pool, 1_000);
      const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 1_000 });
      const buyers = await Promise.all(Array.from({ length: 8 }, () => verifiedAccount(app())));
      for (const buyer of buyers) await addToCart(app(), buyer.cookie, gloves, 10);

      const responses = await Promise.all(buyers.map((buyer) => checkout(app(), buyer.cookie)));

      expect(responses.map((r) => r.statusCode)).toEqual(Array<number>(8).fill(201));
      const invoices = await get<Invoice[]>(supplier.cookie, '/api/suppliers/me/invoices');
      const byCounter = [...invoices].sort((a, b) => a.counter - b.counter);
      expect(byCounter.map((invoice) => invoice.counter)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const hashes = await query(
        'SELECT counter, hash, previous_hash FROM invoices WHERE supplier_id = $1 ORDER BY counter',
        [supplier.user.id],
      );
      expect(hashes[0]!.previous_hash).toBe(createHash('sha256').update('0').digest('base64'));
      for (let n = 1; n < hashes.length; n += 1) {
        expect(hashes[n]!.previous_hash).toBe(hashes[n - 1]!.hash);
      }
      expect(byCounter.map((invoice) => invoice.previousHash)).toEqual(hashes.map((h) => h.previous_hash));
      expect(
        await query('SELECT last_counter, last_hash FROM invoice_counters WHERE supplier_id = $1', [
          supplier.user.id,
        ]),
      ).toEqual([{ last_counter: 8, last_hash: hashes[7]!.hash }]);
    },
  );

  it('shows an invoice only to its buyer and its issuing supplier', async () => {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
    const buyer = await verifiedAccount(app());
    const { orderIds } = await paidCheckout(buyer.cookie, [[gloves, 10]]);
    const [id] = await invoiceOfOrder(orderIds[0]!);
    const otherBuyer = await verifiedAccount(app());
    const otherSupplier = await supplierAccount(app());

    const answers = await Promise.all([
      callAs(app(), 'GET', `/api/buyers/me/invoices/${id}`, otherBuyer.cookie),
      callAs(app(), 'GET', `/api/suppliers/me/invoices/${id}`, otherSupplier.cookie),
      callAs(app(), 'GET', `/api/buyers/me/invoices/${id}`, buyer.cookie),
      callAs(app(), 'GET', `/api/suppliers/me/invoices/${id}`, supplier.cookie),
    ]);

    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 200, 200]);
    expect(await get<Invoice[]>(otherBuyer.cookie, '/api/buyers/me/invoices')).toEqual([]);
    expect(await get<Invoice[]>(otherSupplier.cookie, '/api/suppliers/me/invoices')).toEqual([]);
  });

  it('lists newest first a page at a time, by status and by Riyadh day', async () => {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
    const buyer = await verifiedAccount(app());
    for (let n = 0; n < 3; n += 1) await paidCheckout(buyer.cookie, [[gloves, 10]]);
    const all = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices');
    expect(all.map((invoice) => invoice.counter)).toEqual([3, 2, 1]);
    // Move the first invoice to 2026-01-10 23:30 in Riyadh (20:30 UTC), the second to the next day 00:30.
    await query(`UPDATE invoices SET issued_at = '2026-01-10T20:30:00Z' WHERE id = $1`, [all[2]!.id]);
    await query(`UPDATE invoices SET issued_at = '2026-01-10T21:30:00Z' WHERE id = $1`, [all[1]!.id]);

    const first = await callAs(app(), 'GET', '/api/buyers/me/invoices?limit=2', buyer.cookie);
    const cursor = first.headers['x-next-cursor'] as string;
    const rest = await get<Invoice[]>(buyer.cookie, `/api/buyers/me/invoices?limit=2&cursor=${cursor}`);
    const day10 = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices?from=2026-01-10&to=2026-01-10');
    const day11 = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices?from=2026-01-11&to=2026-01-11');
    const fromDay11 = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices?from=2026-01-11');
    const paid = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices?status=FULLY_PAID&kind=ORDER');
    const pending = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices?status=PENDING');

    expect(first.json<Invoice[]>().map((invoice) => invoice.counter)).toEqual([3, 2]);
    expect(rest.map((invoice) => invoice.counter)).toEqual([1]);
    expect(day10.map((invoice) => invoice.counter)).toEqual([1]);
    expect(day11.map((invoice) => invoice.counter)).toEqual([2]);
    expect(fromDay11.map((invoice) => invoice.counter)).toEqual([3, 2]);
    expect(paid).toHaveLength(3);
    expect(pending).toEqual([]);
    const bad = await callAs(app(), 'GET', '/api/buyers/me/invoices?from=10-01-2026', buyer.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('prints a VAT number set later on the invoices issued after it, never on earlier ones', async () => {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0, { vatNumber: null });
    const gloves = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
    const buyer = await verifiedAccount(app());
    await paidCheckout(buyer.cookie, [[gloves, 10]]);

    const refused = await setStoreVatNumber(app(), supplier.cookie, '1234567890');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VAT_NUMBER_INVALID');
    expect((await setStoreVatNumber(app(), supplier.cookie, '٣٠٠٠٠٠٠٠٠٠٠٠٠٠٣')).statusCode).toBe(200);
    await paidCheckout(buyer.cookie, [[gloves, 10]]);

    const [later, earlier] = await get<Invoice[]>(supplier.cookie, '/api/suppliers/me/invoices');
    expect(later!.seller.vatNumber).toBe('300000000000003');
    expect(decodeZatcaQr(later!.qrCode!)[2]).toBe('300000000000003');
    expect(earlier!.seller.vatNumber).toBeNull();
  });
});
